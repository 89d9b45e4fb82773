import { describe, expect, it } from 'vitest';
import { WorkEntryMsg } from './work-entries.js';
import { endDayIn, startOfDayIn, timesheetTimeIssue, zonedInstant } from './zoned-time.js';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('wall clocks in a time zone', () => {
  it('finds the instant of a wall-clock time across daylight-saving changes', () => {
    expect(zonedInstant('2026-03-08', '09:30', NY)?.toISOString()).toBe('2026-03-08T13:30:00.000Z');
    expect(zonedInstant('2026-11-01', '23:00', NY)?.toISOString()).toBe('2026-11-02T04:00:00.000Z');
    // 02:30 does not exist on 8 March in New York: it moves forward by the gap.
    expect(zonedInstant('2026-03-08', '02:30', NY)?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November: the first one (EDT).
    expect(zonedInstant('2026-11-01', '01:30', NY)?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(startOfDayIn('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('answers null for malformed input or an unknown zone', () => {
    expect(zonedInstant('2026-3-8', '09:30', NY)).toBeNull();
    expect(zonedInstant('2026-03-08', '9:30', NY)).toBeNull();
    expect(zonedInstant('2026-03-08', '09:30', 'Mars/Base')).toBeNull();
  });

  it('counts an end at midnight as the day it closes', () => {
    expect(endDayIn(at('2026-06-30T03:00:00Z'), at('2026-06-30T04:00:00Z'), NY)).toBe('2026-06-29');
  });
});

describe('the timesheet time rules (run by the web and the server)', () => {
  const now = at('2026-05-04T20:00:00Z'); // 16:00 in New York
  const check = (start: string, end: string, allowNextMidnight = false) =>
    timesheetTimeIssue({ start: at(start), end: at(end), now, timeZone: NY, allowNextMidnight });

  it('accepts a visit on one local day in the past', () => {
    expect(check('2026-05-04T13:00:00Z', '2026-05-04T15:00:00Z')).toBeNull();
  });

  it('refuses a start in the future and an end before the start or ahead of the clock', () => {
    expect(check('2026-05-04T20:01:00Z', '2026-05-04T20:30:00Z')).toEqual({
      field: 'serviceStartTime',
      message: WorkEntryMsg.startInFuture,
    });
    expect(check('2026-05-04T15:00:00Z', '2026-05-04T14:00:00Z')?.message).toBe(WorkEntryMsg.endBeforeStart);
    // Five minutes of clock difference are allowed, six are not.
    expect(check('2026-05-04T19:00:00Z', '2026-05-04T20:05:00Z')).toBeNull();
    expect(check('2026-05-04T19:00:00Z', '2026-05-04T20:06:00Z')?.message).toBe(WorkEntryMsg.endInFuture);
  });

  it("keeps the end on the start's local day; an edit may end at the midnight after it", () => {
    // 23:00 on 2 May to 00:00 on 3 May, New York.
    const [start, midnight] = ['2026-05-03T03:00:00Z', '2026-05-03T04:00:00Z'];
    expect(check(start, midnight)).toEqual({ field: 'serviceEndTime', message: WorkEntryMsg.notSameDay });
    expect(check(start, midnight, true)).toBeNull();
    expect(check(start, '2026-05-03T04:01:00Z', true)?.message).toBe(WorkEntryMsg.notSameDayOrMidnight);
    // The same instants are one day in UTC's calendar: the zone decides.
    expect(
      timesheetTimeIssue({ start: at(start), end: at(midnight), now, timeZone: 'UTC', allowNextMidnight: false }),
    ).toBeNull();
  });
});
