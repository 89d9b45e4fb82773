import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode, Msg } from '@hearth/shared';
import { AppError } from './errors.js';

/** 409 for an update based on an old version of the record (another admin saved first). */
export const staleRecord = () => new AppError(ErrorCode.STALE_RECORD, Msg.staleRecord, 'version');

/** YYYY-MM-DD from a DATE column value (driver-dependent: string or Date). */
export function dateOut(v: string | Date | null | undefined): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v.slice(0, 10);
  return v.toISOString().slice(0, 10);
}

export const isoOut = (v: Date | string) => (typeof v === 'string' ? new Date(v) : v).toISOString();

export const fullName = (p: { firstName: string; middleName?: string | null; lastName: string }) =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

type Versioned = { id: AnyPgColumn; version: AnyPgColumn };

/** WHERE for an optimistic update: the id, and the version the edit was based on when one was sent. */
export function sameVersion(t: Versioned, id: number, version: number | undefined): SQL | undefined {
  return version === undefined ? eq(t.id, id) : and(eq(t.id, id), eq(t.version, version));
}

/** SET value that moves a record to its next version. */
export const nextVersion = (t: Pick<Versioned, 'version'>) => sql`${t.version} + 1`;

type PersonForm = {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  salutation?: string | null;
  suffix?: string | null;
  dob?: string | null;
};

/** A person form's names and birth date (staff, supports coordinators), blanks stored as null. */
export const personNameValues = (b: PersonForm) => ({
  firstName: b.firstName,
  middleName: b.middleName ?? null,
  lastName: b.lastName,
  salutation: b.salutation ?? null,
  suffix: b.suffix ?? null,
  dob: b.dob ?? null,
});

type BillingForm = {
  billingStreet?: string | null;
  billingCity?: string | null;
  billingState?: string | null;
  billingZIP?: string | null;
  billingCountry?: string | null;
};

/** A form's optional billing address, blanks stored as null (the wire's `billingZIP` is billing_zip). */
export const billingAddressValues = (b: BillingForm) => ({
  billingStreet: b.billingStreet ?? null,
  billingCity: b.billingCity ?? null,
  billingState: b.billingState ?? null,
  billingZip: b.billingZIP ?? null,
  billingCountry: b.billingCountry ?? null,
});

/** A unique-index violation (PostgreSQL 23505), possibly wrapped by Drizzle: two saves racing past a pre-check. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a save, answering a unique-index violation with `conflict()`: the pre-check's own refusal. */
export async function refuseDuplicate<T>(work: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}
