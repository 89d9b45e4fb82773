/** The three record types: `kind` in the inspection API, `IntakeKind` in the URL path. */
export type RecordKind = 'client' | 'employee' | 'visit';
export type IntakeKind = 'clients' | 'employees' | 'visits';

export const intakeKinds: Record<IntakeKind, RecordKind> = {
  clients: 'client',
  employees: 'employee',
  visits: 'visit',
};

export type StandInOptions = {
  /** 0 = any free port (default). */
  port?: number;
  /** Basic-auth user, password and `Account` header; defaults 'hearth', 'secret', 'HEARTH-ACCOUNT'. */
  user?: string;
  password?: string;
  account?: string;
  /** How many status GETs of a transaction answer "not ready" before the result (default 1). */
  notReadyPolls?: number;
  /** Client MCIs the state's roster does not know: those client records are rejected (CLIENT-ID). */
  rejectMedicaidIds?: Iterable<string>;
  /** The catalog; when given, a visit (or call) ProcedureCode outside it is rejected (exception 23). */
  procedureCodes?: Iterable<string>;
};

export type Rejection = { kind: RecordKind; key: string; sequenceId: unknown; code: string; message: string };

export type AggregatorStandIn = {
  /** Base URL, e.g. http://127.0.0.1:4599 (the intake paths are appended). */
  url: string;
  close(): Promise<void>;
  /** The next `count` POSTs answer HTTP `status` (default 503) and are not processed. */
  failNext(count: number, status?: number): void;
  /** The next `count` POSTs never answer (the caller times out); not processed. */
  hangNext(count: number): void;
  rejectMedicaidId(mci: string): void;
  allowMedicaidId(mci: string): void;
  /** Every POST received on an intake path, refused ones included (count 0 when the body is no array). */
  posts: { kind: IntakeKind; count: number; at: Date }[];
  /** The accepted current record, exactly as sent (key: ClientIdentifier / EmployeeIdentifier / VisitOtherID). */
  current(kind: RecordKind, key: string): Record<string, unknown> | undefined;
  /** Every accepted version, oldest first. */
  history(kind: RecordKind, key: string): Record<string, unknown>[];
  rejections: Rejection[];
  stats(): { accepted: Record<RecordKind, number>; rejected: Record<RecordKind, number> };
};

/** Why a record is rejected; `segment`/`index` name the nested segment at fault, for the echo. */
export type Problem = { code: string; message: string; segment?: string; index?: number };

/** The opaque ErrorCode strings this stand-in answers with (the spec defines none). */
export const ErrorCodes = {
  required: 'FIELD-REQUIRED',
  format: 'FIELD-FORMAT',
  unknownField: 'FIELD-UNKNOWN',
  doNotProvide: 'FIELD-DNP',
  notAnObject: 'RECORD-FORMAT',
  sequence: 'SEQUENCE',
  roster: 'CLIENT-ID',
  clientNotFound: 'CLIENT-NOT-FOUND',
  workerNotFound: 'WORKER-NOT-FOUND',
  missingService: 'MISSING-SERVICE',
  callsRequired: 'CALLS-REQUIRED',
  callsChanged: 'CALLS-CHANGED',
  changesRequired: 'CHANGES-REQUIRED',
  timeOrder: 'TIME-ORDER',
  cancel: 'CANCEL-NOT-ALLOWED',
} as const;

export const Messages = {
  sequence: 'Version number is duplicated or older than current.',
  roster: "Client Medicaid ID not found in the state's eligibility roster.",
  notReady: 'The result for the input UUID is not ready yet. Please try again.',
  received: 'Transaction Received.',
  allAccepted: 'All records updated successfully.',
  someRejected: (n: number) => `[${n}] Records uploaded, please check errors/warnings and try again.`,
} as const;
