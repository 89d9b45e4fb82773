/** What pricing an entry reads: its authorization (locked), staff member, client and the units and times of other entries. */
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { clientServices, services, users, workEntries } from '../../db/schema/index.js';

export type AuthorizationRow = typeof clientServices.$inferSelect;

const t = workEntries;

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
