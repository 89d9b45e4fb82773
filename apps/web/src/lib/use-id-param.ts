import { useSearchParams } from 'react-router';

/** A positive integer id from the query string (`?id=12`), or null when missing or malformed. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
