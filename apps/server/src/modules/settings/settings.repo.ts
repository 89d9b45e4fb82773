import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencySettings } from '../../db/schema/index.js';

export type AgencySettingsRow = typeof agencySettings.$inferSelect;

export async function readSettings(db: Db): Promise<AgencySettingsRow | undefined> {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.id, 1));
  return row;
}

/** Saves the time zone when `version` (if sent) is still current; undefined when it is not. */
export async function updateSettings(
  db: Db,
  p: { timeZone: string; version: number | undefined; actorId: number; now: Date },
): Promise<AgencySettingsRow | undefined> {
  const where =
    p.version === undefined
      ? eq(agencySettings.id, 1)
      : sql`${agencySettings.id} = 1 and ${agencySettings.version} = ${p.version}`;
  const [row] = await db
    .update(agencySettings)
    .set({
      timeZone: p.timeZone,
      version: sql`${agencySettings.version} + 1`,
      updatedAt: p.now,
      updatedById: p.actorId,
    })
    .where(where)
    .returning();
  return row;
}
