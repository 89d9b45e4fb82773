import { authorizationTotals, type ClientServiceOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { dateOut } from '../../platform/records.js';
import { filesOfMany, presentFile } from '../files/index.js';
import * as repo from './client-services.repo.js';

/** 'First Last', the name the allocation lists and clientServiceOut show for staff. */
export const staffName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * Authorizations as the API shows them, with files, allocated staff and the read-only totals.
 * Only whitelisted fields leave: the wire spells negative units `serviceIsNegetiveUnitsAllowed`.
 */
export async function presentClientServices(db: Db, rows: repo.ClientServiceRow[]): Promise<ClientServiceOut[]> {
  const ids = rows.map((r) => r.id);
  const staff = await repo.assignedStaffOf(db, ids);
  const utilized = await repo.unitsUtilizedFor(db, ids);
  const filesByRow = await filesOfMany(db, 'client_service', ids);
  const out: ClientServiceOut[] = [];
  for (const row of rows) {
    out.push({
      serviceRequestId: row.id,
      clientId: row.clientId,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      serviceCode: row.serviceCode,
      serviceAccount: row.serviceAccount,
      serviceDescription: row.serviceDescription,
      serviceUnitRate: row.unitRate,
      serviceUnitLength: row.unitLength,
      serviceStartDate: dateOut(row.startDate)!,
      serviceEndDate: dateOut(row.endDate)!,
      serviceUnitsAuthorized: row.unitsAuthorized,
      serviceIsNegetiveUnitsAllowed: row.negativeUnitsAllowed,
      serviceIsAuthorized: row.isAuthorized,
      isDegreeRequired: row.isDegreeRequired,
      isDatesConfirmed: row.isDatesConfirmed,
      isOverlappable: row.isOverlappable,
      authorizedDate: dateOut(row.authorizedDate),
      files: (filesByRow.get(row.id) ?? []).map(presentFile),
      assignedStaff: (staff.get(row.id) ?? []).map((s) => ({ userId: s.userId, name: staffName(s) })),
      ...authorizationTotals({
        unitsAuthorized: row.unitsAuthorized,
        unitRate: row.unitRate,
        unitsUtilized: utilized.get(row.id) ?? 0,
      }),
      version: row.version,
    });
  }
  return out;
}

export async function presentClientService(db: Db, row: repo.ClientServiceRow): Promise<ClientServiceOut> {
  const [one] = await presentClientServices(db, [row]);
  return one!;
}
