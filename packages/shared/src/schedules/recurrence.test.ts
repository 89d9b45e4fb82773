import { describe, expect, it } from 'vitest';
import { toUtcWire } from '../fields.js';
import { createScheduleBody, scheduledVisitsQuery, updateScheduleBody } from './contract.js';
import { isoWeekday, mondayOf, occurrenceDates, occurrenceTimes } from './recurrence.js';

const NY = 'America/New_York';

describe('occurrence dates', () => {
  it('falls on the chosen weekdays of every week, inside the rule and the range', () => {
    const rule = { startDate: '2026-11-04', endDate: '2026-11-30', weekdays: [1, 3, 5], intervalWeeks: 1 };
    expect(occurrenceDates(rule, '2026-11-01', '2026-11-15')).toEqual([
      '2026-11-04',
      '2026-11-06',
      '2026-11-09',
      '2026-11-11',
      '2026-11-13',
    ]);
    expect(occurrenceDates(rule, '2026-11-27', '2026-12-31')).toEqual(['2026-11-27', '2026-11-30']);
    expect(occurrenceDates(rule, '2026-12-01', '2026-12-31')).toEqual([]);
  });

  it('every other week counts from the week of the start date, across a month and a year end', () => {
    // 2026-12-30 is a Wednesday; its week starts Monday 2026-12-28.
    const rule = { startDate: '2026-12-30', endDate: '2027-02-28', weekdays: [1, 3], intervalWeeks: 2 };
    expect(occurrenceDates(rule, '2026-12-01', '2027-01-31')).toEqual([
      '2026-12-30',
      '2027-01-11',
      '2027-01-13',
      '2027-01-25',
      '2027-01-27',
    ]);
  });

  it('handles month ends and leap days day by day', () => {
    const rule = { startDate: '2028-02-27', endDate: '2028-03-02', weekdays: [1, 2, 3, 4, 5, 6, 7], intervalWeeks: 1 };
    expect(occurrenceDates(rule, '2028-01-01', '2028-12-31')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
    ]);
  });

  it('knows ISO weekdays and Mondays', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('occurrence times across daylight-saving changes', () => {
  it('keeps 09:00 at 09:00 on both sides of the autumn change (UTC moves by an hour)', () => {
    expect(toUtcWire(occurrenceTimes('2026-10-30', '09:00', 60, NY).startsAt)).toBe('2026-10-30 13:00:00');
    expect(toUtcWire(occurrenceTimes('2026-11-02', '09:00', 60, NY).startsAt)).toBe('2026-11-02 14:00:00');
    expect(toUtcWire(occurrenceTimes('2027-03-15', '09:00', 60, NY).startsAt)).toBe('2027-03-15 13:00:00');
  });

  it('a visit over the change lasts its planned minutes of real time', () => {
    const t = occurrenceTimes('2026-11-01', '00:30', 180, NY);
    expect(t.endsAt.getTime() - t.startsAt.getTime()).toBe(180 * 60_000);
    expect(toUtcWire(t.startsAt)).toBe('2026-11-01 04:30:00');
  });

  it('a start in the skipped spring hour moves forward by the gap', () => {
    expect(toUtcWire(occurrenceTimes('2027-03-14', '02:30', 60, NY).startsAt)).toBe('2027-03-14 07:30:00');
  });
});

describe('plan bodies', () => {
  const base = { clientServiceId: 3, staffId: 7, startDate: '2026-12-01', startTime: '09:00', durationMinutes: 60 };

  it('takes the spec body, sorting weekdays and defaulting to every week', () => {
    const v = createScheduleBody.parse({ ...base, weekdays: [5, 1, 3] });
    expect(v.weekdays).toEqual([1, 3, 5]);
    expect(v.intervalWeeks).toBe(1);
  });

  it('a one-off visit needs no weekdays; a series does', () => {
    expect(createScheduleBody.safeParse({ ...base, endDate: '2026-12-01' }).success).toBe(true);
    const series = createScheduleBody.safeParse({ ...base, weekdays: [] });
    expect(series.success).toBe(false);
  });

  it('refuses what a person could get wrong, each in words', () => {
    const bad = (body: object) => createScheduleBody.safeParse({ ...base, weekdays: [1], ...body });
    expect(bad({ startTime: '9:00' }).error?.issues[0]?.message).toBe('Start time must be HH:mm (24-hour)');
    expect(bad({ startTime: '24:00' }).success).toBe(false);
    expect(bad({ durationMinutes: 10 }).success).toBe(false);
    expect(bad({ durationMinutes: 1441 }).success).toBe(false);
    expect(bad({ weekdays: [1, 1] }).success).toBe(false);
    expect(bad({ weekdays: [0] }).success).toBe(false);
    expect(bad({ intervalWeeks: 3 }).success).toBe(false);
    expect(bad({ endDate: '2026-11-30' }).error?.issues[0]?.message).toBe(
      'End date must be on or after the start date',
    );
    expect(bad({ override: { reason: ' ' } }).success).toBe(false);
  });

  it('a change names its scope and date; a list its range (at most 62 days)', () => {
    expect(updateScheduleBody.parse({ date: '2026-12-02', startTime: '10:00' }).scope).toBe('following');
    expect(scheduledVisitsQuery.safeParse({ from: '2026-12-01', to: '2027-01-31' }).success).toBe(true);
    expect(scheduledVisitsQuery.safeParse({ from: '2026-12-01', to: '2027-02-01' }).success).toBe(false);
    expect(scheduledVisitsQuery.safeParse({ from: '2026-12-02', to: '2026-12-01' }).success).toBe(false);
  });
});
