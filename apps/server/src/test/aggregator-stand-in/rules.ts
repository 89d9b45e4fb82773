import {
  DNP,
  calendarDate,
  checkShape,
  flag,
  format,
  integer,
  objectSegment,
  oneOf,
  opt,
  req,
  segment,
  text,
  type Json,
  type Shape,
} from './fields.js';
import type { Problem } from './types.js';

/** §7.4: the only accepted time zones, matched exactly (case included). */
export const timeZones = [
  'US/Alaska',
  'US/Aleutian',
  'US/Central',
  'US/East-Indiana',
  'US/Eastern',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Mountain',
  'US/Pacific',
  'America/Indiana/Indianapolis',
  'America/Indiana/Knox',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Indiana/Vincennes',
  'US/Arizona',
  'US/Hawaii',
  'US/Samoa',
] as const;

export const nineDigits = text(9, /^\d{9}$/, 'exactly 9 digits');
/** §7.3: letters, hyphen, period and apostrophe only (ASCII letters; no spaces). */
export const personName = text(30, /^[A-Za-z.'-]+$/, 'letters, hyphen, period or apostrophe only (no spaces)');
/** "NULL" for an empty modifier slot, else a 2-character modifier. */
export const modifier = text(4, /^(?:[A-Za-z0-9]{2}|NULL)$/, 'a 2-character modifier or "NULL"');
export const procedureCode = text(5, /^[A-Za-z0-9]{1,5}$/, 'up to 5 letters or digits');

export const providerIdentification = req(
  objectSegment({ ProviderQualifier: req(text(20)), ProviderID: req(text(64)) }),
);

const clientAddress: Shape = {
  ClientAddressType: req(oneOf(['Home', 'Business', 'Other'])),
  ClientAddressIsPrimary: req(flag),
  ClientAddressLine1: req(text(30)),
  ClientAddressLine2: opt(text(30)),
  ClientCounty: opt(text(25)),
  ClientCity: req(text(30)),
  ClientState: req(text(2, /^[A-Z]{2}$/, 'a 2-letter uppercase state code')),
  ClientZip: req(nineDigits),
  ClientAddressLongitude: DNP,
  ClientAddressLatitude: DNP,
};

/** Payer, program, procedure code and modifiers: the same fields on a client's payer segment and a visit. */
export const payerCodes: Shape = {
  PayerID: req(text(64)),
  PayerProgram: req(text(9)),
  ProcedureCode: req(procedureCode),
  Modifier1: opt(modifier),
  Modifier2: opt(modifier),
  Modifier3: opt(modifier),
  Modifier4: opt(modifier),
};

const clientPayer: Shape = {
  ...payerCodes,
  ClientPayerID: DNP,
  ClientStatus: req(oneOf(['02', '04'])),
  EffectiveStartDate: opt(calendarDate),
  EffectiveEndDate: opt(calendarDate),
  ClientEligibilityDateBegin: DNP,
  ClientEligibilityDateEnd: DNP,
};

const clientPhone: Shape = {
  ClientPhoneType: req(oneOf(['Home', 'Mobile', 'Business', 'Other'])),
  ClientPhone: req(text(10, /^\d{10}$/, 'exactly 10 digits')),
};

const clientShape: Shape = {
  ProviderIdentification: providerIdentification,
  ClientQualifier: req(oneOf(['ClientCustomID'])),
  ClientIdentifier: req(nineDigits),
  ClientFirstName: req(personName),
  ClientMiddleInitial: opt(text(1, /^[A-Za-z]$/, 'one letter')),
  ClientLastName: req(personName),
  ClientMedicaidID: req(nineDigits),
  MissingMedicaidID: opt(flag),
  SequenceID: req(integer(16)),
  ClientOtherID: opt(text(24, /^[A-Za-z0-9]+$/, 'letters and digits only')),
  ClientTimeZone: req(oneOf(timeZones)),
  ClientCustomID: req(nineDigits),
  ClientSSN: opt(nineDigits),
  Coordinator: DNP,
  ProviderAssentContPlan: DNP,
  ClientAddress: req(segment(clientAddress, 1)),
  ClientPayerInformation: opt(segment(clientPayer)),
  ClientPhone: opt(segment(clientPhone)),
};

const employeeShape: Shape = {
  ProviderIdentification: providerIdentification,
  EmployeeQualifier: req(oneOf(['EmployeeSSN'])),
  EmployeeIdentifier: req(nineDigits),
  EmployeeOtherID: opt(text(64)),
  SequenceID: req(integer(16)),
  EmployeeSSN: req(nineDigits),
  EmployeeLastName: req(personName),
  EmployeeFirstName: req(personName),
  EmployeeEmail: opt(text(64, /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'an email address with an @ and a .xxx extension')),
  EmployeeManagerEmail: DNP,
  EmployeeHireDate: DNP,
  EmployeeEndDate: DNP,
  EmployeeAPI: DNP,
  EmployeePosition: DNP,
};

/** §4: the client table plus its cross-field rules (the three ids agree, exactly one primary address). */
export function checkClient(record: Json): Problem | undefined {
  const problem = checkShape(record, clientShape);
  if (problem) return problem;
  if (record.ClientMedicaidID !== record.ClientIdentifier || record.ClientCustomID !== record.ClientIdentifier) {
    return format('ClientIdentifier, ClientMedicaidID and ClientCustomID must be equal.');
  }
  const addresses = record.ClientAddress as Json[];
  const primaries = addresses.filter((a) => a.ClientAddressIsPrimary === 'true').length;
  if (primaries !== 1) {
    return { ...format(`Exactly one ClientAddress must be primary (found ${primaries}).`), segment: 'ClientAddress' };
  }
  const payers = (record.ClientPayerInformation ?? []) as Json[];
  for (const [index, payer] of payers.entries()) {
    const { EffectiveStartDate: start, EffectiveEndDate: end } = payer;
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      return { ...format('EffectiveEndDate is before EffectiveStartDate.'), segment: 'ClientPayerInformation', index };
    }
  }
  return undefined;
}

/** §5: the employee table plus EmployeeIdentifier = EmployeeSSN. */
export function checkEmployee(record: Json): Problem | undefined {
  const problem = checkShape(record, employeeShape);
  if (problem) return problem;
  if (record.EmployeeSSN !== record.EmployeeIdentifier)
    return format('EmployeeIdentifier and EmployeeSSN must be equal.');
  return undefined;
}

/** The names of a record's segments, for the echo's per-segment ErrorCode/ErrorMessage. */
export const segmentNames = [
  'ProviderIdentification',
  'ClientAddress',
  'ClientPayerInformation',
  'ClientPhone',
  'Calls',
  'VisitChanges',
  'Tasks',
  'VisitExceptionAcknowledgement',
] as const;
