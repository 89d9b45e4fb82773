import { useParams } from 'react-router';

/** A positive whole number from the address's `:id` (/admin/claims/batches/12), or null. */
export function usePathId(): number | null {
  const { id } = useParams();
  const n = id && /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
