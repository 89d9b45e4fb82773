import { integer, isObject, type Json } from './fields.js';
import { checkClient, checkEmployee, segmentNames } from './rules.js';
import { ErrorCodes, Messages, type Problem, type Rejection, type RecordKind } from './types.js';
import { callsOf, changesOf, checkVisit, checkVisitTimes, isAdjusted } from './visit-rules.js';

/** Per unique record: the highest SequenceID processed (accepted or not), accepted versions, frozen calls. */
type Entry = { highest: number; history: Json[]; calls?: Json[] };

const keyField: Record<RecordKind, string> = {
  client: 'ClientIdentifier',
  employee: 'EmployeeIdentifier',
  visit: 'VisitOtherID',
};

const isSequenceId = (value: unknown): value is number => integer(16)(value, 'SequenceID') === undefined;
const zero = (): Record<RecordKind, number> => ({ client: 0, employee: 0, visit: 0 });

/**
 * The aggregator's memory: every record is processed in the order received (§1.3 queueing), one
 * at a time, so every earlier record counts as "already processed" for the sequence rules (§4.1).
 */
export class Registry {
  readonly rejections: Rejection[] = [];
  readonly unknownMedicaidIds: Set<string>;
  private readonly entries: Record<RecordKind, Map<string, Entry>> = {
    client: new Map(),
    employee: new Map(),
    visit: new Map(),
  };
  private readonly accepted = zero();
  private readonly rejected = zero();

  constructor(
    private readonly catalog: ReadonlySet<string> | undefined,
    unknownMedicaidIds: Iterable<string>,
  ) {
    this.unknownMedicaidIds = new Set(unknownMedicaidIds);
  }

  /** Processes one transaction in array order and returns its rejected records, echoed with their errors. */
  processBatch(kind: RecordKind, records: unknown[]): Json[] {
    const echoes: Json[] = [];
    for (const record of records) {
      const echoed = this.processRecord(kind, record);
      if (echoed) echoes.push(echoed);
    }
    return echoes;
  }

  /** Copies, so a test cannot change what the aggregator holds. */
  history(kind: RecordKind, key: string): Json[] {
    return structuredClone(this.entries[kind].get(key)?.history ?? []);
  }

  current(kind: RecordKind, key: string): Json | undefined {
    const latest = this.entries[kind].get(key)?.history.at(-1);
    return latest && structuredClone(latest);
  }

  private isAccepted(kind: RecordKind, key: unknown): boolean {
    return typeof key === 'string' && (this.entries[kind].get(key)?.history.length ?? 0) > 0;
  }

  stats(): { accepted: Record<RecordKind, number>; rejected: Record<RecordKind, number> } {
    return { accepted: { ...this.accepted }, rejected: { ...this.rejected } };
  }

  private processRecord(kind: RecordKind, record: unknown): Json | undefined {
    if (!isObject(record)) {
      const problem = { code: ErrorCodes.notAnObject, message: 'Each record must be a JSON object.' };
      return this.reject(kind, { Record: record }, problem);
    }
    const key = record[keyField[kind]];
    const sequenceId = record.SequenceID;
    let problem = this.checkAlone(kind, record);
    if (typeof key !== 'string' || key === '' || !isSequenceId(sequenceId)) {
      // Unreachable once checkAlone passed: the key and SequenceID are required fields.
      return this.reject(kind, record, problem ?? { code: ErrorCodes.required, message: 'No key or SequenceID.' });
    }
    const entry = this.entryOf(kind, key);
    // A rejected record's number is spent too: resending it is a duplicate (§2).
    if (!problem && sequenceId <= entry.highest) problem = { code: ErrorCodes.sequence, message: Messages.sequence };
    entry.highest = Math.max(entry.highest, sequenceId);
    problem ??= this.checkAgainstState(kind, record, entry);
    if (problem) return this.reject(kind, record, problem);
    entry.history.push(record);
    if (kind === 'visit' && !entry.calls && callsOf(record).length > 0) entry.calls = callsOf(record);
    this.accepted[kind] += 1;
    return undefined;
  }

  private checkAlone(kind: RecordKind, record: Json): Problem | undefined {
    if (kind === 'client') return checkClient(record);
    if (kind === 'employee') return checkEmployee(record);
    return checkVisit(record, this.catalog);
  }

  private checkAgainstState(kind: RecordKind, record: Json, entry: Entry): Problem | undefined {
    if (kind === 'client' && this.unknownMedicaidIds.has(record.ClientMedicaidID as string)) {
      return { code: ErrorCodes.roster, message: Messages.roster };
    }
    if (kind !== 'visit') return undefined;
    return checkVisitState(record, entry, {
      client: this.isAccepted('client', record.ClientIdentifier),
      worker: this.isAccepted('employee', record.EmployeeIdentifier),
    });
  }

  private entryOf(kind: RecordKind, key: string): Entry {
    let entry = this.entries[kind].get(key);
    if (!entry) {
      entry = { highest: -1, history: [] };
      this.entries[kind].set(key, entry);
    }
    return entry;
  }

  private reject(kind: RecordKind, record: Json, problem: Problem): Json {
    const key = record[keyField[kind]];
    this.rejections.push({
      kind,
      key: typeof key === 'string' ? key : '',
      sequenceId: record.SequenceID,
      code: problem.code,
      message: problem.message,
    });
    this.rejected[kind] += 1;
    return echo(record, problem);
  }
}

/** The rules that depend on what was accepted before: references, calls frozen, updates audited, cancel, times. */
function checkVisitState(record: Json, entry: Entry, known: { client: boolean; worker: boolean }): Problem | undefined {
  if (!known.client) {
    const message = `Client not found: no accepted client ${String(record.ClientIdentifier)}.`;
    return { code: ErrorCodes.clientNotFound, message };
  }
  if (!known.worker) {
    const message = `Worker not found: no accepted employee ${String(record.EmployeeIdentifier)}.`;
    return { code: ErrorCodes.workerNotFound, message };
  }
  const updating = entry.history.length > 0;
  const calls = callsOf(record);
  const hasChanges = changesOf(record).length > 0;
  if (updating && !hasChanges) {
    const message = 'VisitChanges is required on every update of a visit already accepted.';
    return { code: ErrorCodes.changesRequired, message };
  }
  if (entry.calls && calls.length > 0 && !sameCalls(calls, entry.calls)) {
    const message = 'Calls cannot be changed; send AdjInDateTime/AdjOutDateTime with VisitChanges.';
    return { code: ErrorCodes.callsChanged, message, segment: 'Calls' };
  }
  const assignments = new Set(calls.map((c) => c.CallAssignment));
  if (!updating && !hasChanges && !(assignments.has('Time In') && assignments.has('Time Out'))) {
    const message =
      'The first send of a visit must carry Time In and Time Out calls; a visit without them is manually entered and needs VisitChanges.';
    return { code: ErrorCodes.callsRequired, message };
  }
  const effectiveCalls = calls.length > 0 ? calls : (entry.calls ?? []);
  if (record.VisitCancelledIndicator === 'true') {
    const problem = checkCancel(updating, effectiveCalls.length > 0 || isAdjusted(record));
    if (problem) return problem;
  }
  return checkVisitTimes(record, effectiveCalls);
}

/** §6.6: cancel only a previously accepted future schedule, with no calls and no adjusted times. */
function checkCancel(updating: boolean, hasTimes: boolean): Problem | undefined {
  if (!updating) {
    return { code: ErrorCodes.cancel, message: 'Only a previously accepted visit (a schedule) can be cancelled.' };
  }
  if (hasTimes) {
    const message = 'A visit with calls or adjusted times cannot be cancelled; send BillVisit "false" instead.';
    return { code: ErrorCodes.cancel, message };
  }
  return undefined;
}

/** Calls match when the same set is repeated exactly (order of calls and of keys aside; null = absent). */
function sameCalls(a: Json[], b: Json[]): boolean {
  const canonical = (calls: Json[]) =>
    calls
      .map((c) =>
        JSON.stringify(
          Object.keys(c)
            .filter((k) => c[k] != null)
            .sort()
            .map((k) => [k, c[k]]),
        ),
      )
      .sort()
      .join('\n');
  return canonical(a) === canonical(b);
}

/** The rejected record as sent, plus ErrorCode/ErrorMessage on the record and on each segment (null when fine). */
function echo(record: Json, problem: Problem): Json {
  const copy = structuredClone(record);
  for (const name of segmentNames) {
    const value = copy[name];
    const at = (index?: number) => problem.segment === name && (problem.index === undefined || problem.index === index);
    const stamp = (element: unknown, index?: number) =>
      isObject(element)
        ? { ...element, ErrorCode: at(index) ? problem.code : null, ErrorMessage: at(index) ? problem.message : null }
        : element;
    if (Array.isArray(value)) copy[name] = value.map((element, index) => stamp(element, index));
    else if (isObject(value)) copy[name] = stamp(value);
  }
  return { ...copy, ErrorCode: problem.code, ErrorMessage: problem.message };
}
