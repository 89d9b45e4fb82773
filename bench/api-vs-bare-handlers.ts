// The bare server's whole request logic for bench/api-vs-bare.ts, free of Hearth's code (so the
// bare process loads nothing but Fastify and pg): read the query string, bind the values, run
// Hearth's own SQL text (captured from Hearth's services by api-vs-bare-sql.ts and handed over at
// start), shape the same JSON. No session check, no validation library, no audit row: the gap to
// Hearth is the cost of Hearth's whole request path.

/** The three calls compared, as the web app makes them. */
export const BENCH_REQUESTS = [
  { key: 'clients', label: 'Clients list', path: '/api/v1/client?offset=0&limit=10&filter=recent&status=0' },
  {
    key: 'search',
    label: "Clients, name search 'smi'",
    path: '/api/v1/client?offset=0&limit=10&filter=recent&status=0&name=smi',
  },
  { key: 'entries', label: 'Work entries, last 7 days', path: '/api/v1/work_entry?offset=0&limit=10&type=com&date=1' },
] as const;

export type BenchKey = (typeof BENCH_REQUESTS)[number]['key'];
export type Statement = { text: string; values: unknown[] };
/** Hearth's page and count statements for each call. */
export type BenchSql = Record<BenchKey, { page: string; count: string }>;
export type Plan = { key: BenchKey; page: Statement; count: Statement };
type Query = Record<string, string | undefined>;

/** Thrown for a query the bare server does not serve (it knows the benchmark's three shapes only). */
export class Unsupported extends Error {}

const WORK_ENTRY_COMPLETED = 8;

function pageSize(q: Query): number {
  const limit = Number(q.limit ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new Unsupported('limit must be 1-200');
  if ((q.offset ?? '0') !== '0') throw new Unsupported('only the first page');
  return limit;
}

/** The statements the bare server runs for GET /api/v1/client (recent first, any status). */
export function planClients(sql: BenchSql, q: Query): Plan {
  const limit = pageSize(q);
  if ((q.filter ?? 'recent') !== 'recent' || (q.status ?? '0') !== '0') throw new Unsupported('recent, status 0 only');
  const name = (q.name ?? '').trim();
  if (!name)
    return {
      key: 'clients',
      page: { text: sql.clients.page, values: [limit] },
      count: { text: sql.clients.count, values: [] },
    };
  if (/[\s,]/.test(name)) throw new Unsupported('a one-word search only');
  return {
    key: 'search',
    page: { text: sql.search.page, values: [name, limit] },
    count: { text: sql.search.count, values: [name] },
  };
}

/** The statements for GET /api/v1/work_entry: completed entries created in the last 7 days. */
export function planEntries(sql: BenchSql, q: Query, timeZone: string, now: Date): Plan {
  const limit = pageSize(q);
  if ((q.type ?? 'com') !== 'com' || (q.date ?? '1') !== '1') throw new Unsupported('type=com, date=1 only');
  if (q.name || q.from || q.to || q.staff || q.service || q.user_id || q.sort) throw new Unsupported('no filters');
  const today = dayIn(now, timeZone);
  const from = startOfDay(shiftDay(today, -7), timeZone).toISOString();
  const to = startOfDay(shiftDay(today, 1), timeZone).toISOString();
  const range = [WORK_ENTRY_COMPLETED, from, to];
  return {
    key: 'entries',
    page: { text: sql.entries.page, values: [...range, limit] },
    count: { text: sql.entries.count, values: range },
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** A cached formatter (building one costs far more than formatting). */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${options.timeZone}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
const dayIn = (instant: Date, timeZone: string) =>
  format('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Midnight of `day` in `timeZone` (zones move their clocks at night, never at midnight here). */
function startOfDay(day: string, timeZone: string): Date {
  const clock = format('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const wall = Date.parse(`${day}T00:00:00Z`);
  let at = wall;
  for (let i = 0; i < 2; i++) {
    const parts = clock.formatToParts(at);
    const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    at += wall - Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  }
  return new Date(at);
}

/** Positions of the select list's columns by their quoted names without quotes ("staff.first_name"). */
export function columnsOf(text: string): Map<string, number> {
  const list = /^select (.*?) from "/s.exec(text)?.[1];
  if (!list) throw new Error(`not a select: ${text.slice(0, 80)}`);
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      items.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(list.slice(start).trim());
  return new Map(items.map((item, i) => [item.replaceAll('"', ''), i]));
}

/** A row reader by column name; throws at once when Hearth's SQL no longer selects a column the JSON needs. */
export function rowReader(text: string, needed: readonly string[]) {
  const columns = columnsOf(text);
  const at = Object.fromEntries(
    needed.map((name) => {
      const i = columns.get(name);
      if (i === undefined) throw new Error(`Hearth's SQL no longer selects ${name}: ${text.slice(0, 120)}…`);
      return [name, i];
    }),
  );
  return (row: unknown[]) => (name: string) => row[at[name]!];
}

const CLIENT_COLUMNS = ['id', 'first_name', 'middle_name', 'last_name', 'billing_city', 'phone', 'status'] as const;

export function clientsJson(text: string) {
  const read = rowReader(text, CLIENT_COLUMNS);
  return (rows: unknown[][], total: number) => ({
    data: rows.map((row) => {
      const v = read(row);
      const middle = v('middle_name') as string | null;
      return {
        clientId: v('id'),
        name: `${v('last_name') as string}, ${v('first_name') as string}${middle ? ` ${middle}` : ''}`,
        billingCity: v('billing_city'),
        phone: v('phone'),
        status: v('status'),
      };
    }),
    recordCount: total,
  });
}

const W = (c: string) => `work_entries.${c}`;
const ENTRY_COLUMNS = [
  ...['id', 'entry_name', 'user_id', 'client_id', 'client_service_id', 'start_time', 'end_time'].map(W),
  ...['start_latitude', 'start_longitude', 'end_latitude', 'end_longitude', 'start_location_missing'].map(W),
  ...['end_location_missing', 'notes', 'progress', 'staff_verification', 'third_party_verification'].map(W),
  ...['admin_verification', 'time_zone', 'elapsed_hours', 'units_used', 'gross_cents', 'net_cents'].map(W),
  ...['status', 'record_history', 'version', 'created_at', 'created_by_id', 'updated_at', 'updated_by_id'].map(W),
  ...['claim_batch_id', 'claim_correctable', 'typed_signature', 'no_signature_reason', 'no_signature_text'].map(W),
  W('recorded_offline'),
  ...['start_device_time', 'start_received_at', 'end_device_time', 'end_received_at'].map(W),
  '(work_entries.signature IS NOT NULL)',
  ...['staff', 'clients', 'creator', 'updater'].flatMap((t) => [
    `${t}.first_name`,
    `${t}.middle_name`,
    `${t}.last_name`,
  ]),
  ...['service_name', 'service_code', 'unit_length', 'unit_rate'].map((c) => `client_services.${c}`),
];

const wire = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
/** 'Last, First Middle' (Hearth's listName), null for a missing person. */
const lastFirst = (last: unknown, first: unknown, middle: unknown) =>
  last ? `${last as string}, ${(first as string | null) ?? ''}${middle ? ` ${middle as string}` : ''}` : null;
const utcOrNull = (d: unknown) => (d ? wire(d as Date) : null);

export function entriesJson(text: string) {
  const read = rowReader(text, ENTRY_COLUMNS);
  return (rows: unknown[][], total: number) => ({
    data: rows.map((row) => {
      const v = read(row);
      const w = (c: string) => v(W(c));
      const completed = w('status') === WORK_ENTRY_COMPLETED;
      const billed = (x: unknown) => (completed ? x : null);
      const start = wire(w('start_time') as Date);
      const end = w('end_time') ? wire(w('end_time') as Date) : null;
      const cents = (x: unknown) => billed(x === null ? null : (x as number) / 100);
      return {
        workEntryId: w('id'),
        entryId: w('id'),
        entryName: w('entry_name'),
        userId: w('user_id'),
        userName: lastFirst(v('staff.last_name'), v('staff.first_name'), v('staff.middle_name')) ?? '',
        clientId: w('client_id'),
        clientName: lastFirst(v('clients.last_name'), v('clients.first_name'), v('clients.middle_name')) ?? '',
        serviceRequestId: w('client_service_id'),
        serviceName: v('client_services.service_name'),
        serviceCode: v('client_services.service_code'),
        serviceUnitLength: v('client_services.unit_length'),
        serviceUnitRate: v('client_services.unit_rate'),
        serviceStartTime: start,
        serviceEndTime: end,
        startTime: start,
        endTime: end,
        serviceStartLongitude: w('start_longitude'),
        serviceStartLatitude: w('start_latitude'),
        serviceEndLongitude: w('end_longitude'),
        serviceEndLatitude: w('end_latitude'),
        startLocationMissing: w('start_location_missing'),
        endLocationMissing: w('end_location_missing'),
        notes: w('notes'),
        signature: null,
        hasSignature: v('(work_entries.signature IS NOT NULL)'),
        progress: w('progress'),
        staffVerification: w('staff_verification'),
        thirdPartyVerification: w('third_party_verification'),
        adminVerification: w('admin_verification'),
        timeZone: w('time_zone'),
        serviceElapsedTime: billed(w('elapsed_hours')),
        elapsedTime: billed(w('elapsed_hours')),
        unitsUsed: billed(w('units_used')),
        grossAmount: cents(w('gross_cents')),
        netAmount: cents(w('net_cents')),
        status: w('status'),
        created_on: (w('created_at') as Date).toISOString(),
        createdBy: lastFirst(v('creator.last_name'), v('creator.first_name'), v('creator.middle_name')),
        createdById: w('created_by_id'),
        // Hearth's enteredBy: the staff member clocked it, an admin entered it, or nobody is recorded.
        enteredBy: w('created_by_id') === null ? 'unknown' : w('created_by_id') === w('user_id') ? 'staff' : 'admin',
        updated_on: (w('updated_at') as Date).toISOString(),
        updatedBy: lastFirst(v('updater.last_name'), v('updater.first_name'), v('updater.middle_name')),
        updatedById: w('updated_by_id'),
        recordHistory: w('record_history'),
        recordedOn: (w('updated_at') as Date).toISOString(),
        version: w('version'),
        claimBatchId: w('claim_batch_id'),
        claimCorrectable: w('claim_correctable'),
        typedSignature: w('typed_signature'),
        noSignatureReason: w('no_signature_reason'),
        noSignatureText: w('no_signature_text'),
        recordedOffline: w('recorded_offline'),
        startDeviceTime: utcOrNull(w('start_device_time')),
        startReceivedAt: utcOrNull(w('start_received_at')),
        endDeviceTime: utcOrNull(w('end_device_time')),
        endReceivedAt: utcOrNull(w('end_received_at')),
      };
    }),
    recordCount: total,
  });
}
