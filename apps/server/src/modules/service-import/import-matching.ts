import { ImportMsg, type ImportChange, type ImportedServiceRow, type RejectedImportRow } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { assignedStaffOf, staffName, unitsUtilizedFor } from '../client-services/index.js';
import * as repo from './service-import.repo.js';
import type { SheetRow } from './sheet-values.js';

/**
 * Sorts the sheet's rows into the spec's four lists (decision 010): unknown client → missing_clients
 * (whatever its service code), unknown code → missing_services, unknown (client, code, start date)
 * → new_services, known with a different field → updated_services, identical → only counted.
 */

export type Classified = {
  missing_clients: ImportedServiceRow[];
  missing_services: ImportedServiceRow[];
  new_services: ImportedServiceRow[];
  updated_services: ImportedServiceRow[];
  duplicates: RejectedImportRow[];
  unchanged: number;
};

const money = (v: number) => `$${v.toFixed(2)}`;

/** The sheet's fields an authorization takes, Hearth's value → the sheet's. */
export function changesOf(
  existing: repo.ExistingAuthorization,
  next: {
    serviceName: string;
    unitRate: number;
    endDate: string;
    unitsAuthorized: number;
    authorizedDate: string | null;
  },
): ImportChange[] {
  const changes: ImportChange[] = [];
  const add = (field: string, label: string, from: string | number | null, to: string | number | null) => {
    if (from !== to) changes.push({ field, label, from, to });
  };
  add('serviceName', 'Service Name', existing.serviceName, next.serviceName);
  add('serviceUnitRate', 'Unit Cost', Number(existing.unitRate), next.unitRate);
  add('serviceEndDate', 'Service End Date', existing.endDate, next.endDate);
  add('serviceUnitsAuthorized', 'Units Authorized', Number(existing.unitsAuthorized), next.unitsAuthorized);
  // An empty Date Last Authorized in the sheet says nothing: it never clears Hearth's.
  if (next.authorizedDate !== null)
    add('authorizedDate', 'Date Last Authorized', existing.authorizedDate, next.authorizedDate);
  return changes;
}

/** A sheet row as the lists show it, matched (or not) to its client and catalogue entry. */
function listItem(
  r: SheetRow,
  client: repo.MatchedClient | null,
  service: repo.CatalogueEntry | null,
): ImportedServiceRow {
  return {
    service_code: r.serviceCode,
    service_name: r.serviceName,
    unit_cost: money(r.unitCost),
    individual_name: r.individualName,
    recipient_id: r.recipientId,
    service_start_date: r.startDate,
    service_end_date: r.endDate,
    units_authorized: r.unitsAuthorized,
    utilized_units: r.utilizedUnits,
    date_last_authorized: r.dateLastAuthorized,
    id: null,
    assignedStaff: [],
    row: r.row,
    clientId: client?.id ?? null,
    clientName: client?.name ?? null,
    serviceId: service?.id ?? null,
    serviceUnitLength: service ? Number(service.unitLength) : null,
    changes: [],
    hearthUnitsUsed: null,
    warnings: [],
  };
}

type Lookups = {
  clients: Map<string, repo.MatchedClient>;
  catalogue: Map<string, repo.CatalogueEntry>;
  existing: Map<string, repo.ExistingAuthorization>;
};
/** Updated rows waiting for Hearth's used units and allocation (looked up together, after the sort). */
type Pending = { list: ImportedServiceRow[]; item: ImportedServiceRow; existingId: number | null };

/** Puts one (first-seen) row in its list, or counts it unchanged, or leaves it pending as updated. */
function sortRow(r: SheetRow, found: Lookups, out: Classified, pending: Pending[]): void {
  const client = found.clients.get(repo.recipientKey(r.recipientId)) ?? null;
  const service = found.catalogue.get(r.serviceCode) ?? null;
  const item = listItem(r, client, service);
  const known =
    client && service ? found.existing.get(repo.identity(client.id, r.serviceCode, r.startDate)) : undefined;
  if (!client) out.missing_clients.push(item);
  else if (!service) out.missing_services.push(item);
  else if (!known) out.new_services.push(item);
  else {
    item.id = known.id;
    item.changes = changesOf(known, {
      serviceName: r.serviceName,
      unitRate: r.unitCost,
      endDate: r.endDate,
      unitsAuthorized: r.unitsAuthorized,
      authorizedDate: r.dateLastAuthorized,
    });
    if (item.changes.length === 0) out.unchanged += 1;
    else pending.push({ list: out.updated_services, item, existingId: known.id });
  }
}

/** Hearth's used units and current allocation, for the updated rows only; then they join their list. */
async function completeUpdated(db: Db, pending: Pending[]): Promise<void> {
  const ids = pending.map((p) => p.existingId!);
  const used = new Map<number, number>();
  const staff = new Map<number, { userId: number; firstName: string; lastName: string }[]>();
  // In slices: each lookup binds one parameter per id, and PostgreSQL takes at most 65,535.
  for (let i = 0; i < ids.length; i += 20_000) {
    const slice = ids.slice(i, i + 20_000);
    const [u, s] = await Promise.all([unitsUtilizedFor(db, slice), assignedStaffOf(db, slice)]);
    u.forEach((v, k) => used.set(k, v));
    s.forEach((v, k) => staff.set(k, v));
  }
  for (const { list, item, existingId } of pending) {
    item.hearthUnitsUsed = used.get(existingId!) ?? 0;
    item.assignedStaff = (staff.get(existingId!) ?? []).map((s) => ({ userId: s.userId, name: staffName(s) }));
    if (item.units_authorized < item.hearthUnitsUsed)
      item.warnings.push(ImportMsg.unitsBelowUsed(item.hearthUnitsUsed));
    list.push(item);
  }
}

export async function classifyRows(db: Db, rows: SheetRow[]): Promise<Classified> {
  const clients = await repo.clientsByRecipient(
    db,
    rows.map((r) => r.recipientId),
  );
  const catalogue = await repo.catalogueByCodes(
    db,
    rows.map((r) => r.serviceCode),
  );
  const existing = await repo.authorizationsOf(
    db,
    [...clients.values()].map((c) => c.id),
  );
  const out: Classified = {
    missing_clients: [],
    missing_services: [],
    new_services: [],
    updated_services: [],
    duplicates: [],
    unchanged: 0,
  };
  const firstRowOf = new Map<string, number>();
  const pending: Pending[] = [];
  for (const r of rows) {
    const key = `${repo.recipientKey(r.recipientId)}|${r.serviceCode}|${r.startDate}`;
    const sameAs = firstRowOf.get(key);
    if (sameAs !== undefined) {
      out.duplicates.push({
        row: r.row,
        individual_name: r.individualName,
        recipient_id: r.recipientId,
        service_code: r.serviceCode,
        reasons: [`Same Recipient ID, Service Code and Service Start Date as row ${sameAs}.`],
      });
      continue;
    }
    firstRowOf.set(key, r.row);
    sortRow(r, { clients, catalogue, existing }, out, pending);
  }
  await completeUpdated(db, pending);
  return out;
}
