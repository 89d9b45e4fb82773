import type { ImportConfirmRow } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import {
  insertAuthorizations,
  replaceAllocations,
  updateAuthorizations,
  type AuthorizationUpdate,
  type NewAuthorization,
} from '../client-services/index.js';
import type { CheckedRow } from './import-checks.js';
import { changesOf } from './import-matching.js';
import * as repo from './service-import.repo.js';

/** What a confirmed import changes: authorizations to create and update, allocations to replace. */
export type ImportPlan = {
  created: NewAuthorization[];
  updates: AuthorizationUpdate[];
  /** An existing authorization's id, or the index in `created` of one the import creates. */
  allocate: { id: number | null; createdIndex: number | null; staff: number[] }[];
  unchanged: number;
  /** Rows moving an authorization's end date earlier (the entries they leave outside are refused). */
  shortened: { row: number; r: ImportConfirmRow; id: number }[];
};

/** The authorization a new row creates: the sheet's values, the catalogue's unit length by default. */
function newAuthorization({ r, client, service }: CheckedRow, next: ReturnType<typeof sheetValues>): NewAuthorization {
  return {
    ...next,
    clientId: client.id,
    serviceId: service.id,
    serviceCode: r.serviceCode,
    unitLength: r.serviceUnitLength ?? Number(service.unitLength),
    startDate: r.serviceStartDate,
    negativeUnitsAllowed: r.serviceIsNegetiveUnitsAllowed,
    isAuthorized: r.serviceIsAuthorized,
    isDegreeRequired: r.isDegreeRequired,
    isDatesConfirmed: r.isDatesConfirmed,
    isOverlappable: r.isOverlappable,
  };
}

/** The fields a sheet row sets on an authorization, whether new or existing. */
const sheetValues = (r: ImportConfirmRow) => ({
  serviceName: r.serviceName,
  unitRate: Math.round(r.serviceUnitRate * 100) / 100,
  endDate: r.serviceEndDate,
  unitsAuthorized: Math.round(r.serviceUnitsAuthorized * 100) / 100,
  authorizedDate: r.authorizedDate ?? null,
});

/** Sorts the checked rows against the clients' authorizations (matched by client, code and start date). */
export function planImport(checked: CheckedRow[], existing: Map<string, repo.ExistingAuthorization>): ImportPlan {
  const plan: ImportPlan = { created: [], updates: [], allocate: [], unchanged: 0, shortened: [] };
  for (const [i, row] of checked.entries()) {
    const { r, client, service } = row;
    const known = existing.get(repo.identity(client.id, r.serviceCode, r.serviceStartDate));
    if (known && r.serviceEndDate < known.endDate) plan.shortened.push({ row: r.row ?? i + 1, r, id: known.id });
    const next = sheetValues(r);
    if (!known) {
      if (r.assignedStaff.length > 0)
        plan.allocate.push({ id: null, createdIndex: plan.created.length, staff: r.assignedStaff });
      plan.created.push(newAuthorization(row, next));
      continue;
    }
    if (r.assignedStaff.length > 0) plan.allocate.push({ id: known.id, createdIndex: null, staff: r.assignedStaff });
    if (changesOf(known, next).length === 0) plan.unchanged += 1;
    else plan.updates.push({ ...next, id: known.id, serviceId: service.id });
  }
  return plan;
}

/** Writes the plan in the import's transaction (client-services' set-based writes). */
export async function writePlan(tx: Db, plan: ImportPlan, by: { actorId: number; now: Date }) {
  const createdIds = await insertAuthorizations(tx, plan.created, by);
  await updateAuthorizations(tx, plan.updates, by);
  const targets = plan.allocate.map((a) => ({ id: a.id ?? createdIds[a.createdIndex!]!, staff: a.staff }));
  const allocations = await replaceAllocations(tx, {
    authorizationIds: targets.map((a) => a.id),
    pairs: targets.flatMap((a) => a.staff.map((userId) => ({ clientServiceId: a.id, userId }))),
    ...by,
  });
  return { createdIds, allocations };
}
