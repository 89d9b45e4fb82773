const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Money with 2 decimals: 1234.5 → '$1,234.50' (spec 02 section 9). */
export const formatRate = (n: number) => `$${twoDecimals.format(n)}`;

/** Minutes in a unit length given in hours, for the hint under the input: 0.25 → 15. */
export const unitMinutes = (hours: number) => Math.round(hours * 60 * 100) / 100;

/** Hours per unit with the minutes a scheduler thinks in: 0.25 → '0.25 h (15 min)'. */
export const formatUnitLength = (hours: number) =>
  `${upToTwoDecimals.format(hours)} h (${upToTwoDecimals.format(unitMinutes(hours))} min)`;
