/** Record builders and HTTP helpers for tests of (and against) the stand-in. */
import { startAggregatorStandIn } from './stand-in.js';
import type { AggregatorStandIn, IntakeKind, StandInOptions } from './types.js';

type Json = Record<string, unknown>;

export const provider = { ProviderQualifier: 'MedicaidID', ProviderID: '123456789' };

export function clientRecord(mci = '100000001', overrides: Json = {}): Json {
  return {
    ProviderIdentification: { ...provider },
    ClientQualifier: 'ClientCustomID',
    ClientIdentifier: mci,
    ClientFirstName: 'Ann-Marie',
    ClientLastName: "O'Neil",
    ClientMedicaidID: mci,
    SequenceID: 1,
    ClientTimeZone: 'US/Eastern',
    ClientCustomID: mci,
    ClientAddress: [
      {
        ClientAddressType: 'Home',
        ClientAddressIsPrimary: 'true',
        ClientAddressLine1: '1 Main St',
        ClientCity: 'Harrisburg',
        ClientState: 'PA',
        ClientZip: '171010000',
      },
    ],
    ...overrides,
  };
}

export function employeeRecord(ssn = '000012345', overrides: Json = {}): Json {
  return {
    ProviderIdentification: { ...provider },
    EmployeeQualifier: 'EmployeeSSN',
    EmployeeIdentifier: ssn,
    SequenceID: 1,
    EmployeeSSN: ssn,
    EmployeeLastName: 'Smith',
    EmployeeFirstName: 'Jo',
    ...overrides,
  };
}

export function mobileCall(assignment: 'Time In' | 'Time Out', at: string, overrides: Json = {}): Json {
  return {
    CallExternalID: assignment === 'Time In' ? 'C-IN' : 'C-OUT',
    CallDateTime: at,
    CallAssignment: assignment,
    CallType: 'Mobile',
    ProcedureCode: 'W1726',
    MobileLogin: 'jo.smith',
    CallLatitude: 40.2732,
    CallLongitude: -76.8867,
    ...overrides,
  };
}

export const callIn = mobileCall('Time In', '2026-03-02T14:00:00Z');
export const callOut = mobileCall('Time Out', '2026-03-02T16:00:00Z');

export function visitRecord(overrides: Json = {}): Json {
  return {
    ProviderIdentification: { ...provider },
    VisitOtherID: 'V-1',
    SequenceID: 1,
    EmployeeQualifier: 'EmployeeSSN',
    EmployeeIdentifier: '000012345',
    ClientIDQualifier: 'ClientCustomID',
    ClientIdentifier: '100000001',
    ClientID: '100000001',
    PayerID: 'PADHS',
    PayerProgram: 'ODP',
    ProcedureCode: 'W1726',
    Modifier1: 'NULL',
    VisitTimeZone: 'US/Eastern',
    BillVisit: 'true',
    Calls: [callIn, callOut],
    ...overrides,
  };
}

export function visitChange(sequenceId: number | string, overrides: Json = {}): Json {
  return {
    SequenceID: String(sequenceId),
    ChangeMadeBy: 'admin@agency.example',
    ChangeDateTime: '2026-03-03T10:00:00Z',
    ReasonCode: '05',
    ChangeReasonMemo: 'Corrected after review.',
    ...overrides,
  };
}

export const intakePath = (kind: IntakeKind) => `/interfaces/intake/${kind}/rest/api/v1.1`;

export function authHeaders(user = 'hearth', password = 'secret', account = 'HEARTH-ACCOUNT'): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`, Account: account };
}

/** A vendor answer body: the ACK, a status answer or a FAILED refusal. */
export type VendorBody = { id: string | null; status: string; messageSummary: string; data: unknown };
/** A rejected record echoed by the status GET. */
export type Echo = Record<string, unknown> & { ErrorCode: string; ErrorMessage: string };
export type Answer = { status: number; body: VendorBody };

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as VendorBody };
}

/** The transaction uuid of an ACK. */
export function uuidOf(ack: Answer): string {
  if (ack.status !== 200 || typeof ack.body.id !== 'string') throw new Error(`no ACK: ${JSON.stringify(ack)}`);
  return ack.body.id;
}

/** POSTs `body` (JSON-encoded unless a string) with good headers, which `headers` may replace. */
export async function postRecords(
  standIn: Pick<AggregatorStandIn, 'url'>,
  kind: IntakeKind,
  body: unknown,
  headers: Record<string, string> = { ...authHeaders(), 'Content-Type': 'application/json' },
): Promise<Answer> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return answer(await fetch(`${standIn.url}${intakePath(kind)}`, { method: 'POST', headers, body: payload }));
}

export async function getStatus(
  standIn: Pick<AggregatorStandIn, 'url'>,
  kind: IntakeKind,
  uuid: string,
  headers: Record<string, string> = authHeaders(),
): Promise<Answer> {
  const url = `${standIn.url}${intakePath(kind)}/status?uuid=${encodeURIComponent(uuid)}`;
  return answer(await fetch(url, { headers }));
}

/** POSTs records and polls the status until the result is ready; returns the final status body. */
export async function submit(
  standIn: Pick<AggregatorStandIn, 'url'>,
  kind: IntakeKind,
  records: unknown[],
): Promise<VendorBody & { data: Echo[] }> {
  const uuid = uuidOf(await postRecords(standIn, kind, records));
  for (let poll = 0; poll < 20; poll += 1) {
    const { body } = await getStatus(standIn, kind, uuid);
    if (!body.messageSummary.includes('not ready yet')) return body as VendorBody & { data: Echo[] };
  }
  throw new Error('status never became ready');
}

/** Submits one record; its rejection as { code, message }, or undefined when it was accepted. */
export async function rejectionOf(
  standIn: Pick<AggregatorStandIn, 'url'>,
  kind: IntakeKind,
  record: unknown,
): Promise<{ code: string; message: string } | undefined> {
  const [echoed] = (await submit(standIn, kind, [record])).data;
  return echoed ? { code: echoed.ErrorCode, message: echoed.ErrorMessage } : undefined;
}

/** A stand-in (result at the first poll) that already accepted client 100000001 and employee 000012345. */
export async function startWithPeople(options: StandInOptions = {}): Promise<AggregatorStandIn> {
  const standIn = await startAggregatorStandIn({ notReadyPolls: 0, ...options });
  await submit(standIn, 'clients', [clientRecord('100000001')]);
  await submit(standIn, 'employees', [employeeRecord('000012345')]);
  return standIn;
}
