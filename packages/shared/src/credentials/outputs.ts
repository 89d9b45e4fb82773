/** What the compliance calls answer, and the one rule for a credential's state (docs/decisions/018). */
import { z } from 'zod';
import { fileOut } from '../files.js';
import { shiftDay } from '../report-dates.js';
import { credentialAppliesTo, DETERMINATIONS, TRAINING_TOPICS } from './contract.js';

export const credentialTypeOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  requiredForVisits: z.boolean(),
  enforced: z.boolean(),
  validMonths: z.number().int().nullable(),
  graceDays: z.number().int(),
  appliesTo: credentialAppliesTo.nullable(),
  needsDetermination: z.boolean(),
  /** One of Pennsylvania's defaults seeded for a new agency (editable like any other). */
  seeded: z.boolean(),
  active: z.boolean(),
  version: z.number().int(),
});
export type CredentialTypeOut = z.infer<typeof credentialTypeOut>;

export const CREDENTIAL_STATES = ['valid', 'expiring', 'grace', 'expired', 'missing'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];
export const CREDENTIAL_STATE_LABELS: Record<CredentialState, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  grace: 'Expired, in grace',
  expired: 'Expired',
  missing: 'Missing',
};

const person = z.object({ id: z.number().int(), name: z.string() });

export const credentialOut = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  credentialTypeId: z.number().int(),
  typeName: z.string(),
  number: z.string().nullable(),
  issuedOn: z.string(),
  expiresOn: z.string().nullable(),
  /** On the day asked about (the agency's today): see `credentialState`. */
  state: z.enum(CREDENTIAL_STATES),
  files: z.array(fileOut),
  determination: z.enum(DETERMINATIONS).nullable(),
  determinationNote: z.string().nullable(),
  notes: z.string().nullable(),
  verifiedBy: person.nullable(),
  verifiedAt: z.string().nullable(),
  /** A later credential of the same type replaced it (history). */
  superseded: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type CredentialOut = z.infer<typeof credentialOut>;

/** GET /api/v1/staff/{id}/credentials: current credentials, the superseded ones, and the applicable required types with none. */
export const staffCredentialsOut = z.object({
  current: z.array(credentialOut),
  history: z.array(credentialOut),
  missing: z.array(
    z.object({
      credentialTypeId: z.number().int(),
      name: z.string(),
      requiredForVisits: z.boolean(),
      enforced: z.boolean(),
    }),
  ),
});
export type StaffCredentialsOut = z.infer<typeof staffCredentialsOut>;

/** GET /api/v1/credentials: one row per staff member × applicable type in the state asked for. */
export const credentialListItemOut = z.object({
  staff: person,
  credentialType: z.object({
    id: z.number().int(),
    name: z.string(),
    requiredForVisits: z.boolean(),
    enforced: z.boolean(),
  }),
  state: z.enum(CREDENTIAL_STATES),
  credentialId: z.number().int().nullable(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** Days until expiry (negative: since); null when missing or without expiry. */
  daysLeft: z.number().int().nullable(),
});
export type CredentialListItemOut = z.infer<typeof credentialListItemOut>;

export const trainingOut = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  course: z.string(),
  completedOn: z.string(),
  hours: z.number(),
  topics: z.array(z.enum(TRAINING_TOPICS)),
  files: z.array(fileOut),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingOut = z.infer<typeof trainingOut>;

/** A staff member's training year: hours against the requirement, by topic. */
export const trainingYearOut = z.object({
  year: z.number().int(),
  requiredHours: z.number(),
  hours: z.number(),
  byTopic: z.array(z.object({ topic: z.enum(TRAINING_TOPICS), hours: z.number() })),
  met: z.boolean(),
});
export type TrainingYearOut = z.infer<typeof trainingYearOut>;

/** Days in the "expiring" window before an expiry (and the two alert thresholds). */
export const EXPIRY_THRESHOLDS = [60, 30] as const;

/**
 * A credential's state on `today`: expired past its grace → 'expired'; expired within the grace
 * days → 'grace' (still allowed to work); expiring within `withinDays` → 'expiring'; else 'valid'.
 * An expiry date is the last day it is valid: on the day after, it has expired.
 */
export function credentialState(
  expiresOn: string | null,
  graceDays: number,
  today: string,
  withinDays: number = EXPIRY_THRESHOLDS[0],
): Exclude<CredentialState, 'missing'> {
  if (expiresOn === null) return 'valid';
  if (today > shiftDay(expiresOn, graceDays)) return 'expired';
  if (today > expiresOn) return 'grace';
  if (shiftDay(today, withinDays) >= expiresOn) return 'expiring';
  return 'valid';
}

/** The expiry a type gives a credential issued on `issuedOn`: the day before the same date `validMonths` later. */
export function expiryFor(issuedOn: string, validMonths: number | null): string | null {
  if (validMonths === null) return null;
  const [y, m, d] = issuedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + validMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const same = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay)));
  return shiftDay(same.toISOString().slice(0, 10), -1);
}
