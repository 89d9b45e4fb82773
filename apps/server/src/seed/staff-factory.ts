import { randomBytes, randomInt } from 'node:crypto';
import { createStaffBody, UserType } from '@hearth/shared';
import type { Db } from '../db/client.js';
import { hashPassword } from '../platform/crypto.js';
import type { FieldCipher } from '../platform/field-crypto.js';
import { insertStaff, newStaffValues, sealSsn } from '../modules/staff/index.js';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
const digits = (n: number, min = 0) => String(randomInt(min, 10 ** n)).padStart(n, '0');

/** A made-up SSN in the 900–999 area range, which the SSA never issues. */
export const fakeSsn = () => `9${digits(2)}-${digits(2, 1)}-${digits(4, 1)}`;

/** What the staff form sends to POST /user: a valid Staff (type 2) member, with any field overridden. */
export function buildStaffPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    middleName: 'Elena',
    lastName: 'Lopez',
    email: `staff.${unique()}@example.org`,
    password: 'Secret#123',
    userType: UserType.Staff,
    reportTo: 0,
    salutation: 'Ms',
    suffix: '',
    dob: '1988-03-14',
    hireDate: '2021-06-01',
    title: 'Direct Support Professional',
    ssn_tin: fakeSsn(),
    phone: '(215) 555-0142',
    mobile: '267-555-0199',
    memo: '',
    hasRelevantDegree: true,
    credentials: ['MS', 'LPN'],
    percentagePaid: 62.5,
    billingStreet: '12 Market St',
    billingCity: 'Philadelphia',
    billingState: 'Pennsylvania',
    billingZIP: '19106',
    billingCountry: 'USA',
    orgAuthentication: false,
    isAuthorized: true,
    status: 4,
    roleGroupId: null,
    files: [],
    ...overrides,
  };
}

// Argon2 is slow on purpose; seeds and benchmarks reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/**
 * Saves a staff record straight to the database (no HTTP, no audit row, no files), validated by
 * the same schema and mapped like POST /user. The SSN is stored encrypted when a cipher is given
 * (use the app's FIELD_ENCRYPTION_KEY), else left out.
 */
export async function createStaff(db: Db, opts: { cipher?: FieldCipher; overrides?: Record<string, unknown> } = {}) {
  const body = createStaffBody.parse(buildStaffPayload(opts.overrides));
  const row = await insertStaff(
    db,
    newStaffValues(body, {
      actorId: null,
      now: new Date(),
      passwordHash: await hashOnce(body.password),
      ssn: opts.cipher ? sealSsn(opts.cipher, body.ssn_tin ?? null) : { ssnEncrypted: null, ssnLast4: null },
    }),
  );
  return { id: row.id, email: row.email, password: body.password, userType: row.userType };
}
