import { describe, expect, it } from 'vitest';
import { computeAmounts, elapsedHours, grossCents, netCents, toCents, unitsFor } from './billing.js';

const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

describe('units (PA ODP: whole units, rounded down)', () => {
  it.each([
    [0, 0],
    [14, 0],
    [15, 1],
    [29, 1],
    [30, 2],
    [59, 3],
    [60, 4],
    [8 * 60, 32],
  ])('%i minutes of a 15-minute service is %i units', (mins, units) => {
    expect(unitsFor(minutes(mins), 0.25)).toBe(units);
  });

  it.each([
    [59, 0],
    [60, 1],
    [119, 1],
    [8 * 60, 8],
  ])('%i minutes of a 1-hour service is %i units', (mins, units) => {
    expect(unitsFor(minutes(mins), 1)).toBe(units);
  });

  it('14 minutes 59 seconds is still 0 units; 15 minutes exactly is 1', () => {
    expect(unitsFor(minutes(15) - 1000, 0.25)).toBe(0);
    expect(unitsFor(minutes(15), 0.25)).toBe(1);
  });

  it('supports nearest and up rounding for other payers', () => {
    expect(unitsFor(minutes(22), 0.25, 'nearest')).toBe(1);
    expect(unitsFor(minutes(23), 0.25, 'nearest')).toBe(2); // 23/15 = 1.53
    expect(unitsFor(minutes(1), 0.25, 'up')).toBe(1);
    expect(unitsFor(minutes(15), 0.25, 'up')).toBe(1);
    expect(unitsFor(0, 0.25, 'up')).toBe(0);
  });
});

describe('elapsed time', () => {
  it('counts a visit across midnight', () => {
    // 22:30 → 01:15 next day = 2 h 45 min = 11 units.
    const start = at('2026-03-03T22:30:00-05:00');
    const end = at('2026-03-04T01:15:00-05:00');
    expect(elapsedHours(start, end)).toBe(2.75);
    expect(unitsFor(end.getTime() - start.getTime(), 0.25)).toBe(11);
  });

  it('counts the real hours across the spring-forward change in America/New_York', () => {
    // 8 March 2026: clocks jump 02:00 EST → 03:00 EDT. 01:00 EST to 04:00 EDT is 2 real hours.
    const start = at('2026-03-08T01:00:00-05:00');
    const end = at('2026-03-08T04:00:00-04:00');
    expect(elapsedHours(start, end)).toBe(2);
    expect(unitsFor(end.getTime() - start.getTime(), 0.25)).toBe(8);
  });

  it('counts the real hours across the fall-back change in America/New_York', () => {
    // 1 November 2026: 02:00 EDT → 01:00 EST. 00:30 EDT to 02:30 EST is 3 real hours.
    const start = at('2026-11-01T00:30:00-04:00');
    const end = at('2026-11-01T02:30:00-05:00');
    expect(elapsedHours(start, end)).toBe(3);
    expect(unitsFor(end.getTime() - start.getTime(), 0.25)).toBe(12);
  });
});

describe('money (integer cents, half-up)', () => {
  it('converts and multiplies without float drift', () => {
    expect(toCents(5.12)).toBe(512);
    expect(toCents(1.005)).toBe(101);
    expect(grossCents(480, 5.12)).toBe(245_760);
    expect(grossCents(3, 4.62)).toBe(1386);
  });

  it.each([
    [1386, 0, 0],
    [1386, 62.5, 866], // 866.25 → 866
    [1387, 62.5, 867], // 866.875 → 867
    [1385, 62.5, 866], // 865.625 → 866
    [1386, 100, 1386],
  ])('net of %i cents at %f%% is %i cents', (gross, percent, net) => {
    expect(netCents(gross, percent)).toBe(net);
  });

  it('net is 0 when the staff member has no percent paid', () => {
    expect(netCents(1386, null)).toBe(0);
  });
});

describe('computeAmounts', () => {
  it('8 hours of W1726 at $4.62 and 62.5% paid', () => {
    expect(
      computeAmounts({
        start: at('2026-05-04T09:00:00-04:00'),
        end: at('2026-05-04T17:00:00-04:00'),
        unitLengthHours: 0.25,
        unitRate: 4.62,
        percentPaid: 62.5,
      }),
    ).toEqual({ elapsedHours: 8, unitsUsed: 32, grossCents: 14_784, netCents: 9240 });
  });

  it('59 minutes of a 1-hour service earns nothing', () => {
    expect(
      computeAmounts({
        start: at('2026-05-04T09:00:00Z'),
        end: at('2026-05-04T09:59:00Z'),
        unitLengthHours: 1,
        unitRate: 30,
        percentPaid: 100,
      }),
    ).toEqual({ elapsedHours: 0.98, unitsUsed: 0, grossCents: 0, netCents: 0 });
  });

  it('29 minutes at 100% paid', () => {
    expect(
      computeAmounts({
        start: at('2026-05-04T09:00:00Z'),
        end: at('2026-05-04T09:29:00Z'),
        unitLengthHours: 0.25,
        unitRate: 7.58,
        percentPaid: 100,
      }),
    ).toEqual({ elapsedHours: 0.48, unitsUsed: 1, grossCents: 758, netCents: 758 });
  });
});
