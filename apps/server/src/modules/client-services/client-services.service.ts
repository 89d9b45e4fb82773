import { clientExists } from '../clients/index.js';
import {
  ClientServiceMsg,
  ErrorCode,
  isAdminType,
  toUsDate,
  type ClientServiceOut,
  type CreateClientServiceBody,
  type OptionQuery,
  type UpdateClientServiceBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { optionFilter } from '../../platform/lists.js';
import { dateOut, fullName, staleRecord } from '../../platform/records.js';
import { reachableAuthorization, workableAuthorizations } from '../../policies/staff-reach.js';
import { syncRecordFiles } from '../files/index.js';
import { followAuthorizationDates } from '../schedules/index.js';
import { presentClientService, presentClientServices } from './client-services.presenter.js';
import * as repo from './client-services.repo.js';

const notFoundCs = () => notFound(ClientServiceMsg.notFound);

function toValues(body: CreateClientServiceBody, actor: CurrentUser, now: Date): repo.ClientServiceValues {
  return {
    clientId: body.clientId,
    serviceId: body.serviceId ?? null,
    serviceName: body.serviceName,
    serviceCode: body.serviceCode,
    serviceAccount: body.serviceAccount ?? null,
    serviceDescription: body.serviceDescription ?? null,
    unitRate: body.serviceUnitRate,
    unitLength: body.serviceUnitLength,
    startDate: body.serviceStartDate,
    endDate: body.serviceEndDate,
    unitsAuthorized: body.serviceUnitsAuthorized,
    negativeUnitsAllowed: body.serviceIsNegetiveUnitsAllowed,
    isAuthorized: body.serviceIsAuthorized,
    isDegreeRequired: body.isDegreeRequired,
    isDatesConfirmed: body.isDatesConfirmed,
    isOverlappable: body.isOverlappable,
    updatedAt: now,
    updatedById: actor.id,
  };
}

const TRACKED = [
  'serviceId',
  'serviceName',
  'serviceCode',
  'serviceAccount',
  'serviceDescription',
  'unitRate',
  'unitLength',
  'startDate',
  'endDate',
  'unitsAuthorized',
  'negativeUnitsAllowed',
  'isAuthorized',
  'isDegreeRequired',
  'isDatesConfirmed',
  'isOverlappable',
] as const;

/** Names (not values) of the fields an update changed. */
const changedFields = (before: repo.ClientServiceRow, after: repo.ClientServiceRow) =>
  TRACKED.filter((k) => String(before[k]) !== String(after[k]));

export type ClientServicesDeps = { db: Db; clock: Clock; agency: AgencyZone };

/** Refuses an unknown client (404) or catalogue entry (400) before anything is written. */
async function checkReferences(tx: Db, body: CreateClientServiceBody) {
  if (!(await clientExists(tx, body.clientId))) throw notFound(ClientServiceMsg.clientNotFound);
  if (body.serviceId != null && !(await repo.serviceExists(tx, body.serviceId))) {
    throw badRequest(ClientServiceMsg.serviceNotFound, 'serviceId');
  }
}

/**
 * New dates that leave completed work entries outside the authorization (the usage reports go on
 * counting them) need a reason: without one, 409 naming how many and when; with one, what was
 * overridden goes to the audit row. Dates that leave nothing outside need none (the spec's body).
 */
async function checkDatesKeepEntries(tx: Db, existing: repo.ClientServiceRow, body: UpdateClientServiceBody) {
  const [from, to] = [body.serviceStartDate, body.serviceEndDate];
  if (from === dateOut(existing.startDate) && to === dateOut(existing.endDate)) return null;
  const outside = await repo.entriesOutside(tx, existing.id, from, to);
  if (outside.count === 0) return null;
  if (!body.dateChangeReason) {
    throw new AppError(
      ErrorCode.ENTRIES_OUTSIDE_DATES,
      ClientServiceMsg.entriesOutsideDates({
        count: outside.count,
        first: toUsDate(outside.first!),
        last: toUsDate(outside.last!),
        after: outside.after,
      }),
      outside.after ? 'serviceEndDate' : 'serviceStartDate',
    );
  }
  return { entriesOutside: outside.count, first: outside.first, last: outside.last, reason: body.dateChangeReason };
}

/** After a save: the authorization's files as the body lists them, and the audit row. */
async function filesAndAudit(
  tx: Db,
  row: repo.ClientServiceRow,
  p: { files: CreateClientServiceBody['files']; actor: CurrentUser; now: Date; ip: string },
  entry: { action: string; details: Record<string, unknown> },
) {
  await syncRecordFiles(tx, {
    recordType: 'client_service',
    recordId: row.id,
    refs: p.files,
    actorId: p.actor.id,
    now: p.now,
  });
  await audit(tx, {
    actorUserId: p.actor.id,
    action: entry.action,
    targetType: 'client_service',
    targetId: row.id,
    ip: p.ip,
    details: entry.details,
  });
}

/**
 * POST /client_service: creates an authorization. Name, code, rate and length are the
 * authorization's own copy (a snapshot): later catalogue edits do not change what was authorized.
 */
export async function createAuthorization(
  { db, clock }: ClientServicesDeps,
  actor: CurrentUser,
  body: CreateClientServiceBody,
  ip: string,
): Promise<ClientServiceOut> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const row = await repo.insertClientService(tx, { ...toValues(body, actor, now), createdById: actor.id });
    await filesAndAudit(
      tx,
      row,
      { files: body.files, actor, now, ip },
      { action: 'client_service.create', details: { clientId: row.clientId } },
    );
    return presentClientService(tx, row);
  });
}

/** PUT /client_service */
export async function updateAuthorization(
  { db, clock, agency }: ClientServicesDeps,
  actor: CurrentUser,
  body: UpdateClientServiceBody,
  ip: string,
): Promise<ClientServiceOut> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Locked as a completion locks it (work-entry-billing), so no entry is completed between the
    // date check below and the update.
    const existing = await repo.findClientService(tx, body.serviceRequestId, true);
    if (!existing) throw notFoundCs();
    if (body.version !== undefined && body.version !== existing.version) throw staleRecord();
    await checkReferences(tx, body);
    if (existing.clientId !== body.clientId) throw badRequest(ClientServiceMsg.otherClient, 'clientId');
    const datesOverride = await checkDatesKeepEntries(tx, existing, body);
    const row = await repo.updateClientService(tx, existing.id, body.version, toValues(body, actor, now));
    if (!row) throw staleRecord();
    // Its planned visits follow new dates (docs/decisions/017).
    const datesChanged =
      String(existing.startDate) !== String(row.startDate) || String(existing.endDate) !== String(row.endDate);
    const plannedVisits = datesChanged
      ? await followAuthorizationDates(tx, {
          authorizationId: row.id,
          previousEndDate: dateOut(existing.endDate)!,
          now,
          today: agency.today(clock),
          timeZone: agency.timeZone(),
        })
      : undefined;
    const details = {
      clientId: row.clientId,
      changed: changedFields(existing, row),
      ...(datesOverride ? { datesOverride } : {}),
      ...(plannedVisits && plannedVisits.removed + plannedVisits.added > 0 ? { plannedVisits } : {}),
    };
    await filesAndAudit(tx, row, { files: body.files, actor, now, ip }, { action: 'client_service.update', details });
    return presentClientService(tx, row);
  });
}

/** One authorization; a staff member sees only one they reach (policies/staff-reach; else 404). */
export async function readAuthorization(
  { db, clock, agency }: ClientServicesDeps,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<ClientServiceOut> {
  const row = isAdminType(actor.userType)
    ? await repo.findClientService(db, id)
    : await reachableAuthorization(db, { staffId: actor.id, authorizationId: id, on: agency.today(clock) });
  if (!row) throw notFoundCs();
  await audit(db, {
    actorUserId: actor.id,
    action: 'client_service.read',
    targetType: 'client_service',
    targetId: row.id,
    ip,
  });
  return presentClientService(db, row);
}

/**
 * A client's authorizations, newest start date first. Admins see all of them; a staff member
 * sees only those a visit may use today in the agency's time zone (policies/staff-reach), and 404 when
 * there are none.
 */
export async function listClientAuthorizations(
  { db, clock, agency }: ClientServicesDeps,
  actor: CurrentUser,
  p: { clientId: number },
  ip: string,
): Promise<ClientServiceOut[]> {
  let rows: repo.ClientServiceRow[];
  if (isAdminType(actor.userType)) {
    if (!(await clientExists(db, p.clientId))) throw notFound(ClientServiceMsg.clientNotFound);
    rows = await repo.clientServicesOf(db, p.clientId);
  } else {
    const today = agency.today(clock);
    rows = await workableAuthorizations(db, { staffId: actor.id, clientId: p.clientId, on: today });
    if (rows.length === 0) throw notFound(ClientServiceMsg.noServicesForStaff);
  }
  await audit(db, {
    actorUserId: actor.id,
    action: 'client_service.list',
    targetType: 'client',
    targetId: p.clientId,
    ip,
    details: { serviceRequestIds: rows.map((r) => r.id) },
  });
  return presentClientServices(db, rows);
}

/** Authorizations of every year for pickers and filters, searched and bounded. */
export async function authorizationOptions({ db }: Pick<ClientServicesDeps, 'db'>, q: OptionQuery) {
  const rows = await repo.serviceRequestOptions(db, optionFilter(q));
  return {
    data: rows.map((r) => ({
      serviceRequestId: r.id,
      serviceName: r.serviceName,
      serviceCode: r.serviceCode,
      clientId: r.clientId,
      clientName: fullName(r),
    })),
  };
}
