/** Figures as the spec shows them (spec 01 and 02 section 9): money and hours with 2 decimals, units as they are. */
import { formatMoney, fromCents } from '@hearth/shared';

const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const exactlyTwo = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Figure = number | null | undefined;
const absent = (n: Figure): n is null | undefined => n === null || n === undefined;

/** Dollars with 2 decimals and thousands separators, no sign: 2457.6 → '2,457.60' ('' when none). */
export const money = (dollars: Figure): string => (absent(dollars) ? '' : formatMoney(dollars));

/** Dollars with the sign: 1234.5 → '$1,234.50', -3 → '-$3.00' ('' when none). */
export const dollars = (n: Figure): string => {
  if (absent(n)) return '';
  return n < 0 ? `-$${formatMoney(-n)}` : `$${formatMoney(n)}`;
};

/** Integer cents as dollars with the sign: 123456 → '$1,234.56' (claims, receivables, the Overview). */
export const centsText = (cents: number): string => dollars(fromCents(cents));

/** Cents as dollars with 2 decimals: 245760 → '2,457.60'. */
export const moneyFromCents = (cents: Figure): string => (absent(cents) ? '' : formatMoney(fromCents(cents)));

/** Units (and counts with fractions): whole numbers as they are, fractions to 2 decimals (480 → '480', 12.5 → '12.5'). */
export const formatUnits = (n: Figure): string => (absent(n) ? '' : upToTwo.format(n));

/** Hours, and any figure shown with exactly 2 decimals: 1.5 → '1.50' ('' when none). */
export const hoursText = (n: Figure): string => (absent(n) ? '' : exactlyTwo.format(n));

/** A whole count with thousands separators: 1234 → '1,234'. */
export const countText = (n: number): string => n.toLocaleString('en-US');

/** '3 claims', '1 claim', '12.5 hours' (thousands separated, fractions to 2 decimals). */
export const plural = (n: number, word: string, many = `${word}s`): string =>
  `${upToTwo.format(n)} ${n === 1 ? word : many}`;

/** Minutes in a unit length given in hours: 0.25 → 15. */
const unitMinutes = (hours: number): number => Math.round(hours * 60 * 100) / 100;

/** Hours per unit with the minutes a scheduler thinks in: 0.25 → '0.25 h (15 min)'. */
export const formatUnitLength = (hours: number): string =>
  `${upToTwo.format(hours)} h (${upToTwo.format(unitMinutes(hours))} min)`;
