const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Money with 2 decimals and thousands separators: 2457.6 → '2,457.60' (spec 01 section 9). */
export const formatMoney = (n: number) => twoDecimals.format(n);

/** Units: whole numbers as they are, fractions to 2 decimals (480 → '480', 12.5 → '12.5'). */
export const formatUnits = (n: number) => upToTwoDecimals.format(n);

/** 'YYYY-MM-DD' (or a timestamp starting so) → 'MM-DD-YYYY'; anything else unchanged. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : iso;
}

/** Hours per unit with the minutes a scheduler thinks in: 0.25 → '0.25 h (15 min)'. */
export function formatUnitLength(hours: number): string {
  const minutes = Math.round(hours * 60 * 100) / 100;
  return `${upToTwoDecimals.format(hours)} h (${upToTwoDecimals.format(minutes)} min)`;
}
