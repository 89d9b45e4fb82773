import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A shared zod schema as a react-hook-form resolver for a form whose values (what its inputs hold:
 * text for numbers, '' for none) differ from the schema's input type. The schema's output must be
 * `TOutput`, which the form's submit handler receives. Kept out of lib/forms so the sign-in screen
 * does not download the resolver.
 */
export function zodFormResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, unknown>,
): Resolver<TValues, unknown, TOutput> {
  // zodResolver types the form's values as the schema's input; the form's are wider on purpose.
  return zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<TValues, unknown, TOutput>;
}
