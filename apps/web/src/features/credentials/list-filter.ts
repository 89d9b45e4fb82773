import type { CredentialListParams } from './api';

/** The compliance list's filters, as the address holds them (?show=…). */
export const LIST_FILTERS = [
  { value: 'expired', label: 'Expired', params: { state: 'expired' } },
  { value: 'expiring-30', label: 'Expiring within 30 days', params: { state: 'expiring', within: 30 } },
  { value: 'expiring-60', label: 'Expiring within 60 days', params: { state: 'expiring', within: 60 } },
  { value: 'missing', label: 'Missing', params: { state: 'missing' } },
  { value: 'all', label: 'All', params: {} },
] as const satisfies readonly { value: string; label: string; params: Omit<CredentialListParams, 'offset'> }[];

export type ListFilter = (typeof LIST_FILTERS)[number]['value'];
export const DEFAULT_FILTER: ListFilter = 'expired';

/** The filter the address asks for (an unknown one: the default). */
export const filterOf = (raw: string | null) =>
  LIST_FILTERS.find((f) => f.value === raw) ?? LIST_FILTERS.find((f) => f.value === DEFAULT_FILTER)!;

/** Days until expiry in words: "in 12 days", "3 days ago", "today". */
export function daysLeftText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return 'today';
  const n = Math.abs(days);
  const unit = n === 1 ? 'day' : 'days';
  return days > 0 ? `in ${n} ${unit}` : `${n} ${unit} ago`;
}
