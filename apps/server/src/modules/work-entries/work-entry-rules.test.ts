import { dayIn, endDayIn, startOfDayIn, zonedInstant } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import {
  checkTimesheetTimes,
  clockTime,
  editReason,
  entryDays,
  entryName,
  parseListDate,
  place,
} from './work-entry-rules.js';

const NY = 'America/New_York';
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.message : String(err);
  }
  return null;
};

describe('calendar days in a time zone', () => {
  it('finds the local date and the start of a local day, across daylight saving changes', () => {
    expect(dayIn(new Date('2026-03-08T04:59:00Z'), NY)).toBe('2026-03-07');
    expect(dayIn(new Date('2026-03-08T05:00:00Z'), NY)).toBe('2026-03-08');
    expect(startOfDayIn('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', NY).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDayIn('2026-05-04', 'UTC').toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(zonedInstant('2026-11-01', '23:00', NY)!.toISOString()).toBe('2026-11-02T04:00:00.000Z');
    expect(zonedInstant('2026-03-08', '09:30', NY)!.toISOString()).toBe('2026-03-08T13:30:00.000Z');
  });

  it('counts an end at midnight as the day it closes', () => {
    const start = new Date('2026-06-30T03:00:00Z'); // 23:00 on June 29 in New York
    expect(endDayIn(start, new Date('2026-06-30T04:00:00Z'), NY)).toBe('2026-06-29');
    expect(endDayIn(start, new Date('2026-06-30T04:01:00Z'), NY)).toBe('2026-06-30');
  });

  it('puts an entry from 23:00 to 00:00 wholly on its first day (one rule for authorizations and reports)', () => {
    const start = new Date('2026-06-30T03:00:00Z'); // 23:00 on June 29 in New York
    expect(entryDays(start, new Date('2026-06-30T04:00:00Z'), NY)).toEqual({ start: '2026-06-29', end: '2026-06-29' });
    expect(entryDays(start, new Date('2026-06-30T04:01:00Z'), NY)).toEqual({ start: '2026-06-29', end: '2026-06-30' });
    // No length at midnight: the new day's; still open: no end day yet.
    const midnight = new Date('2026-06-30T04:00:00Z');
    expect(entryDays(midnight, midnight, NY)).toEqual({ start: '2026-06-30', end: '2026-06-30' });
    expect(entryDays(start, null, NY)).toEqual({ start: '2026-06-29', end: null });
  });

  it('reads list dates as YYYY-MM-DD or MM/DD/YYYY, refusing impossible ones', () => {
    expect(parseListDate('2026-05-04', 'from')).toBe('2026-05-04');
    expect(parseListDate('05/04/2026', 'from')).toBe('2026-05-04');
    for (const bad of ['2026-02-30', '13/01/2026', '2026-5-4', 'yesterday']) {
      expect(message(() => parseListDate(bad, 'from'))).toBe('Use the date format YYYY-MM-DD or MM/DD/YYYY.');
    }
  });
});

describe('clock times', () => {
  const now = new Date('2026-05-04T13:07:42Z');
  it('uses the client minute within five minutes of the server clock, else the server clock', () => {
    expect(clockTime(new Date('2026-05-04T13:03:00Z'), now).toISOString()).toBe('2026-05-04T13:03:00.000Z');
    expect(clockTime(new Date('2026-05-04T13:01:00Z'), now).toISOString()).toBe('2026-05-04T13:07:00.000Z');
    expect(clockTime(undefined, now).toISOString()).toBe('2026-05-04T13:07:00.000Z');
  });

  it('keeps a timesheet on one day (editing also allows the next midnight)', () => {
    const start = new Date('2026-05-04T13:00:00Z');
    const check = (end: string, allowNextMidnight: boolean) =>
      message(() =>
        checkTimesheetTimes({
          start,
          end: new Date(end),
          timeZone: NY,
          now: new Date('2026-05-06T00:00:00Z'),
          allowNextMidnight,
        }),
      );
    expect(check('2026-05-04T14:00:00Z', false)).toBeNull();
    expect(check('2026-05-05T04:00:00Z', false)).toBe('The end time must be on the same day as the start time.');
    expect(check('2026-05-05T04:00:00Z', true)).toBeNull();
    expect(check('2026-05-05T04:01:00Z', true)).toMatch(/midnight at the end of that day/);
    expect(check('2026-05-04T12:59:00Z', true)).toBe('The end time cannot be before the start time.');
    const inFuture = () =>
      checkTimesheetTimes({
        start: now,
        end: new Date('2026-05-04T13:20:00Z'),
        timeZone: NY,
        now,
        allowNextMidnight: false,
      });
    expect(message(inFuture)).toBe('The end time cannot be in the future.');
  });
});

describe('places, reasons and names', () => {
  it('takes both coordinates or a reason for their absence', () => {
    expect(place(40, -75, 'denied', 'unavailable', 'lat')).toEqual({ latitude: 40, longitude: -75, missing: null });
    expect(place(null, undefined, 'denied', 'unavailable', 'lat')).toEqual({
      latitude: null,
      longitude: null,
      missing: 'denied',
    });
    expect(place(undefined, undefined, null, 'manual', 'lat').missing).toBe('manual');
    expect(message(() => place(40, null, null, 'manual', 'lat'))).toBe('Send both latitude and longitude, or neither.');
  });

  it('records "no reason given" when an edit has no reason', () => {
    expect(editReason(undefined, undefined)).toEqual({ code: null, text: 'no reason given' });
    expect(editReason('no_signal', '')).toEqual({ code: 'no_signal', text: null });
  });

  it('names an entry after the service, staff member and local start date', () => {
    const name = entryName({
      serviceCode: 'W1726',
      staff: { firstName: 'Maria', lastName: 'Lopez' },
      start: new Date('2026-05-05T02:30:00Z'),
      timeZone: NY,
    });
    expect(name).toBe('W1726 - Lopez, Maria - 05/04/2026');
  });
});
