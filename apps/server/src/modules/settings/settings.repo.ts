import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencySettings } from '../../db/schema/index.js';
import { nextVersion, sameVersion } from '../../platform/records.js';

export type AgencySettingsRow = typeof agencySettings.$inferSelect;

/** The agency's one settings row (id 1). */
const AGENCY_ROW = 1;

export async function readSettings(db: Db): Promise<AgencySettingsRow | undefined> {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.id, AGENCY_ROW));
  return row;
}

/**
 * The settings row, created with its defaults first on a database where it is missing (migration
 * 0006 inserts it; someone may have deleted it by hand).
 */
export async function ensureSettings(db: Db): Promise<AgencySettingsRow> {
  const row = await readSettings(db);
  if (row) return row;
  await db.insert(agencySettings).values({ id: AGENCY_ROW }).onConflictDoNothing();
  return (await readSettings(db))!;
}

/**
 * What scheduling reads (docs/decisions/017): the fulfilment window and the late grace in minutes,
 * and the zone the alerts speak in. One primary-key read of three columns (the clock-in path pays it).
 */
export async function scheduleSettings(
  db: Db,
): Promise<{ windowMinutes: number; lateGraceMinutes: number; timeZone: string }> {
  const [row] = await db
    .select({
      windowMinutes: agencySettings.scheduleWindowMinutes,
      lateGraceMinutes: agencySettings.scheduleLateGraceMinutes,
      timeZone: agencySettings.timeZone,
    })
    .from(agencySettings)
    .where(eq(agencySettings.id, AGENCY_ROW));
  if (row) return row;
  const saved = await ensureSettings(db);
  return {
    windowMinutes: saved.scheduleWindowMinutes,
    lateGraceMinutes: saved.scheduleLateGraceMinutes,
    timeZone: saved.timeZone,
  };
}

/** The saved agency time zone (platform/agency-zone reads it through app.ts). */
export async function savedTimeZone(db: Db): Promise<string> {
  return (await ensureSettings(db)).timeZone;
}

export type SettingsChanges = Partial<Omit<AgencySettingsRow, 'id' | 'version' | 'updatedAt' | 'updatedById'>>;

/** Saves the changed settings when `version` (if sent) is still current; undefined when it is not. */
export async function updateSettings(
  db: Db,
  p: { changes: SettingsChanges; version: number | undefined; actorId: number; now: Date },
): Promise<AgencySettingsRow | undefined> {
  const [row] = await db
    .update(agencySettings)
    .set({ ...p.changes, version: nextVersion(agencySettings), updatedAt: p.now, updatedById: p.actorId })
    .where(sameVersion(agencySettings, AGENCY_ROW, p.version))
    .returning();
  return row;
}
