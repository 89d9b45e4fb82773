/**
 * An agency's claim settings as an admin types them on Agency Settings (PUT /settings), for the
 * suites that bill or export: the sample agency of the 837P example (docs/decisions/011).
 */
export const SAMPLE_CLAIM_SETTINGS = {
  legalName: 'Keystone Community Supports LLC',
  addressStreet: '100 Market St',
  addressCity: 'Harrisburg',
  addressState: 'PA',
  addressZip: '17101-1234',
  phone: '(717) 555-0100',
  contactName: 'Pat Billing',
  npi: '1234567893',
  ein: '25-1234567',
  promiseProviderId: '123456789',
  promiseServiceLocation: '0001',
  taxonomyCode: '253Z00000X',
  submitterId: 'KCS0001',
  receiverId: 'PAPROMISE',
  receiverName: 'PA DHS PROMISE',
} as const;
