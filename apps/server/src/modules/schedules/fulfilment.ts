/**
 * Visits meet the plan (docs/decisions/017, "Visits meet the plan"): a work entry created by a
 * clock-in (a visit start online or synced from a phone's queue, an admin's timesheet) fulfils the
 * planned visit of the same authorization that starts nearest its clock-in within the agency's window;
 * an abandoned entry gives it back. Called by the work-entries module's one write path, in the
 * entry's transaction, so an entry and its visit change together.
 */
import type { Db } from '../../db/client.js';
import { scheduleSettings } from '../settings/index.js';
import { linkNearestVisit, unlinkEntry, type ClockIn } from './fulfilment.repo.js';

/** Links the new entry to its planned visit, if one waits within `windowMinutes`; the visit's id or null. */
export const fulfilScheduledVisit = (tx: Db, c: ClockIn): Promise<number | null> => linkNearestVisit(tx, c);

/** What an entry says of its clock-in. */
export type EntryClockIn = { id: number; clientServiceId: number; userId: number; startTime: Date };

/** A new entry's fulfilment with the agency's window (one settings read, one indexed UPDATE). */
export async function fulfilByEntry(tx: Db, entry: EntryClockIn): Promise<number | null> {
  const { windowMinutes } = await scheduleSettings(tx);
  return linkNearestVisit(tx, {
    workEntryId: entry.id,
    clientServiceId: entry.clientServiceId,
    staffId: entry.userId,
    clockIn: entry.startTime,
    windowMinutes,
  });
}

/** An abandoned entry no longer fulfils its visit: it waits for another clock-in, or counts as missed. */
export const releaseScheduledVisit = (tx: Db, workEntryId: number): Promise<number | null> =>
  unlinkEntry(tx, workEntryId);

/**
 * An entry whose authorization, staff member or start changed (an admin's edit) fulfils the visit
 * it meets now: the old link goes, the nearest visit is looked for again.
 */
export async function refulfilEntry(tx: Db, entry: EntryClockIn): Promise<number | null> {
  await unlinkEntry(tx, entry.id);
  return fulfilByEntry(tx, entry);
}
