import { describe, expect, it } from 'vitest';
import { browserTimeZone, dateTimeText, parseWire } from '../../lib/format';
import { clockText, lastEditedText } from './format';

describe('visit date and time formats', () => {
  // Days and times in a visit's zone are lib/format's (tested there); the live clock is this device's.
  it('shows the live clock in the device’s zone as MM/DD/YYYY hh:mm A', () => {
    const instant = parseWire('2026-07-01 16:45:00')!;
    expect(clockText(instant)).toBe(dateTimeText(instant, browserTimeZone()));
    expect(clockText(instant)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
  });

  it('counts calendar days on this device for "Last edited"', () => {
    const now = new Date(2026, 10, 25, 0, 5);
    expect(lastEditedText(new Date(2026, 10, 25, 0, 1).toISOString(), now)).toBe('Last edited today');
    expect(lastEditedText(new Date(2026, 10, 24, 23, 59).toISOString(), now)).toBe('Last edited 1 day ago');
    expect(lastEditedText(new Date(2026, 10, 13, 12, 0).toISOString(), now)).toBe('Last edited 12 days ago');
    expect(lastEditedText(null, now)).toBe('');
  });
});
