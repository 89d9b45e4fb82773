/**
 * The billing arithmetic, shared by the server (stored on completion), the web (live previews)
 * and reports. Money is integer cents internally.
 *
 * - Elapsed hours = end − start (real elapsed time: a visit across a daylight-saving change
 *   counts the hours that actually passed).
 * - Units = whole units of the service's unit length in the elapsed time. PA ODP bills whole
 *   units only, so the default rounding is down; 'nearest' and 'up' serve other payers.
 * - Gross = units × unit rate; Net = gross × percent paid ÷ 100, each rounded half-up to cents.
 */
import type { UnitRounding } from './services.js';

/** Default unit length: 15 minutes (spec 02 section 9). */
export const DEFAULT_UNIT_LENGTH_HOURS = 0.25;

const MS_PER_HOUR = 3_600_000;

/** Round half-up (away from zero for the positive amounts billed here) to an integer. */
function roundHalfUp(x: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.sign(x) * Math.floor(Math.abs(x) + 0.5 + 1e-9);
}

/** Elapsed milliseconds between two instants (never negative). */
export function elapsedMs(start: Date, end: Date): number {
  return Math.max(0, end.getTime() - start.getTime());
}

/** Elapsed hours rounded to 2 decimals for display and storage (e.g. 1.75). */
export function elapsedHours(start: Date, end: Date): number {
  return roundHalfUp((elapsedMs(start, end) / MS_PER_HOUR) * 100) / 100;
}

/** Whole units of `unitLengthHours` in `ms`, rounded as the service says (down by default). */
export function unitsFor(ms: number, unitLengthHours: number, rounding: UnitRounding = 'down'): number {
  if (!(unitLengthHours > 0)) throw new Error('unit length must be greater than zero');
  // Work in whole seconds so 15 minutes is exactly one 0.25-hour unit, free of float drift.
  const seconds = Math.round(ms / 1000);
  const unitSeconds = Math.round(unitLengthHours * 3600);
  const exact = seconds / unitSeconds;
  if (rounding === 'up') return Math.max(0, Math.ceil(exact - 1e-9));
  if (rounding === 'nearest') return roundHalfUp(exact);
  return Math.floor(exact + 1e-9);
}

/** Dollars (e.g. 5.12) to integer cents. */
export const toCents = (dollars: number): number => roundHalfUp(dollars * 100);
/** Integer cents to dollars (e.g. 2457.6). */
export const fromCents = (cents: number): number => cents / 100;

export function grossCents(units: number, unitRateDollars: number): number {
  return roundHalfUp(units * toCents(unitRateDollars));
}

export function netCents(gross: number, percentPaid: number | null | undefined): number {
  return roundHalfUp((gross * (percentPaid ?? 0)) / 100);
}

export type VisitAmounts = {
  elapsedHours: number;
  unitsUsed: number;
  grossCents: number;
  netCents: number;
};

/** Everything a completed work entry stores. */
export function computeAmounts(p: {
  start: Date;
  end: Date;
  unitLengthHours: number;
  unitRate: number;
  percentPaid: number | null | undefined;
  rounding?: UnitRounding;
}): VisitAmounts {
  const unitsUsed = unitsFor(elapsedMs(p.start, p.end), p.unitLengthHours, p.rounding ?? 'down');
  const gross = grossCents(unitsUsed, p.unitRate);
  return {
    elapsedHours: elapsedHours(p.start, p.end),
    unitsUsed,
    grossCents: gross,
    netCents: netCents(gross, p.percentPaid),
  };
}

/** Money for display: 2 decimals, thousands separators ("2,457.60"). */
export function formatMoney(dollars: number): string {
  return dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
