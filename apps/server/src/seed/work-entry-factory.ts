// Work entries for tests, the demo seed and benchmarks: straight to the database (no HTTP, no
// checks), priced with the same arithmetic as a completed visit, with a creation history row.
import { eq } from 'drizzle-orm';
import { computeAmounts, DEFAULT_TIME_ZONE, UNIT_ROUNDING, WorkEntryStatus, type UnitRounding } from '@hearth/shared';
import type { Db } from '../db/client.js';
import { clientServices, services, users, workEntries, workEntryHistory } from '../db/schema/index.js';
import { diff, snapshotOf } from '../modules/work-entries/index.js';
import { entryName } from '../modules/work-entries/index.js';

/** A 1×1 PNG, enough for a signature where one is required. */
export const TEST_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export type WorkEntryInput = {
  /** The authorization (client service); its client and rates are used. */
  clientServiceId: number;
  /** The staff member. */
  userId: number;
  start: Date;
  /** Required for completed and abandoned entries; ignored for in-progress ones. */
  end?: Date;
  status?: WorkEntryStatus;
  timeZone?: string;
  /** Overrides of any column (e.g. adminVerification, notes, createdAt). */
  values?: Partial<typeof workEntries.$inferInsert>;
};

/** Saves one entry; a completed one gets elapsed hours, units, gross and net like a real completion. */
export async function createWorkEntry(db: Db, p: WorkEntryInput) {
  const status = p.status ?? WorkEntryStatus.Completed;
  const timeZone = p.timeZone ?? DEFAULT_TIME_ZONE;
  const [cs] = await db.select().from(clientServices).where(eq(clientServices.id, p.clientServiceId)).limit(1);
  const [staff] = await db.select().from(users).where(eq(users.id, p.userId)).limit(1);
  if (!cs || !staff) throw new Error('createWorkEntry: unknown authorization or staff member');
  let rounding: UnitRounding = 'down';
  if (cs.serviceId != null) {
    const [service] = await db.select().from(services).where(eq(services.id, cs.serviceId)).limit(1);
    if (service && (UNIT_ROUNDING as readonly string[]).includes(service.unitRounding)) {
      rounding = service.unitRounding as UnitRounding;
    }
  }
  const end = status === WorkEntryStatus.InProgress ? null : (p.end ?? null);
  if (status !== WorkEntryStatus.InProgress && !end) throw new Error('createWorkEntry: a finished entry needs an end');
  const amounts =
    status === WorkEntryStatus.Completed && end
      ? computeAmounts({
          start: p.start,
          end,
          unitLengthHours: cs.unitLength,
          unitRate: cs.unitRate,
          percentPaid: staff.percentagePaid,
          rounding,
        })
      : undefined;
  const [row] = await db
    .insert(workEntries)
    .values({
      entryName: entryName({ serviceCode: cs.serviceCode, staff, start: p.start, timeZone }),
      userId: staff.id,
      clientId: cs.clientId,
      clientServiceId: cs.id,
      startTime: p.start,
      endTime: end,
      startLocationMissing: 'manual',
      endLocationMissing: end ? 'manual' : null,
      progress: status === WorkEntryStatus.Completed ? 2 : 0,
      signature: status === WorkEntryStatus.Completed ? TEST_SIGNATURE : null,
      timeZone,
      elapsedHours: amounts?.elapsedHours ?? null,
      unitsUsed: amounts?.unitsUsed ?? null,
      grossCents: amounts?.grossCents ?? null,
      netCents: amounts?.netCents ?? null,
      status,
      ...p.values,
    })
    .returning();
  await db.insert(workEntryHistory).values({
    workEntryId: row!.id,
    action: 'created',
    changes: diff(null, snapshotOf(row!)),
    recordedAt: row!.createdAt,
    recordedById: row!.createdById,
  });
  return row!;
}

/** A visit still in progress (the staff member's one open visit). */
export const createInProgressVisit = (db: Db, p: Omit<WorkEntryInput, 'status' | 'end'>) =>
  createWorkEntry(db, { ...p, status: WorkEntryStatus.InProgress });

/** A completed entry from `start` lasting `minutes`. */
export const createCompletedEntry = (db: Db, p: Omit<WorkEntryInput, 'status' | 'end'> & { minutes: number }) =>
  createWorkEntry(db, {
    ...p,
    status: WorkEntryStatus.Completed,
    end: new Date(p.start.getTime() + p.minutes * 60_000),
  });
