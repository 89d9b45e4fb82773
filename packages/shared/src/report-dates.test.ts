import { describe, expect, it } from 'vitest';
import { monthOf, previousMonthOf, weekOf } from './report-dates.js';

describe('week and month bounds (the Overview, the reports and the claims range share them)', () => {
  it('a week runs Monday to Sunday, across a month and a year end', () => {
    expect(weekOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Thursday
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Monday itself
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday ends it
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('a month runs from its first to its last day, leap years included', () => {
    expect(monthOf('2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('the previous month crosses a year end', () => {
    expect(previousMonthOf('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonthOf('2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
