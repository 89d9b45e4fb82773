import { ErrorCodes, type Problem } from './types.js';

/**
 * A small field-check vocabulary for the vendor's record tables: each table becomes a `Shape`
 * (field name → required/optional check, or DNP), checked in one pass that also refuses field
 * names the table does not have (names are case-sensitive on the wire).
 */
export type Check = (value: unknown, name: string) => Problem | undefined;
export type FieldRule = { required: boolean; check: Check } | 'DNP';
export type Shape = Record<string, FieldRule>;
export type Json = Record<string, unknown>;

export const format = (message: string): Problem => ({ code: ErrorCodes.format, message });

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const req = (check: Check): FieldRule => ({ required: true, check });
export const opt = (check: Check): FieldRule => ({ required: false, check });
export const DNP = 'DNP' as const;

/** A string of at most `max` characters, optionally matching `pattern` (described by `what`). */
export function text(max: number, pattern?: RegExp, what?: string): Check {
  return (value, name) => {
    if (typeof value !== 'string') return format(`${name} must be a string.`);
    if (value.length > max) return format(`${name} is longer than ${max} character${max === 1 ? '' : 's'}.`);
    if (pattern && !pattern.test(value)) return format(`${name} must be ${what ?? `like ${String(pattern)}`}.`);
    return undefined;
  };
}

/** One of the listed strings, matched exactly (case included). */
export function oneOf(values: readonly string[]): Check {
  return (value, name) =>
    typeof value === 'string' && values.includes(value)
      ? undefined
      : format(`${name} must be one of ${values.map((v) => `"${v}"`).join(', ')}.`);
}

/** Flags are the strings "true"/"false" (§3); a JSON boolean is refused. */
export const flag: Check = (value, name) =>
  value === 'true' || value === 'false' ? undefined : format(`${name} must be the string "true" or "false".`);

const utcPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** `YYYY-MM-DDTHH:MM:SSZ`, UTC, to the second, and a real instant. */
export const utcDateTime: Check = (value, name) => {
  if (typeof value !== 'string' || !utcPattern.test(value) || !realInstant(value)) {
    return format(`${name} must be a UTC date-time YYYY-MM-DDTHH:MM:SSZ.`);
  }
  return undefined;
};

/** `YYYY-MM-DD`, a real calendar date. */
export const calendarDate: Check = (value, name) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !realInstant(`${value}T00:00:00Z`)) {
    return format(`${name} must be a date YYYY-MM-DD.`);
  }
  return undefined;
};

function realInstant(iso: string): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && new Date(time).toISOString().replace('.000Z', 'Z') === iso;
}

/** A JSON number that is a non-negative integer of at most `digits` digits (no digit strings). */
export function integer(digits: number): Check {
  return (value, name) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && String(value).length <= digits
      ? undefined
      : format(`${name} must be a JSON integer of at most ${digits} digits.`);
}

/** A JSON number within [min, max]. */
export function decimal(min: number, max: number): Check {
  return (value, name) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? undefined
      : format(`${name} must be a number from ${min} to ${max}.`);
}

/** An array segment of objects of `shape`; the problem names the segment and element. */
export function segment(shape: Shape, min = 0): Check {
  return (value, name) => {
    if (!Array.isArray(value)) return format(`${name} must be an array.`);
    if (value.length < min) return { code: ErrorCodes.required, message: `${name} needs at least ${min} entry.` };
    for (const [index, element] of value.entries()) {
      const where = `${name}[${index}]`;
      const problem = isObject(element) ? checkShape(element, shape, where) : format(`${where} must be an object.`);
      if (problem) return { ...problem, segment: name, index };
    }
    return undefined;
  };
}

/** A single object segment (ProviderIdentification). */
export function objectSegment(shape: Shape): Check {
  return (value, name) => {
    const problem = isObject(value) ? checkShape(value, shape, name) : format(`${name} must be an object.`);
    return problem ? { ...problem, segment: name } : undefined;
  };
}

/**
 * Checks an object against its table: unknown and DNP names first, then each field in table order.
 * Null counts as absent; an empty string counts as absent for required fields.
 */
export function checkShape(record: Json, shape: Shape, where = ''): Problem | undefined {
  const prefix = where ? `${where}.` : '';
  for (const name of Object.keys(record)) {
    const rule = shape[name];
    if (rule === undefined) {
      return {
        code: ErrorCodes.unknownField,
        message: `Unknown field "${prefix}${name}" (field names are case-sensitive).`,
      };
    }
    if (rule === DNP && record[name] != null) {
      return { code: ErrorCodes.doNotProvide, message: `${prefix}${name} must not be provided (DNP).` };
    }
  }
  for (const [name, rule] of Object.entries(shape)) {
    if (rule === DNP) continue;
    const value = record[name];
    if (value == null || (rule.required && value === '')) {
      if (rule.required) return { code: ErrorCodes.required, message: `${prefix}${name} is required.` };
      continue;
    }
    const problem = rule.check(value, `${prefix}${name}`);
    if (problem) return problem;
  }
  return undefined;
}
