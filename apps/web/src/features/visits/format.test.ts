import { describe, expect, it } from 'vitest';
import { clockText, lastEditedText, parseWire, visitDate, visitDateTime, visitTime } from './format';

describe('visit date and time formats', () => {
  it('shows a wire instant in the visit’s zone as MM/DD/YYYY and hh:mm A', () => {
    // 2026-03-08 04:30 UTC is 11:30 PM on 03/07 in New York (EST, the night DST starts).
    expect(visitDate('2026-03-08 04:30:00', 'America/New_York')).toBe('03/07/2026');
    expect(visitTime('2026-03-08 04:30:00', 'America/New_York')).toBe('11:30 PM');
    // After the change: 2026-03-08 13:05 UTC = 09:05 AM EDT.
    expect(visitDateTime('2026-03-08T13:05:00Z', 'America/New_York')).toBe('03/08/2026 09:05 AM');
    expect(visitDateTime('2026-07-01 07:00:00', 'America/Los_Angeles')).toBe('07/01/2026 12:00 AM');
    expect(visitDateTime('2026-07-01 19:00:00', 'America/Los_Angeles')).toBe('07/01/2026 12:00 PM');
  });

  it('says - for no time and falls back to the browser’s zone for an unknown one', () => {
    expect(visitDate(null, 'America/New_York')).toBe('-');
    expect(visitTime('not a time', 'America/New_York')).toBe('-');
    const instant = parseWire('2026-07-01 16:45:00')!;
    expect(visitDateTime(instant, 'Mars/Olympus_Mons')).toBe(visitDateTime(instant));
    expect(clockText(instant)).toBe(visitDateTime(instant));
  });

  it('counts calendar days on this device for "Last edited"', () => {
    const now = new Date(2026, 10, 25, 0, 5);
    expect(lastEditedText(new Date(2026, 10, 25, 0, 1).toISOString(), now)).toBe('Last edited today');
    expect(lastEditedText(new Date(2026, 10, 24, 23, 59).toISOString(), now)).toBe('Last edited 1 day ago');
    expect(lastEditedText(new Date(2026, 10, 13, 12, 0).toISOString(), now)).toBe('Last edited 12 days ago');
    expect(lastEditedText(null, now)).toBe('');
  });
});
