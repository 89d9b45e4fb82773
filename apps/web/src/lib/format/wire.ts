/** A UTC wire time ('YYYY-MM-DD HH:mm:ss', or ISO 8601 with a zone) → Date; null when absent or unreadable. */
export function parseWire(value: string | null | undefined): Date | null {
  if (!value) return null;
  const spec = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)$/.exec(value.trim());
  const date = spec ? new Date(`${spec[1]}T${spec[2]}Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What the instant formatters take: a wire time, a Date, or nothing. */
export type InstantInput = string | Date | null | undefined;

/** The Date an input means; null when there is none or it is unreadable. */
export const toInstant = (value: InstantInput): Date | null => (value instanceof Date ? value : parseWire(value));
