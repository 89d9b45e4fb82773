import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client';

/**
 * A server refusal about one of the form's fields (`fields`: the names a refusal may point at),
 * shown under that field and focused. The message is already a toast; other refusals are left alone.
 */
export function showFieldRefusal<T extends FieldValues>(
  err: unknown,
  fields: ReadonlySet<string>,
  setError: UseFormSetError<T>,
): void {
  if (err instanceof ApiError && err.field && fields.has(err.field)) {
    setError(err.field as FieldPath<T>, { type: 'server', message: err.message }, { shouldFocus: true });
  }
}
