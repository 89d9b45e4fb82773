import { ErrorCode, ImportMsg, isProcedureCode, toUsDate, type ImportConfirmRow } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { entriesOutside } from '../client-services/index.js';
import * as repo from './service-import.repo.js';

/** The checks of a confirmed import: any refused row refuses them all, each named with its reasons. */

export type RefusedRow = { row: number; recipientId: string; serviceCode: string; reasons: string[] };

/** 400 refusing the whole import, with every refused row and its reasons in `details.rows`. */
const rowsRefused = (rows: RefusedRow[]) =>
  new AppError(ErrorCode.VALIDATION_ERROR, ImportMsg.rowsRefused, 'rows', undefined, { rows });

type Lookups = {
  clients: Map<string, repo.MatchedClient>;
  catalogue: Map<string, repo.CatalogueEntry>;
  staff: Set<number>;
};

/** Why one row cannot be imported (empty: it can); `seen` spots a repeated authorization. */
function reasonsOf(r: ImportConfirmRow, row: number, found: Lookups, seen: Map<string, number>): string[] {
  const reasons: string[] = [];
  const client = found.clients.get(repo.recipientKey(r.recipientId));
  const service = found.catalogue.get(r.serviceCode);
  if (!client) reasons.push(`Recipient ID ${r.recipientId} is not a client in Hearth.`);
  // The code goes into claim files: a catalogue row saved before the procedure-code check may not be one.
  if (!isProcedureCode(r.serviceCode)) reasons.push(ImportMsg.notProcedureCode(r.serviceCode));
  else if (!service) reasons.push(`Service Code ${r.serviceCode} is not in the services catalogue.`);
  if (r.serviceEndDate < r.serviceStartDate) reasons.push('Service End Date is before Service Start Date.');
  const notStaff = [...new Set(r.assignedStaff)].filter((id) => !found.staff.has(id));
  if (notStaff.length > 0) reasons.push(`Not active staff, cannot be allocated: user ${notStaff.join(', ')}.`);
  const key = `${repo.recipientKey(r.recipientId)}|${r.serviceCode}|${r.serviceStartDate}`;
  const first = seen.get(key);
  if (first !== undefined) reasons.push(`Same Recipient ID, Service Code and Service Start Date as row ${first}.`);
  else seen.set(key, row);
  return reasons;
}

/** Checks every confirmed row against Hearth; refuses them all (400) if any cannot be imported. */
export async function validateRows(tx: Db, rows: ImportConfirmRow[]) {
  const found: Lookups = {
    clients: await repo.clientsByRecipient(
      tx,
      rows.map((r) => r.recipientId),
    ),
    catalogue: await repo.catalogueByCodes(
      tx,
      rows.map((r) => r.serviceCode),
    ),
    staff: await repo.activeStaffIds(
      tx,
      rows.flatMap((r) => r.assignedStaff),
    ),
  };
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  const checked = rows.map((r, i) => {
    const row = r.row ?? i + 1;
    const reasons = reasonsOf(r, row, found, seen);
    if (reasons.length > 0) refused.push({ row, recipientId: r.recipientId, serviceCode: r.serviceCode, reasons });
    const client = found.clients.get(repo.recipientKey(r.recipientId));
    return { r, client: client!, service: found.catalogue.get(r.serviceCode)! };
  });
  if (refused.length > 0) throw rowsRefused(refused);
  return checked;
}
export type CheckedRow = Awaited<ReturnType<typeof validateRows>>[number];

/**
 * A sheet may not move an authorization's end date before completed entries (the rule of Edit
 * Service, decision 005): the import has no reason to record, so those rows are refused, and the
 * admin changes such an authorization on its own, with a reason.
 */
export async function refuseEntriesLeftOutside(tx: Db, shortened: { row: number; r: ImportConfirmRow; id: number }[]) {
  const refused: RefusedRow[] = [];
  for (const { row, r, id } of shortened) {
    const outside = await entriesOutside(tx, id, r.serviceStartDate, r.serviceEndDate);
    if (outside.count === 0) continue;
    refused.push({
      row,
      recipientId: r.recipientId,
      serviceCode: r.serviceCode,
      reasons: [ImportMsg.entriesAfterEnd(outside.count, toUsDate(outside.last!))],
    });
  }
  if (refused.length > 0) throw rowsRefused(refused);
}
