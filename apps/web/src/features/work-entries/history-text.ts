import type { z } from 'zod';
import {
  asText,
  EDIT_REASONS,
  NO_REASON_GIVEN,
  noSignatureLabel,
  PROGRESS_LABELS,
  statusLabel,
  type workEntryHistoryOut,
  type WorkEntryOut,
} from '@hearth/shared';
import { dateText, dateTimeText, hoursText, money, orDash, parseWire, timeText } from '../../lib/format';
import { locationText } from './format';

/** The edit history's words: which fields changed, from what to what, in the entry's zone. */

export type HistoryEntry = z.infer<typeof workEntryHistoryOut>;
type Changes = HistoryEntry['changes'];
/** What the entry is now: turns the ids a change records into names where they are known. */
export type CurrentNames = Pick<
  WorkEntryOut,
  | 'userId'
  | 'userName'
  | 'clientId'
  | 'clientName'
  | 'timeZone'
  | 'recordedOffline'
  | 'startDeviceTime'
  | 'endDeviceTime'
>;

/** One line of a history item: 'Label: before → after', or 'Label: text' when there is no before/after. */
type Line = { label: string; text: string };

/** The order fields are listed in, whatever order the change recorded them in. */
const FIELD_ORDER = [
  'serviceStartTime',
  'serviceEndTime',
  'elapsedTime',
  'serviceElapsedTime',
  'unitsUsed',
  'grossAmount',
  'netAmount',
  'serviceRequestId',
  'progress',
  'notes',
  'signature',
  'typedSignature',
  'noSignatureReason',
  'noSignatureText',
  'adminVerification',
  'clientId',
  'userId',
  'startLocation',
  'endLocation',
  'timeZone',
  'status',
];

const FIELD_LABELS: Record<string, string> = {
  serviceStartTime: 'Start Time',
  serviceEndTime: 'End Time',
  elapsedTime: 'Elapsed Hrs',
  serviceElapsedTime: 'Elapsed Hrs',
  unitsUsed: 'Used Units',
  grossAmount: 'Gross ($)',
  netAmount: 'Net ($)',
  serviceRequestId: 'Service',
  progress: 'Progress',
  notes: 'Service Notes',
  signature: 'Signature',
  typedSignature: 'Typed signature',
  noSignatureReason: 'Client could not sign',
  noSignatureText: 'Why the client could not sign',
  adminVerification: 'Admin Verification',
  claimBatchId: 'Claim Batch',
  clientId: 'Client',
  userId: 'Staff',
  serviceStartLatitude: 'Start Latitude',
  serviceStartLongitude: 'Start Longitude',
  serviceEndLatitude: 'End Latitude',
  serviceEndLongitude: 'End Longitude',
  startLocation: 'Start Location',
  endLocation: 'End Location',
  timeZone: 'Time Zone',
  status: 'Status',
};

/** The actions that create an entry: shown as a one-line summary, not field by field. */
export const CREATION_ACTIONS = new Set(['started', 'created']);
/** Actions whose title already says the new status. */
const STATUS_ACTIONS = new Set(['started', 'created', 'completed', 'abandoned']);

const TIME_FIELDS = new Set(['serviceStartTime', 'serviceEndTime']);

/** Nothing there: no value, an empty text, progress 0 (not set) or a 'No'. */
function isUnset(field: string, value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || value === false || (field === 'progress' && value === 0)
  );
}

/** A recorded value as text; times in `zone` (the entry's). */
function showValue(field: string, value: unknown, zone: string): string {
  if (field === 'progress') return PROGRESS_LABELS[value as number] ?? 'Not set';
  if (value === null || value === undefined || value === '') return '(empty)';
  if (TIME_FIELDS.has(field) && typeof value === 'string' && parseWire(value)) return orDash(dateTimeText(value, zone));
  if (field === 'status' && typeof value === 'number') return statusLabel(value);
  if (field === 'noSignatureReason' && typeof value === 'string') return noSignatureLabel(value, null)!;
  if ((field === 'elapsedTime' || field === 'serviceElapsedTime') && typeof value === 'number') return hoursText(value);
  if ((field === 'grossAmount' || field === 'netAmount') && typeof value === 'number') return money(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return asText(value);
}

const coordinate = (value: unknown) => (typeof value === 'number' ? value : null);

/** A place as the details page shows it ('lat, lng' or why it is missing); '(empty)' when neither. */
function placeText(latitude: unknown, longitude: unknown, missing: unknown): string {
  const [lat, lng] = [coordinate(latitude), coordinate(longitude)];
  if (lat === null && lng === null && !missing) return '(empty)';
  return locationText(lat, lng, typeof missing === 'string' ? missing : null);
}

/**
 * Folds a start or end place's latitude, longitude and missing-reason changes into one
 * 'Start Location' / 'End Location' change when both coordinates changed (or only the reason).
 */
function foldPlaces(changes: Changes): Changes {
  const out: Changes = { ...changes };
  for (const [key, lat, lng, missing] of [
    ['startLocation', 'serviceStartLatitude', 'serviceStartLongitude', 'startLocationMissing'],
    ['endLocation', 'serviceEndLatitude', 'serviceEndLongitude', 'endLocationMissing'],
  ] as const) {
    const both = lat in out && lng in out;
    if (!both && (lat in out || lng in out)) continue;
    if (!both && !(missing in out)) continue;
    const side = (i: 0 | 1) => placeText(out[lat]?.[i] ?? null, out[lng]?.[i] ?? null, out[missing]?.[i] ?? null);
    const [before, after] = [side(0), side(1)];
    delete out[lat];
    delete out[lng];
    delete out[missing];
    if (before !== after) out[key] = [before === '(empty)' ? null : before, after === '(empty)' ? null : after];
  }
  return out;
}

const rank = (field: string) => {
  const i = FIELD_ORDER.indexOf(field);
  return i < 0 ? FIELD_ORDER.length : i;
};

/** The lines of an ordinary change: ids become names (or are left out), empty → empty is skipped. */
export function changeLines(item: HistoryEntry, current: CurrentNames | undefined, zone: string): Line[] {
  const lines: Line[] = [];
  const fields = Object.entries(foldPlaces(item.changes)).sort(([a], [b]) => rank(a) - rank(b));
  for (const [field, [before, after]] of fields) {
    if (isUnset(field, before) && isUnset(field, after)) continue;
    if (field === 'status' && STATUS_ACTIONS.has(item.recordAction)) continue;
    const label = FIELD_LABELS[field] ?? field;
    if (field === 'serviceRequestId') {
      // The item carries the service's name as it stood after this change.
      if (item.serviceRequest) lines.push({ label, text: `changed to ${item.serviceRequest}` });
      continue;
    }
    if (field === 'clientId' || field === 'userId') {
      const [id, name] =
        field === 'clientId' ? [current?.clientId, current?.clientName] : [current?.userId, current?.userName];
      lines.push({ label, text: after === id && name ? `changed to ${name}` : 'changed' });
      continue;
    }
    if (/Id$/.test(field)) continue;
    if (field === 'signature') {
      lines.push({ label, text: isUnset(field, before) ? 'added' : isUnset(field, after) ? 'removed' : 'replaced' });
      continue;
    }
    lines.push({ label, text: `${showValue(field, before, zone)} → ${showValue(field, after, zone)}` });
  }
  return lines;
}

const afterValue = (changes: Changes, field: string, fallback: string | null) => {
  const value = changes[field]?.[1];
  return typeof value === 'string' ? value : fallback;
};

/** The one-line summary of a creation: 'Visit started at 07:14 AM' / 'Entry created for …'. */
export function creationSummary(item: HistoryEntry, zone: string): string {
  const start = afterValue(item.changes, 'serviceStartTime', item.serviceStartTime);
  const end = afterValue(item.changes, 'serviceEndTime', item.serviceEndTime);
  const service = item.serviceRequest ? ` (${item.serviceRequest})` : '';
  if (item.recordAction === 'started') {
    return start ? `Visit started at ${timeText(start, zone)}${service}` : `Visit started${service}`;
  }
  if (!start) return `Entry created${service}`;
  const sameDay = dateText(end, zone) === dateText(start, zone);
  const until = end ? ` – ${sameDay ? timeText(end, zone) : orDash(dateTimeText(end, zone))}` : '';
  return `Entry created for ${orDash(dateTimeText(start, zone))}${until}${service}`;
}

/** 'notes_updated' → 'Notes updated'. */
export function actionText(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Changed';
}

/** The server sends the reason's code (or its text for "Other"); show the label. */
export function reasonText(reason: string | null): string {
  if (!reason?.trim()) return NO_REASON_GIVEN;
  return EDIT_REASONS.find((r) => r.code === reason)?.label ?? reason;
}

/**
 * The phone's time of a clock-in or clock-out recorded with no signal (the row itself is dated
 * when the server received it), or null for any other row (docs/decisions/012).
 */
export function offlinePunchTime(item: HistoryEntry, current: CurrentNames | undefined): string | null {
  if (!current?.recordedOffline) return null;
  if (item.recordAction === 'started') return current.startDeviceTime ?? null;
  if (item.recordAction === 'completed' || item.recordAction === 'abandoned') return current.endDeviceTime ?? null;
  return null;
}
