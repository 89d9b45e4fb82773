import { useSearchParams } from 'react-router';

/** The client id from `?id=`, or null when missing or malformed. */
export function useClientIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
