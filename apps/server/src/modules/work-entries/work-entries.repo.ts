import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../platform/prepared.js';
import { clients, clientServices, services, users, workEntries, workEntryHistory } from '../../db/schema/index.js';
import { searchCondition } from '../../platform/lists.js';
import type { SignatureColumns } from './signature-rules.js';

export type WorkEntryRow = typeof workEntries.$inferSelect;
export type WorkEntryValues = Omit<typeof workEntries.$inferInsert, 'id' | 'version'>;
export type AuthorizationRow = typeof clientServices.$inferSelect;

const t = workEntries;
const staff = alias(users, 'staff');
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const { signature: _signature, ...entryColumnsWithoutSignature } = getTableColumns(t);

/** What the presenter needs: the entry, its staff member, client, authorization and editors. */
const viewColumns = {
  ...entryColumnsWithoutSignature,
  hasSignature: sql<boolean>`(${t.signature} IS NOT NULL)`.mapWith(Boolean),
  staffFirstName: staff.firstName,
  staffMiddleName: staff.middleName,
  staffLastName: staff.lastName,
  clientFirstName: clients.firstName,
  clientMiddleName: clients.middleName,
  clientLastName: clients.lastName,
  serviceName: clientServices.serviceName,
  serviceCode: clientServices.serviceCode,
  unitLength: clientServices.unitLength,
  unitRate: clientServices.unitRate,
  createdByFirstName: creator.firstName,
  createdByMiddleName: creator.middleName,
  createdByLastName: creator.lastName,
  updatedByFirstName: updater.firstName,
  updatedByMiddleName: updater.middleName,
  updatedByLastName: updater.lastName,
};

function viewQuery(db: Db, withSignature: boolean) {
  return db
    .select({ ...viewColumns, signature: withSignature ? t.signature : sql<string | null>`NULL` })
    .from(t)
    .innerJoin(staff, eq(staff.id, t.userId))
    .innerJoin(clients, eq(clients.id, t.clientId))
    .innerJoin(clientServices, eq(clientServices.id, t.clientServiceId))
    .leftJoin(creator, eq(creator.id, t.createdById))
    .leftJoin(updater, eq(updater.id, t.updatedById));
}

/** One entry as the API shows it (with its signature). */
export async function findEntryView(db: Db, id: number) {
  const [row] = await viewQuery(db, true).where(eq(t.id, id)).limit(1);
  return row;
}

export type WorkEntryView = NonNullable<Awaited<ReturnType<typeof findEntryView>>>;

export async function findEntry(db: Db, id: number): Promise<WorkEntryRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The caller's open visit, if any (the partial unique index allows at most one). */
export async function inProgressEntryId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, WorkEntryStatus.InProgress)))
    .limit(1);
  return row?.id;
}

export async function insertEntry(db: Db, values: WorkEntryValues): Promise<WorkEntryRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

/**
 * Updates an entry only if it still matches `guard` (status, owner, version): the database decides
 * races such as two completions of one visit. Undefined when nothing matched.
 */
export async function updateEntryWhere(
  db: Db,
  id: number,
  guard: { status?: number[]; userId?: number; version?: number },
  values: Partial<WorkEntryValues>,
): Promise<WorkEntryRow | undefined> {
  // A billed entry is never changed (a batch being made in parallel wins: this matches nothing).
  const conditions: SQL[] = [eq(t.id, id), isNull(t.claimBatchId)];
  if (guard.status) conditions.push(inArray(t.status, guard.status));
  if (guard.userId !== undefined) conditions.push(eq(t.userId, guard.userId));
  if (guard.version !== undefined) conditions.push(eq(t.version, guard.version));
  const [row] = await db
    .update(t)
    .set({ ...values, version: sql`${t.version} + 1` })
    .where(and(...conditions))
    .returning();
  return row;
}

/** The signature columns of the row `alias` as history records them (the drawing by its MD5 digest). */
const signatureState = (alias: string) =>
  `jsonb_build_object('signature', md5(${alias}.signature), 'typedSignature', ${alias}.typed_signature,
    'noSignatureReason', ${alias}.no_signature_reason, 'noSignatureText', ${alias}.no_signature_text)`;

/**
 * The autosave: one UPDATE ... RETURNING. The scalar subqueries in RETURNING read the statement's
 * snapshot, i.e. the values before this update, so the history needs no extra read. The signature
 * columns come back as history records them (the drawing by its MD5 digest).
 */
export async function saveVisitDetails(
  db: Db,
  p: { id: number; userId: number; version?: number; values: Partial<WorkEntryValues> },
) {
  const before = (expression: string) => sql`(SELECT ${sql.raw(expression)} FROM ${t} AS prev WHERE prev.id = ${p.id})`;
  const conditions: SQL[] = [
    eq(t.id, p.id),
    eq(t.userId, p.userId),
    inArray(t.status, [WorkEntryStatus.InProgress, WorkEntryStatus.Completed]),
    isNull(t.claimBatchId),
  ];
  if (p.version !== undefined) conditions.push(eq(t.version, p.version));
  const [row] = await db
    .update(t)
    .set({ ...p.values, version: sql`${t.version} + 1` })
    .where(and(...conditions))
    .returning({
      id: t.id,
      status: t.status,
      adminVerification: t.adminVerification,
      notes: t.notes,
      progress: t.progress,
      signatureAfter: sql.raw(signatureState('work_entries')) as SQL<SignatureColumns>,
      beforeNotes: before('prev.notes') as SQL<string | null>,
      beforeProgress: before('prev.progress').mapWith(Number),
      signatureBefore: before(signatureState('prev')) as SQL<SignatureColumns>,
    });
  return row;
}

/**
 * Takes back an admin's verification as part of the change the caller's transaction just made to
 * the entry (that update already counted the new version).
 */
export async function clearVerification(db: Db, id: number): Promise<void> {
  await db.update(t).set({ adminVerification: false }).where(eq(t.id, id));
}

/** The authorization a visit bills, locked until the transaction ends (serialises unit checks). */
export async function lockAuthorization(db: Db, id: number): Promise<AuthorizationRow | undefined> {
  const [row] = await db.select().from(clientServices).where(eq(clientServices.id, id)).limit(1).for('update');
  return row;
}

/** The catalogue's unit rounding for an authorization made from a catalogue entry. */
export async function unitRoundingOf(db: Db, serviceId: number | null): Promise<string | undefined> {
  if (serviceId == null) return undefined;
  const [row] = await db
    .select({ unitRounding: services.unitRounding })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return row?.unitRounding;
}

/** The fields of a staff member that visits use (type, degree, pay share, name). */
export async function findStaffMember(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      status: users.status,
      hasRelevantDegree: users.hasRelevantDegree,
      percentagePaid: users.percentagePaid,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
export type StaffMember = NonNullable<Awaited<ReturnType<typeof findStaffMember>>>;

export async function clientExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).limit(1);
  return row !== undefined;
}

/** Units of the authorization's completed entries, leaving out `excludeId` (the entry being priced). */
export async function unitsUsedOn(db: Db, clientServiceId: number, excludeId: number | null): Promise<number> {
  const conditions = [eq(t.clientServiceId, clientServiceId), eq(t.status, WorkEntryStatus.Completed)];
  if (excludeId !== null) conditions.push(ne(t.id, excludeId));
  const [row] = await db
    .select({ units: sql<string>`COALESCE(SUM(${t.unitsUsed}), 0)` })
    .from(t)
    .where(and(...conditions));
  return Number(row?.units ?? 0);
}

/**
 * Another in-progress or completed entry of the staff member that overlaps [start, end), unless
 * that entry's authorization may overlap. An open visit counts as lasting until it ends.
 */
export async function overlappingEntry(
  db: Db,
  p: { userId: number; start: Date; end: Date; excludeId: number | null },
): Promise<{ id: number; entryName: string } | undefined> {
  const conditions = [
    eq(t.userId, p.userId),
    inArray(t.status, [WorkEntryStatus.InProgress, WorkEntryStatus.Completed]),
    lt(t.startTime, p.end),
    sql`COALESCE(${t.endTime}, 'infinity'::timestamptz) > ${p.start.toISOString()}::timestamptz`,
    eq(clientServices.isOverlappable, false),
  ];
  if (p.excludeId !== null) conditions.push(ne(t.id, p.excludeId));
  const [row] = await db
    .select({ id: t.id, entryName: t.entryName })
    .from(t)
    .innerJoin(clientServices, eq(clientServices.id, t.clientServiceId))
    .where(and(...conditions))
    .orderBy(asc(t.startTime))
    .limit(1);
  return row;
}

export type EntryListFilter = {
  status?: number;
  userId?: number | null;
  clientServiceId?: number | null;
  /** Verified by an admin (true) or not (false); undefined: either. */
  adminVerification?: boolean;
  range?: { column: 'created' | 'start' | 'end'; from: Date; to: Date };
  name?: string;
  /** Which names the search looks at: staff lists search the client only. */
  searchStaffNames: boolean;
  order: 'created_desc' | 'start_desc' | 'start_asc' | 'staff_asc' | 'client_asc';
  offset: number;
  limit: number;
};

const rangeColumn = { created: t.createdAt, start: t.startTime, end: t.endTime } as const;
const orders: Record<EntryListFilter['order'], SQL[]> = {
  created_desc: [desc(t.createdAt), desc(t.id)],
  start_desc: [desc(t.startTime), desc(t.id)],
  start_asc: [asc(t.startTime), asc(t.id)],
  staff_asc: [asc(staff.lastName), asc(staff.firstName), desc(t.startTime), desc(t.id)],
  client_asc: [asc(clients.lastName), asc(clients.firstName), desc(t.startTime), desc(t.id)],
};

/** One page of entries (signatures left out) and the total that match. */
export async function listEntries(db: Db, f: EntryListFilter) {
  const conditions: (SQL | undefined)[] = [
    searchCondition(
      f.name,
      f.searchStaffNames
        ? [t.entryName, staff.firstName, staff.lastName, clients.firstName, clients.lastName]
        : [clients.firstName, clients.lastName],
    ),
  ];
  if (f.status !== undefined) conditions.push(eq(t.status, f.status));
  if (f.userId != null) conditions.push(eq(t.userId, f.userId));
  if (f.clientServiceId != null) conditions.push(eq(t.clientServiceId, f.clientServiceId));
  if (f.adminVerification !== undefined) conditions.push(eq(t.adminVerification, f.adminVerification));
  if (f.range) {
    const column = rangeColumn[f.range.column];
    // An entry that ends at exactly midnight belongs to the day it closes (entryDays, the rule of
    // the authorization check and the reports): on the end date the range is (from, to].
    if (f.range.column === 'end') conditions.push(gt(column, f.range.from), lte(column, f.range.to));
    else conditions.push(gte(column, f.range.from), lt(column, f.range.to));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    runPrepared(
      viewQuery(db, false)
        .where(where)
        .orderBy(...orders[f.order])
        .limit(f.limit)
        .offset(f.offset),
    ),
    // The joins matter to the count only when the search reads names (both are non-null foreign
    // keys): without one PostgreSQL counts the entries alone, about twice as fast.
    runPrepared(
      f.name
        ? db
            .select({ n: count() })
            .from(t)
            .innerJoin(staff, eq(staff.id, t.userId))
            .innerJoin(clients, eq(clients.id, t.clientId))
            .where(where)
        : db.select({ n: count() }).from(t).where(where),
    ),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- history ----

export type HistoryValues = Omit<typeof workEntryHistory.$inferInsert, 'id'>;
const h = workEntryHistory;

export async function insertHistory(db: Db, values: HistoryValues): Promise<void> {
  await db.insert(h).values(values);
}

/**
 * Folds a notes autosave into the entry's latest history row when that row is a 'notes_updated'
 * row of the same user recorded after `since`: the row keeps the notes from before it opened and
 * takes the newest notes (its time stays when the burst began). False when there is no such row
 * (the caller writes a new one).
 */
export async function coalesceNotesHistory(
  db: Db,
  p: { entryId: number; userId: number; since: Date; notes: string | null },
): Promise<boolean> {
  const latest = db.select({ id: h.id }).from(h).where(eq(h.workEntryId, p.entryId)).orderBy(desc(h.id)).limit(1);
  const rows = await db
    .update(h)
    .set({ changes: sql`jsonb_set(${h.changes}, '{notes,1}', ${JSON.stringify(p.notes)}::jsonb)` })
    .where(
      and(
        sql`${h.id} = (${latest})`,
        eq(h.action, 'notes_updated'),
        eq(h.recordedById, p.userId),
        gte(h.recordedAt, p.since),
      ),
    )
    .returning({ id: h.id });
  return rows.length > 0;
}

/** An entry's history, oldest first, with who recorded each row. */
export async function historyOf(db: Db, entryId: number) {
  return db
    .select({
      id: h.id,
      action: h.action,
      changes: h.changes,
      isManualEdit: h.isManualEdit,
      reasonCode: h.reasonCode,
      reasonText: h.reasonText,
      recordedAt: h.recordedAt,
      recordedByFirstName: users.firstName,
      recordedByMiddleName: users.middleName,
      recordedByLastName: users.lastName,
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.recordedById))
    .where(eq(h.workEntryId, entryId))
    .orderBy(asc(h.id));
}

/** Service names of authorizations, for history rows that point at earlier ones. */
export async function serviceNamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clientServices.id, name: clientServices.serviceName })
    .from(clientServices)
    .where(inArray(clientServices.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The visit fields of these clients (GET /visits/catalogue: the phone starts visits from them offline). */
export function clientVisitFields(db: Db, clientIds: number[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      middleName: clients.middleName,
      lastName: clients.lastName,
      goalsOutcomes: clients.goalsOutcomes,
    })
    .from(clients)
    .where(inArray(clients.id, clientIds));
}
