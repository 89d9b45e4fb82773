import {
  asText,
  DEFAULT_MAP_CENTRE,
  listName,
  EVV_EXCEPTION_LABELS,
  METRES_PER_MILE,
  noSignatureInWords,
  SignatureText,
  toUtcWire,
  type EvvExceptionOut,
  type EvvExceptionType,
} from '@hearth/shared';
import { iso, numOrNull, text, type Row } from '../../db/rows.js';

const point = (lat: unknown, lng: unknown) =>
  lat === null || lat === undefined || lng === null || lng === undefined
    ? null
    : { latitude: Number(lat), longitude: Number(lng) };

/** 'Last, First Middle' from a row's name columns (`prefix_last`, `prefix_first`, `prefix_middle`). */
const personName = (r: Row, prefix: string) =>
  listName({
    lastName: text(r[`${prefix}_last`]),
    firstName: text(r[`${prefix}_first`]),
    middleName: text(r[`${prefix}_middle`]),
  });

const miles = (metres: number) => `${(metres / METRES_PER_MILE).toFixed(2)} mi (${Math.round(metres)} m)`;
const WHY_MISSING: Record<string, string> = {
  denied: 'location permission was denied',
  unavailable: 'the phone could not tell its location',
  timeout: 'the location took too long',
  // Set by an admin's timesheet form left without coordinates; who entered the visit is `enteredBy`.
  manual: 'not entered on the timesheet',
};

/** The exception in words, for the list and the export. */
export function exceptionMessage(type: EvvExceptionType, d: Record<string, unknown>): string {
  switch (type) {
    case 'missing_location': {
      const ends = [
        d.clockIn !== undefined && `clock-in (${WHY_MISSING[asText(d.clockIn)] ?? asText(d.clockIn)})`,
        d.clockOut !== undefined && `clock-out (${WHY_MISSING[asText(d.clockOut)] ?? asText(d.clockOut)})`,
      ].filter(Boolean);
      return `No location at ${ends.join(' and ')}`;
    }
    case 'too_far': {
      const limit = Number(d.limitMetres);
      const ends = [
        d.clockInMetres !== undefined && `clock-in was ${miles(Number(d.clockInMetres))}`,
        d.clockOutMetres !== undefined && `clock-out was ${miles(Number(d.clockOutMetres))}`,
      ].filter(Boolean);
      return `The ${ends.join(' and ')} from the client's address; the limit is ${(limit / METRES_PER_MILE).toFixed(2)} mi`;
    }
    case 'client_not_located':
      return "The client's address has no map position, so the distance could not be checked";
    case 'no_signature':
      return d.reason
        ? SignatureText.couldNotSign(noSignatureInWords(asText(d.reason), d.reasonText as string | undefined))
        : 'The visit has no signature';
    case 'short_visit':
      return `The visit lasted ${Number(d.minutes)} min, less than one ${Number(d.unitMinutes)}-minute unit`;
    case 'manual_change': {
      const parts = [
        d.createdByAdmin === true && 'entered by an admin',
        Number(d.manualEdits) > 0 &&
          `edited by an admin ${Number(d.manualEdits)} time${Number(d.manualEdits) === 1 ? '' : 's'}`,
      ].filter(Boolean);
      const reason = d.lastReason ? ` (reason: ${asText(d.lastReason)})` : '';
      return `${String(parts.join(' and ')).replace(/^./, (c) => c.toUpperCase())} after the visit${reason}`;
    }
    case 'inactive': {
      const parts = [
        d.clientInactive === true && 'the client is inactive',
        d.authorizationInactive === true && 'the authorization is inactive',
        d.outsideDates === true &&
          `${String(d.serviceDate)} is outside the authorization (${String(d.startDate)} to ${String(d.endDate)})`,
      ].filter(Boolean);
      return String(parts.join('; ')).replace(/^./, (c) => c.toUpperCase());
    }
    case 'late':
      return `Nobody clocked in within ${Number(d.graceMinutes ?? 0)} min of the planned start`;
    case 'missed':
      return 'Nobody clocked in by the planned end of the visit';
  }
}

const wireTime = (v: unknown) => toUtcWire(new Date(iso(v)));

/** The work entry an exception is about (null for a late or missed planned visit). */
function entryOf(r: Row): EvvExceptionOut['entry'] {
  if (r.entry_id === null) return null;
  return {
    id: Number(r.entry_id),
    entryName: String(r.entry_name),
    serviceStartTime: wireTime(r.start_time),
    serviceEndTime: r.end_time === null ? null : wireTime(r.end_time),
    dateOfService: String(r.service_day),
    adminVerification: Boolean(r.admin_verification),
    claimBatchId: numOrNull(r.claim_batch_id),
    serviceCode: String(r.service_code),
    clockIn: point(r.start_latitude, r.start_longitude),
    clockOut: point(r.end_latitude, r.end_longitude),
  };
}

/** The planned visit a late or missed exception is about (null for the others). */
function scheduledVisitOf(r: Row, staff: EvvExceptionOut['staff']): EvvExceptionOut['scheduledVisit'] {
  if (r.visit_id === null || r.visit_id === undefined) return null;
  return {
    id: Number(r.visit_id),
    scheduleId: Number(r.schedule_id),
    date: String(r.visit_date),
    startsAt: wireTime(r.visit_starts),
    endsAt: wireTime(r.visit_ends),
    staff,
    client: { id: Number(r.client_id), name: personName(r, 'client') },
    serviceCode: String(r.service_code),
  };
}

/** An exception as the API shows it (a whitelist). */
export function presentException(r: Row): EvvExceptionOut {
  const type = String(r.type) as EvvExceptionType;
  const details = (r.details ?? {}) as Record<string, unknown>;
  const staff = r.staff_id === null ? null : { id: Number(r.staff_id), name: personName(r, 'staff') };
  const clientLocated = !(
    Number(r.client_lat) === DEFAULT_MAP_CENTRE.latitude && Number(r.client_lng) === DEFAULT_MAP_CENTRE.longitude
  );
  return {
    id: Number(r.id),
    type,
    label: EVV_EXCEPTION_LABELS[type],
    message: exceptionMessage(type, details),
    details,
    detectedAt: iso(r.detected_at),
    resolved: r.resolved_at !== null,
    resolvedAt: r.resolved_at === null ? null : iso(r.resolved_at),
    resolvedBy: r.resolved_by_id === null ? null : { id: Number(r.resolved_by_id), name: personName(r, 'resolver') },
    resolutionNote: (r.resolution_note as string | null) ?? null,
    autoCleared: Boolean(r.auto_cleared),
    entry: entryOf(r),
    scheduledVisit: scheduledVisitOf(r, staff),
    staff,
    client: {
      id: Number(r.client_id),
      name: personName(r, 'client'),
      location: clientLocated ? point(r.client_lat, r.client_lng) : null,
    },
  };
}
