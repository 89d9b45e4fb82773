import { z } from 'zod';
import { emptyToNull, requiredText } from './fields.js';
import { US_STATES } from './lists.js';
import { storableString } from './text.js';

/**
 * The formats of values a claim file (X12 837P) carries, checked where they are entered so a bad
 * one is refused with 400 and never reaches a file. The claim writer cleans every element as well:
 * rows saved before these checks may hold anything (docs/decisions/006, round two).
 */
export const FormatMsg = {
  procedureCode: 'Service Code must be a procedure code: a letter and 4 digits (W1726) or a 5-character CPT code',
  stateInvalid: 'Choose a US state',
  mciDigits: 'MCI can contain only digits',
  diagnosisInvalid: 'Use ICD-10 codes such as F84.0, separated by commas',
  x12Characters: 'Cannot contain * ~ : ^ | or a line break',
  tooLarge: (label: string, max: number) => `${label} cannot be more than ${max.toLocaleString('en-US')}`,
} as const;

/**
 * A HCPCS procedure code as an 837P SV101 carries it (qualifier HC): Level II, a letter and 4
 * digits (PA ODP's W1726, T2025, H2023), or Level I (CPT), 4 digits and a digit or letter (97153,
 * 0001F). Modifiers are not recorded by Hearth.
 */
export const PROCEDURE_CODE_PATTERN = /^(?:[A-Z]\d{4}|\d{4}[0-9A-Z])$/;
export const isProcedureCode = (code: string): boolean => PROCEDURE_CODE_PATTERN.test(code);

/** A procedure code field: required, upper-cased, the pattern above. */
export const procedureCodeField = (requiredMessage: string) =>
  requiredText(requiredMessage, 20)
    .transform((v) => v.toUpperCase())
    .refine(isProcedureCode, FormatMsg.procedureCode);

/** The two-letter codes of US states and territories (US_STATES), as an 837P N4 carries them. */
export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);
export const isUsStateCode = (v: string): boolean => US_STATE_CODES.includes(v);

/**
 * An ICD-10-CM code, with or without its dot: a letter (U, reserved, excluded), a digit, a digit or
 * letter, then up to 4 more characters after an optional dot.
 */
export const ICD10_PATTERN = /^[A-TV-Z]\d[0-9A-Z](?:\.?[0-9A-Z]{1,4})?$/;

/** An ICD-10 code as a claim's HI segment carries it (no dot, upper case); null when it is not one. */
export function icd10Code(code: string): string | null {
  const c = code.trim().toUpperCase();
  return ICD10_PATTERN.test(c) ? c.replace('.', '') : null;
}

/** The codes of a diagnosis field: it may hold several, separated by commas, semicolons or spaces. */
export const splitDiagnoses = (value: string): string[] => value.split(/[\s,;]+/).filter((c) => c !== '');

/**
 * An optional diagnosis field: every code must be ICD-10; saved upper case, separated by ', '
 * ("f84.0 f70" → "F84.0, F70").
 */
export const diagnosesField = (max: number) =>
  z.preprocess(
    emptyToNull,
    storableString()
      .trim()
      .max(max, `Must be at most ${max} characters`)
      .refine((v) => splitDiagnoses(v).every((c) => icd10Code(c) !== null), FormatMsg.diagnosisInvalid)
      .transform((v) => splitDiagnoses(v.toUpperCase()).join(', '))
      .nullish(),
  );

/**
 * The largest amount, rate or unit count a form or import takes (the forms' `money` bound); every
 * numeric column these land in (numeric(12,2)) holds far more.
 */
export const MAX_AMOUNT = 1_000_000;

/**
 * Characters that end an X12 element, component, repetition or segment (`|` too, a common element
 * separator), line breaks and other control characters: never in a value.
 */
export const X12_RESERVED = /[*~:^|\p{Cc}\u2028\u2029]/u;
