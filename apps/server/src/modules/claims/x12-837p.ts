/**
 * The X12 837P (005010X222A1) professional claim file, as PROMISe takes it: one interchange, one
 * functional group, one transaction set per batch (docs/decisions/011 records each choice).
 *
 * ISA13 and GS06 are the batch id, so control numbers increase batch by batch. The billing
 * provider is the agency (NPI, EIN, taxonomy, address), its PROMISe provider ID and service location
 * in 2010BB REF*G2; the subscriber is the client (MCI as member ID; the patient is the subscriber,
 * so there is no 2000C loop); one CLM per claim, HI with the client's ICD-10 codes, and per line
 * LX/SV1/DTP*472/REF*6R (the line control number is the work entry's id). A claim holds at most 50
 * lines (the 2400 loop's limit): a longer month is split into several claims.
 *
 * Pure: the same input gives the same bytes.
 */
import { composite, writeIsa, writeSegment, x12Element, x12Text, type Element } from './x12-elements.js';

export { x12Text } from './x12-elements.js';

export type ClaimParty = {
  legalName: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  /** 9 digits. */
  addressZip: string;
  phone: string;
  contactName: string;
  npi: string;
  ein: string;
  promiseProviderId: string;
  promiseServiceLocation: string;
  taxonomyCode: string;
  submitterId: string;
  receiverId: string;
  receiverName: string;
  testClaimFiles: boolean;
};

export type ClaimFileLine = { workEntryId: number; serviceDate: string; units: number; chargeCents: number };

export type ClaimFileClaim = {
  claimNumber: number;
  clientId: number;
  subscriber: {
    lastName: string;
    firstName: string;
    middleName: string | null;
    mci: string;
    /** 'YYYY-MM-DD' */
    birthDate: string;
    street: string;
    city: string;
    state: string;
    zip: string;
  };
  /** ICD-10 codes, the principal first. */
  diagnoses: string[];
  serviceCode: string;
  lines: ClaimFileLine[];
  /** CLM05-3: '1' original (default), '7' replacement, '8' void. */
  frequency?: '1' | '7' | '8';
  /** REF*F8 of a replacement or void: the payer's control number of the claim it replaces (CLP07). */
  payerClaimControl?: string | null;
};

export type ClaimFileInput = {
  controlNumber: number;
  /** Date and time of the file, in the agency's zone: 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  party: ClaimParty;
  claims: ClaimFileClaim[];
};

/** The most service lines one claim may carry (837P loop 2400). */
export const MAX_LINES_PER_CLAIM = 50;
/** Home (place of service 12): where HCBS visits happen. */
export const PLACE_OF_SERVICE = '12';

/** Money as X12 wants a decimal: no trailing zeros after the point, no point for whole dollars. */
export const x12Amount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
};

export const x12Quantity = (units: number): string => String(Math.round(units * 100) / 100);

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');
/** The digits of a value (ZIP, EIN), at most `max`. */
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

type Seg = (id: string, ...elements: Element[]) => void;
/** The interchange's sender and receiver: GS02/GS03 hold at most 15 characters. */
type Ids = { submitterId: string; receiverId: string };

/** ST and BHT, 1000A submitter, 1000B receiver, 2000A billing provider. */
function headerSegments(seg: Seg, input: ClaimFileInput, ids: Ids, stamp: { date8: string; time4: string }) {
  const { party } = input;
  const name = x12Text(party.legalName, 60);
  seg('ST', '837', '0001', '005010X222A1');
  seg('BHT', '0019', '00', input.controlNumber, stamp.date8, stamp.time4, 'CH');
  // 1000A submitter, 1000B receiver (NM109 at most 80 characters).
  seg('NM1', '41', '2', name, '', '', '', '', '46', ids.submitterId);
  seg('PER', 'IC', x12Text(party.contactName, 60), 'TE', x12Element(party.phone, 256));
  seg('NM1', '40', '2', x12Text(party.receiverName, 60), '', '', '', '', '46', ids.receiverId);
  // 2000A billing provider.
  seg('HL', 1, '', '20', '1');
  seg('PRV', 'BI', 'PXC', x12Element(party.taxonomyCode, 50).toUpperCase());
  seg('NM1', '85', '2', name, '', '', '', '', 'XX', x12Element(party.npi, 80));
  seg('N3', x12Text(party.addressStreet, 55));
  seg(
    'N4',
    x12Text(party.addressCity, 30),
    x12Element(party.addressState, 2).toUpperCase(),
    digits(party.addressZip, 15),
  );
  seg('REF', 'EI', digits(party.ein, 50));
}

/** 2000B subscriber: the client, who is the patient (no 2000C loop); 2010BB the payer. */
function subscriberSegments(seg: Seg, hl: number, s: ClaimFileClaim['subscriber'], party: ClaimParty, ids: Ids) {
  seg('HL', hl, '1', '22', '0');
  seg('SBR', 'P', '18', '', '', '', '', '', '', 'MC');
  seg(
    'NM1',
    'IL',
    '1',
    x12Text(s.lastName, 60),
    x12Text(s.firstName, 35),
    x12Text(s.middleName ?? '', 25),
    '',
    '',
    'MI',
    x12Text(s.mci, 80),
  );
  seg('N3', x12Text(s.street, 55));
  seg('N4', x12Text(s.city, 30), x12Element(s.state, 2).toUpperCase(), digits(s.zip, 15));
  seg('DMG', 'D8', compactDate(s.birthDate), 'U');
  // 2010BB payer, with the agency's PROMISe provider ID and service location.
  seg('NM1', 'PR', '2', x12Text(party.receiverName, 60), '', '', '', '', 'PI', ids.receiverId);
  seg('REF', 'G2', x12Element(`${party.promiseProviderId}${party.promiseServiceLocation}`, 50));
}

/** 2300 claim and its 2400 service lines. */
function claimSegments(seg: Seg, claim: ClaimFileClaim, controlNumber: number) {
  const total = claim.lines.reduce((sum, l) => sum + l.chargeCents, 0);
  // CLM01 the patient control number (batch-claim); CLM05-3 the frequency: 1 original, 7 a
  // replacement and 8 a void of an earlier claim, which REF*F8 names by the payer's control number.
  seg(
    'CLM',
    `${controlNumber}-${claim.claimNumber}`,
    x12Amount(total),
    '',
    '',
    composite(PLACE_OF_SERVICE, 'B', claim.frequency ?? '1'),
    'Y',
    'A',
    'Y',
    'Y',
  );
  if (claim.payerClaimControl) seg('REF', 'F8', x12Element(claim.payerClaimControl, 50));
  seg('HI', ...claim.diagnoses.slice(0, 12).map((code, i) => composite(i === 0 ? 'ABK' : 'ABF', code)));
  const code = x12Element(claim.serviceCode, 48).toUpperCase();
  claim.lines.forEach((line, i) => {
    seg('LX', i + 1);
    seg('SV1', composite('HC', code), x12Amount(line.chargeCents), 'UN', x12Quantity(line.units), '', '', '1');
    seg('DTP', '472', 'D8', compactDate(line.serviceDate));
    seg('REF', '6R', line.workEntryId);
  });
}

/**
 * The 837P file of a batch. Every element goes through the element writer (x12-elements.ts):
 * whatever a row holds, no value adds an element, component or segment.
 */
export function build837p(input: ClaimFileInput): string {
  const { party, controlNumber } = input;
  const stamp = { date8: compactDate(input.date), time4: input.time.replace(':', '') };
  const body: string[] = [];
  const seg: Seg = (id, ...elements) => body.push(writeSegment(id, elements));
  const ids: Ids = { submitterId: x12Element(party.submitterId, 15), receiverId: x12Element(party.receiverId, 15) };

  headerSegments(seg, input, ids, stamp);
  let hl = 1;
  let lastClient: number | null = null;
  for (const claim of input.claims) {
    if (claim.clientId !== lastClient) {
      lastClient = claim.clientId;
      hl += 1;
      subscriberSegments(seg, hl, claim.subscriber, party, ids);
    }
    claimSegments(seg, claim, controlNumber);
  }
  seg('SE', body.length + 1, '0001');

  const { date8, time4 } = stamp;
  const { submitterId, receiverId } = ids;
  const isa = writeIsa({
    senderId: submitterId,
    receiverId,
    date6: date8.slice(2),
    time4,
    controlNumber,
    test: party.testClaimFiles,
  });
  const gs = writeSegment('GS', ['HC', submitterId, receiverId, date8, time4, controlNumber, 'X', '005010X222A1']);
  const ge = writeSegment('GE', ['1', controlNumber]);
  const iea = writeSegment('IEA', ['1', String(controlNumber).padStart(9, '0')]);
  return isa + gs + body.join('') + ge + iea;
}
