/** Lower case, commas dropped, whitespace collapsed: 'Lopez,  Maria' → 'lopez maria'. */
export const normalizeStaffName = (text: string) => text.toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The allocation lists' filter (spec 01 "Staff Allocation modal"): case-insensitive and blind to
 * commas, so 'lopez, maria', 'Lopez Maria' and 'maria lop' all find 'Lopez, Maria'.
 */
export function matchesStaffFilter(name: string, filter: string): boolean {
  const words = normalizeStaffName(filter).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeStaffName(name);
  return words.every((word) => haystack.includes(word));
}

export const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
