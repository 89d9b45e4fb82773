/**
 * The one writer of the aggregator's JSON (Sandata Alternate EVV 7.14; docs/decisions/015): each
 * record is built field by field from Hearth's values, every string cut to the vendor's length and
 * stripped of what its field refuses, so no value can change a record's shape. JSON.stringify
 * escapes the rest. A record that cannot be made valid is not sent: its reason is answered instead.
 */
export type Provider = { ProviderQualifier: string; ProviderID: string };
export type Json = Record<string, unknown>;

/** Sent, or why not: what a person must fix first. */
export type Built = { record: Json } | { waitingOn: string };

/** UTC to the second, `YYYY-MM-DDTHH:MM:SSZ`. */
export const utc = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;

/** Control characters and characters outside the printable range become spaces; then cut to `max`. */
export function clean(value: string, max: number): string {
  const printable = value.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\uFFFF]/g, ' ');
  return printable.replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * A name as the aggregator takes it: letters, hyphen, period and apostrophe only (§9.7). Accents
 * are dropped (José → Jose), spaces become hyphens (Mary Ann → Mary-Ann), anything else goes.
 */
export function nameField(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z.'-]/g, '')
    .slice(0, 30);
}

export type ClientRow = {
  id: number;
  firstName: string;
  lastName: string;
  mci: string;
  street: string;
  city: string;
  state: string;
  zip: string;
};

/** A ZIP as 9 digits; a 5-digit ZIP gets 0000 for the unknown +4 (§8.1). */
export function zip9(zip: string): string | null {
  const digits = zip.replace(/\D/g, '');
  if (digits.length === 9) return digits;
  if (digits.length === 5) return `${digits}0000`;
  return null;
}

export function clientRecord(c: ClientRow, p: { provider: Provider; sequenceId: number; timeZone: string }): Built {
  const mci = c.mci.trim();
  if (!/^\d{9}$/.test(mci)) return { waitingOn: 'The MCI must be 9 digits for the aggregator.' };
  const zip = zip9(c.zip);
  if (!zip) return { waitingOn: 'The ZIP code must have 5 or 9 digits.' };
  const state = c.state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return { waitingOn: 'The state must be a 2-letter code.' };
  const first = nameField(c.firstName);
  const last = nameField(c.lastName);
  if (!first || !last) return { waitingOn: 'The first and last name need letters.' };
  const street = clean(c.street, 30);
  const city = clean(c.city, 30);
  if (!street || !city) return { waitingOn: 'The address needs a street and a city.' };
  return {
    record: {
      ProviderIdentification: p.provider,
      ClientQualifier: 'ClientCustomID',
      ClientIdentifier: mci,
      ClientFirstName: first,
      ClientLastName: last,
      ClientMedicaidID: mci,
      ClientCustomID: mci,
      ClientOtherID: String(c.id),
      SequenceID: p.sequenceId,
      ClientTimeZone: p.timeZone,
      ClientAddress: [
        {
          ClientAddressType: 'Home',
          ClientAddressIsPrimary: 'true',
          ClientAddressLine1: street,
          ClientCity: city,
          ClientState: state,
          ClientZip: zip,
        },
      ],
    },
  };
}

export type EmployeeRow = { id: number; firstName: string; lastName: string; identifier: string | null };

/** The employee's identifier: 4 generic digits and the last 5 of the SSN (§8.2). */
export function employeeIdentifier(ssn: string | null, generic: number): string | null {
  const digits = (ssn ?? '').replace(/\D/g, '');
  if (digits.length !== 9) return null;
  return `${String(generic).padStart(4, '0')}${digits.slice(-5)}`;
}

export function employeeRecord(e: EmployeeRow, p: { provider: Provider; sequenceId: number }): Built {
  if (!e.identifier) return { waitingOn: 'No SSN on file: the aggregator knows staff by their SSN.' };
  const first = nameField(e.firstName);
  const last = nameField(e.lastName);
  if (!first || !last) return { waitingOn: 'The first and last name need letters.' };
  return {
    record: {
      ProviderIdentification: p.provider,
      EmployeeQualifier: 'EmployeeSSN',
      EmployeeIdentifier: e.identifier,
      EmployeeOtherID: String(e.id),
      SequenceID: p.sequenceId,
      EmployeeSSN: e.identifier,
      EmployeeLastName: last,
      EmployeeFirstName: first,
    },
  };
}
