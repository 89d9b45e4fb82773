/** The staff_training table (the training log); written only here. */
import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { TrainingBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { staffTraining, users } from '../../db/schema/index.js';

export type TrainingRow = typeof staffTraining.$inferSelect;

/** A staff member's user type, or undefined when there is no such user. */
export async function staffUserType(db: Db, staffId: number): Promise<number | undefined> {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, staffId));
  return row?.userType;
}

/** A staff member's live courses completed between two days (inclusive), oldest first. */
export function trainingBetween(db: Db, staffId: number, from: string, to: string): Promise<TrainingRow[]> {
  return db
    .select()
    .from(staffTraining)
    .where(
      and(
        eq(staffTraining.staffId, staffId),
        isNull(staffTraining.deletedAt),
        between(staffTraining.completedOn, from, to),
      ),
    )
    .orderBy(asc(staffTraining.completedOn), asc(staffTraining.id));
}

export async function findTraining(db: Db, staffId: number, id: number): Promise<TrainingRow | undefined> {
  const [row] = await db
    .select()
    .from(staffTraining)
    .where(and(eq(staffTraining.id, id), eq(staffTraining.staffId, staffId), isNull(staffTraining.deletedAt)));
  return row;
}

type Fields = Omit<TrainingBody, 'files'>;

export async function insertTraining(db: Db, staffId: number, b: Fields, actorId: number): Promise<TrainingRow> {
  const [row] = await db
    .insert(staffTraining)
    .values({
      staffId,
      course: b.course,
      completedOn: b.completedOn,
      hours: b.hours,
      topics: [...new Set(b.topics)],
      notes: b.notes ?? null,
      createdById: actorId,
    })
    .returning();
  return row!;
}

export async function updateTraining(db: Db, id: number, b: Partial<Fields>): Promise<TrainingRow> {
  const values: Partial<typeof staffTraining.$inferInsert> = {};
  if (b.course !== undefined) values.course = b.course;
  if (b.completedOn !== undefined) values.completedOn = b.completedOn;
  if (b.hours !== undefined) values.hours = b.hours;
  if (b.topics !== undefined) values.topics = [...new Set(b.topics)];
  if (b.notes !== undefined) values.notes = b.notes ?? null;
  if (Object.keys(values).length === 0)
    return (await db.select().from(staffTraining).where(eq(staffTraining.id, id)))[0]!;
  const [row] = await db.update(staffTraining).set(values).where(eq(staffTraining.id, id)).returning();
  return row!;
}

export async function softDeleteTraining(db: Db, id: number, now: Date): Promise<void> {
  await db.update(staffTraining).set({ deletedAt: now }).where(eq(staffTraining.id, id));
}
