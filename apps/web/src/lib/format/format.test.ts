import { afterEach, describe, expect, it } from 'vitest';
import { setAgencyTimeZone } from '../agency-zone';
import {
  dateText,
  dateTimeText,
  dayRangeText,
  dayText,
  dollars,
  formatUnitLength,
  formatUnits,
  fromLocalInputs,
  hoursText,
  localIsoDate,
  money,
  moneyFromCents,
  orDash,
  parseWire,
  plural,
  reportDateTime,
  timeText,
  timeZoneText,
  toLocalInputs,
  weekdayText,
  zoneCaption,
} from '.';

afterEach(() => setAgencyTimeZone('America/New_York'));

describe('days and instants', () => {
  it('reads the wire: UTC without a zone, ISO with one', () => {
    expect(parseWire('2026-07-01 16:45:00')?.toISOString()).toBe('2026-07-01T16:45:00.000Z');
    expect(parseWire('2026-07-01T16:45:00-04:00')?.toISOString()).toBe('2026-07-01T20:45:00.000Z');
    expect(parseWire('not a time')).toBeNull();
    expect(parseWire(null)).toBeNull();
  });

  it('shows days as MM/DD/YYYY', () => {
    expect(dayText('2026-04-01')).toBe('04/01/2026');
    expect(dayText('2026-04-01T10:00:00Z')).toBe('04/01/2026');
    expect(dayText(null)).toBe('');
    expect(dayText('soon')).toBe('soon');
    expect(dayRangeText('2026-04-01', '2026-04-30')).toBe('04/01/2026 – 04/30/2026');
    expect(dayRangeText('2026-04-01', '2026-04-01')).toBe('04/01/2026');
    expect(weekdayText('2026-11-26')).toBe('Thursday');
  });

  it('shows an instant in the zone asked for, across a daylight-saving change', () => {
    // 2026-03-08 04:30 UTC is 11:30 PM on 03/07 in New York (EST, the night DST starts).
    expect(dateText('2026-03-08 04:30:00', 'America/New_York')).toBe('03/07/2026');
    expect(timeText('2026-03-08 04:30:00', 'America/New_York')).toBe('11:30 PM');
    expect(dateTimeText('2026-03-08T13:05:00Z', 'America/New_York')).toBe('03/08/2026 09:05 AM');
    expect(dateTimeText('2026-07-01 07:00:00', 'America/Los_Angeles')).toBe('07/01/2026 12:00 AM');
    expect(dateTimeText('2026-07-01 19:00:00', 'America/Los_Angeles')).toBe('07/01/2026 12:00 PM');
    expect(reportDateTime('2026-01-15T05:00:00.000Z', 'America/New_York')).toBe('01/15/2026 12:00 am');
  });

  it('uses the agency zone when none or an unknown one is given, and shows nothing for no instant', () => {
    setAgencyTimeZone('America/Chicago');
    expect(dateTimeText('2026-07-01 16:45:00')).toBe('07/01/2026 11:45 AM');
    expect(dateTimeText('2026-07-01 16:45:00', 'Mars/Olympus_Mons')).toBe('07/01/2026 11:45 AM');
    expect(timeText(null)).toBe('');
    expect(orDash(timeText(undefined))).toBe('-');
    expect(zoneCaption('America/Chicago')).toBeNull();
    expect(zoneCaption('America/Denver')).toBe('Times in America/Denver');
  });

  it('turns date and time inputs into the wire and back in a zone', () => {
    expect(fromLocalInputs('2026-07-01', '09:30', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(toLocalInputs('2026-07-01 13:30:00', 'America/New_York')).toEqual({ date: '2026-07-01', time: '09:30' });
    expect(toLocalInputs('2026-07-02 03:59:00', 'America/New_York')).toEqual({ date: '2026-07-01', time: '23:59' });
    expect(toLocalInputs(null)).toEqual({ date: '', time: '' });
    expect(fromLocalInputs('2026-07-01', '')).toBeNull();
    // 02:30 does not exist on 03/08/2026 in New York: it moves forward by the gap.
    expect(fromLocalInputs('2026-03-08', '02:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it("counts today's date in the zone, not the browser's", () => {
    const now = new Date('2026-07-02T02:00:00Z');
    expect(localIsoDate(0, now, 'America/Los_Angeles')).toBe('2026-07-01');
    expect(localIsoDate(1, now, 'America/Los_Angeles')).toBe('2026-07-02');
    expect(localIsoDate(-1, now, 'UTC')).toBe('2026-07-01');
  });

  it('names a zone as people say it', () => {
    expect(timeZoneText('America/New_York')).toBe('Eastern Time (America/New_York)');
    expect(timeZoneText(null)).toBe('-');
  });
});

describe('figures', () => {
  it('shows money, units and hours as the spec does', () => {
    expect(money(2457.6)).toBe('2,457.60');
    expect(money(null)).toBe('');
    expect(dollars(1234.5)).toBe('$1,234.50');
    expect(dollars(-3)).toBe('-$3.00');
    expect(moneyFromCents(245760)).toBe('2,457.60');
    expect(formatUnits(480)).toBe('480');
    expect(formatUnits(12.5)).toBe('12.5');
    expect(formatUnits(1.234)).toBe('1.23');
    expect(hoursText(1.5)).toBe('1.50');
    expect(hoursText(undefined)).toBe('');
    expect(formatUnitLength(0.25)).toBe('0.25 h (15 min)');
    expect(plural(1, 'claim')).toBe('1 claim');
    expect(plural(1234, 'entry', 'entries')).toBe('1,234 entries');
  });
});
