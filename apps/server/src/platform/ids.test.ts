import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { clientServiceStaff } from '../db/schema/index.js';
import { buildClientPayload } from '../seed/client-factory.js';
import { buildAuthorizationPayload, buildServicePayload, createService } from '../seed/service-factory.js';
import { buildStaffPayload } from '../seed/staff-factory.js';
import { createInProgressVisit } from '../seed/work-entry-factory.js';
import {
  authorizationFor,
  dayAt,
  minutesAfter,
  SIGNATURE,
  startBody,
  wire,
} from '../modules/work-entries/test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { propertiesOf, typeOf, type OpenApi, type Schema } from '../test/openapi-doc.js';

/** The rows of a raw statement (drizzle's node-postgres result). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/*
 * Issue 24: ids are positive whole numbers (or strings of digits), nothing else. Every operation of
 * the OpenAPI document whose body, query or path has an id (a name ending in Id, _id or id, or
 * `staff`, typed as an integer or a list of them) is sent each malformed id in an otherwise valid
 * request: the answer is 400 naming that field, and the database is unchanged.
 */

/** What z.coerce.number() used to read as 1 (or as a number at all). */
const BAD_JSON_IDS: unknown[] = [
  true,
  false,
  [1],
  [[1]],
  {},
  { id: 1 },
  1.5,
  -1,
  0,
  2_147_483_648,
  '1e0',
  ' 1',
  '+1',
  '1.0',
  '0x1',
  '',
];
/** The same in a query string or path (every value arrives as text; `[1]` as a repeated key). */
const BAD_TEXT_IDS = ['true', '[1]', '{}', '1.5', '-1', '0', '2147483648', '1e0', '%201', '%2B1', '0x1'];

const ID_NAME = /(^id|Id|_id)$/;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isNumeric = (s: Schema | undefined) => typeOf(s) === 'integer' || typeOf(s) === 'number';
/** An id field: a numeric one named like an id, or a list of them (`staff`). */
function idKind(name: string, schema: Schema | undefined): 'one' | 'list' | undefined {
  if (name === 'staff' && typeOf(schema) === 'array') return 'list';
  if ((ID_NAME.test(name) || name === 'staff') && isNumeric(schema)) return 'one';
  return undefined;
}

/** The other parameters an operation with ids in its query requires (a valid query but for the id). */
const QUERY_BASE: Record<string, string> = { 'GET /scheduled-visits': 'from=2030-01-07&to=2030-01-13&' };

let t: TestApp;
let doc: OpenApi;
const tokens = { admin: '', staff: '' };
/** A valid body of each operation with an id in its body, ids pointing at records 1. */
let bodies: Record<string, Record<string, unknown>>;
let authorizationId: number;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await signedInUser(t, { userType: UserType.SuperAdmin });
  const staff = await signedInUser(t, { userType: UserType.Staff, hasRelevantDegree: true });
  tokens.admin = admin.token;
  tokens.staff = staff.token;
  staffId = staff.id;
  const service = await createService(db);
  const { client, cs } = await authorizationFor(t, [staff.id], { serviceId: service.id });
  authorizationId = cs.id;
  // What `true`, [1] or [[1]] read as: the first record of each kind exists and would be hit.
  expect([client.id, cs.id, service.id]).toEqual([1, 1, 1]);
  const visit = await createInProgressVisit(db, { userId: staff.id, clientServiceId: cs.id, start: dayAt(t, 0, 0, 5) });
  const [sc] = rowsOf<{ id: number }>(
    await db.execute(
      sql`INSERT INTO supports_coordinators (first_name, last_name) VALUES ('Sam', 'Cole') RETURNING id`,
    ),
  );
  const start = dayAt(t, -1, 9);
  const timesheet = {
    userId: staff.id,
    clientId: client.id,
    serviceRequestId: cs.id,
    serviceStartTime: wire(start),
    serviceEndTime: wire(minutesAfter(start, 60)),
  };
  const { password: _password, ...staffEdit } = buildStaffPayload({ email: staff.email });
  bodies = {
    'PUT /user/password': { userId: staff.id, password: 'Another#Pass9' },
    'POST /user/password/update': { userId: admin.id, oldPassword: admin.password, newPassword: 'Another#Pass9' },
    'POST /trustbrowser': { email: admin.email, user_id: admin.id },
    'PUT /sc': { firstName: 'Sam', lastName: 'Cole', scId: sc!.id },
    'POST /work_entry': timesheet,
    'PUT /work_entry': { ...timesheet, workEntryId: visit.id },
    'POST /visits/start': startBody(client.id, cs.id),
    'POST /visits/update': { workEntryId: visit.id, notes: 'Notes' },
    'POST /visits/complete': { workEntryId: visit.id, progress: 1, signature: SIGNATURE },
    'POST /visits/abandon': { workEntryId: visit.id },
    'PUT /service': { ...buildServicePayload({ code: 'W1726' }), serviceId: service.id },
    'POST /client_service': buildAuthorizationPayload(client.id, { serviceId: service.id }),
    'PUT /client_service': {
      ...buildAuthorizationPayload(client.id, { serviceId: service.id }),
      serviceRequestId: cs.id,
    },
    'POST /client_service/staff_allocation': { clientId: client.id, serviceRequestId: cs.id, staff: [staff.id] },
    'POST /client': buildClientPayload({ supportCoordinatorId: sc!.id }),
    'PUT /client': { ...buildClientPayload({ supportCoordinatorId: sc!.id }), clientId: client.id },
    'POST /user': buildStaffPayload({ roleGroupId: 1 }),
    'PUT /user': { ...staffEdit, roleGroupId: 1, userId: staff.id },
    'POST /claims/resubmissions': { batchId: 1, claimNumber: 1, action: 'void', reason: 'Billed in error' },
    'POST /schedules': {
      clientServiceId: cs.id,
      staffId: staff.id,
      startDate: '2030-01-07',
      startTime: '09:00',
      durationMinutes: 60,
      weekdays: [1, 3, 5],
    },
    'PATCH /schedules/{id}': { date: '2030-01-07', staffId: staff.id },
    'POST /scheduled-visits/cancel': { scheduleId: 1, date: '2030-01-07', reason: 'staff_sick' },
    'POST /staff/{id}/credentials': { credentialTypeId: 1, issuedOn: '2026-01-05', determination: 'eligible' },
  };
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

/**
 * A fingerprint of every table a request could change (sign-in and audit rows aside: reading the
 * session and auditing refusals are not changes to records).
 */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(sql`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('audit_events', 'sessions', 'rate_limits', 'otp_challenges', 'trusted_browsers',
                               'password_reset_tokens')
      ORDER BY table_name`),
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const result = await t.database.db.execute(
      sql`SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM ${sql.identifier(name)} r`,
    );
    out[name] = rowsOf<{ digest: string }>(result)[0]!.digest;
  }
  return out;
}

type Sent = { operation: string; value: string; status: number; body: string };

async function send(method: string, url: string, payload?: unknown) {
  const go = (as: 'admin' | 'staff') =>
    t.app.inject({
      method: method.toUpperCase() as InjectOptions['method'],
      url,
      headers: { authorization: `Bearer ${tokens[as]}` },
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  const res = await go('admin');
  // Visit calls are the staff's: admins are refused before the input is read.
  return res.statusCode === 403 ? go('staff') : res;
}

describe('ids that are not ids', () => {
  it('are refused with 400 naming the field on every operation, and change nothing', async () => {
    const before = await fingerprint();
    const wrong: Sent[] = [];
    const covered = new Set<string>();
    const check = async (operation: string, field: string, value: string, res: Awaited<ReturnType<typeof send>>) => {
      covered.add(operation);
      let body: { error?: string; field?: string } = {};
      try {
        body = res.json();
      } catch {
        // Not our error body: reported below with its status.
      }
      if (res.statusCode !== 400 || body.error !== 'VALIDATION_ERROR' || body.field !== field) {
        wrong.push({ operation: `${operation} ${field}`, value, status: res.statusCode, body: res.body.slice(0, 100) });
      }
    };

    for (const [path, item] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/v1/'))) {
      for (const method of METHODS.filter((m) => item[m])) {
        const op = item[method]!;
        const operation = `${method.toUpperCase()} ${path.slice('/api/v1'.length)}`;
        const params = op.parameters ?? [];
        const pathIds = params.filter((p) => p.in === 'path' && idKind(p.name, p.schema));
        // The id under test gets `value`; the path's other ids stay valid (1).
        const url = (value = '1', only?: string) =>
          pathIds
            .reduce((u, p) => u.replaceAll(`{${p.name}}`, only === undefined || p.name === only ? value : '1'), path)
            .replace(/\{[^}]+\}/g, 'notes');
        const body = op.requestBody?.content?.['application/json']?.schema;
        const bodyIds = Object.entries(propertiesOf(body)).filter(([name, s]) => idKind(name, s));
        const base = bodyIds.length > 0 ? bodies[operation] : method === 'get' ? undefined : {};
        if (bodyIds.length > 0) expect(base, `a valid body of ${operation}`).toBeDefined();

        for (const p of pathIds) {
          for (const value of BAD_TEXT_IDS)
            await check(operation, p.name, value, await send(method, url(value, p.name), base));
        }
        for (const p of params.filter((q) => q.in === 'query' && idKind(q.name, q.schema))) {
          for (const value of [...BAD_TEXT_IDS, `1&${p.name}=1`]) {
            const query = `${QUERY_BASE[operation] ?? ''}${p.name}=${value}`;
            await check(operation, p.name, value, await send(method, `${url()}?${query}`, base));
          }
        }
        for (const [name, schema] of bodyIds) {
          // 0 and '' mean "none" where an id may be empty (the spec's client form sends 0).
          const single = schema.nullable ? BAD_JSON_IDS.filter((v) => v !== 0 && v !== '') : BAD_JSON_IDS;
          const values = idKind(name, schema) === 'list' ? [...single.map((v) => [v]), true, 1, {}] : single;
          for (const value of values) {
            await check(operation, name, JSON.stringify(value), await send(method, url(), { ...base, [name]: value }));
          }
        }
      }
    }
    if (wrong.length > 0)
      console.warn(wrong.map((w) => `${w.operation} ${w.value} → ${w.status} ${w.body}`).join('\n'));
    expect(wrong).toEqual([]);
    // The operations the issue names, among many others.
    for (const operation of ['POST /visits/update', 'POST /client_service/staff_allocation', 'GET /clientbyId'])
      expect(covered).toContain(operation);
    expect(covered.size).toBeGreaterThan(25);
    expect(await fingerprint()).toEqual(before);
  }, 120_000);
});

describe('ids that are not ids: fuzzed bodies and valid forms', () => {
  it('does not empty authorization 1’s staff list for the fuzzed {"serviceRequestId": true, "staff": []}', async () => {
    const allocated = () =>
      t.database.db
        .select({ userId: clientServiceStaff.userId })
        .from(clientServiceStaff)
        .where(eq(clientServiceStaff.clientServiceId, authorizationId));
    expect(await allocated()).toEqual([{ userId: staffId }]);
    const fuzzed = await send('post', '/api/v1/client_service/staff_allocation', { serviceRequestId: true, staff: [] });
    expect(fuzzed.statusCode).toBe(400);
    expect(fuzzed.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    const withClient = await send('post', '/api/v1/client_service/staff_allocation', {
      clientId: 1,
      serviceRequestId: true,
      staff: [],
    });
    expect(withClient.statusCode).toBe(400);
    expect(withClient.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      field: 'serviceRequestId',
      message: 'Invalid id',
    });
    expect(await allocated()).toEqual([{ userId: staffId }]);
  });

  it('still takes a JSON number or a string of digits', async () => {
    const asText = await send('get', `/api/v1/serviceRequestById?request_id=${authorizationId}`);
    expect(asText.statusCode).toBe(200);
    const asString = await send('post', '/api/v1/client_service/staff_allocation', {
      clientId: '1',
      serviceRequestId: String(authorizationId),
      staff: [String(staffId)],
    });
    expect(asString.statusCode).toBe(200);
  });
});

describe('ids in report filters (read by reports.ts, not a zod schema)', () => {
  it('refuses lists and objects as clientId, staffId or serviceId', async () => {
    const wrong: string[] = [];
    for (const field of ['clientId', 'staffId', 'serviceId']) {
      for (const value of [true, [1], [[1]], { id: 1 }, 1.5, -1, '1e0', ' 1']) {
        const res = await send('post', '/api/v1/reports/notes', { [field]: value });
        if (res.statusCode !== 400 || res.json().field !== field)
          wrong.push(`${field}=${JSON.stringify(value)} → ${res.statusCode}`);
      }
      const query = await send('get', `/api/v1/reports/notes?${field}=1&${field}=1`);
      if (query.statusCode !== 400) wrong.push(`${field} repeated → ${query.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
