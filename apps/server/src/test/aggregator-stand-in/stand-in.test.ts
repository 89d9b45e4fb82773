import { afterEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  clientRecord,
  employeeRecord,
  getStatus,
  intakePath,
  postRecords,
  submit,
  uuidOf,
} from './fixtures.js';
import { startAggregatorStandIn, type AggregatorStandIn, type StandInOptions } from './stand-in.js';

let standIn: AggregatorStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function start(options: StandInOptions = {}): Promise<AggregatorStandIn> {
  await standIn?.close();
  standIn = await startAggregatorStandIn(options);
  return standIn;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notReady = 'The result for the input UUID is not ready yet. Please try again.';
const allAccepted = 'All records updated successfully.';
const json = { 'Content-Type': 'application/json' };
const nothingProcessed = (s: AggregatorStandIn) =>
  expect(s.stats()).toEqual({
    accepted: { client: 0, employee: 0, visit: 0 },
    rejected: { client: 0, employee: 0, visit: 0 },
  });

describe('aggregator stand-in: acknowledgement and status', () => {
  it('acknowledges a good POST, answers "not ready" once, then "All records updated successfully."', async () => {
    const s = await start();
    const ack = await postRecords(s, 'clients', [clientRecord()]);
    const uuid = uuidOf(ack);
    expect(uuid).toMatch(uuidPattern);
    expect(ack.body).toEqual({
      id: uuid,
      status: 'SUCCESS',
      messageSummary: 'Transaction Received.',
      data: { uuid, account: 'HEARTH-ACCOUNT', message: 'Transaction Received.', reason: 'Transaction Received.' },
    });
    const first = await getStatus(s, 'clients', uuid);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: uuid,
      status: 'SUCCESS',
      messageSummary: notReady,
      data: { uuid, message: notReady },
    });
    const second = await getStatus(s, 'clients', uuid);
    expect(second).toEqual({
      status: 200,
      body: { id: uuid, status: 'SUCCESS', messageSummary: allAccepted, data: [] },
    });
    expect(s.current('client', '100000001')).toMatchObject({ ClientFirstName: 'Ann-Marie', SequenceID: 1 });
    expect(s.stats().accepted).toEqual({ client: 1, employee: 0, visit: 0 });
  });

  it('answers "not ready" for as many polls as notReadyPolls asks (0 = at once)', async () => {
    const s = await start({ notReadyPolls: 3 });
    const uuid = uuidOf(await postRecords(s, 'employees', [employeeRecord()]));
    for (let i = 0; i < 3; i += 1) expect((await getStatus(s, 'employees', uuid)).body.messageSummary).toBe(notReady);
    expect((await getStatus(s, 'employees', uuid)).body.messageSummary).toBe(allAccepted);
    const quick = await start({ notReadyPolls: 0 });
    const quickUuid = uuidOf(await postRecords(quick, 'employees', [employeeRecord()]));
    expect((await getStatus(quick, 'employees', quickUuid)).body.messageSummary).toBe(allAccepted);
  });

  it('echoes only the rejected records with ErrorCode/ErrorMessage on the record and null on fine segments', async () => {
    const s = await start();
    const bad = clientRecord('100000002', { ClientTimeZone: 'America/New_York' });
    const result = await submit(s, 'clients', [clientRecord(), bad]);
    expect(result.messageSummary).toBe('[1] Records uploaded, please check errors/warnings and try again.');
    expect(result.data).toHaveLength(1);
    const message = result.data[0]?.ErrorMessage;
    expect(message).toContain('ClientTimeZone');
    expect(result.data[0]).toMatchObject({
      ClientIdentifier: '100000002',
      SequenceID: 1,
      ErrorCode: 'FIELD-FORMAT',
      ProviderIdentification: {
        ProviderQualifier: 'MedicaidID',
        ProviderID: '123456789',
        ErrorCode: null,
        ErrorMessage: null,
      },
      ClientAddress: [{ ClientCity: 'Harrisburg', ErrorCode: null, ErrorMessage: null }],
    });
    expect(s.rejections).toEqual([{ kind: 'client', key: '100000002', sequenceId: 1, code: 'FIELD-FORMAT', message }]);
  });

  it('stamps the faulty segment element with the error', async () => {
    const s = await start({ notReadyPolls: 0 });
    const address = (clientRecord().ClientAddress as object[])[0];
    const second = { ...address, ClientAddressIsPrimary: 'false', ClientZip: '17101' };
    const result = await submit(s, 'clients', [clientRecord('100000001', { ClientAddress: [address, second] })]);
    expect(result.data[0]).toMatchObject({
      ClientAddress: [
        { ErrorCode: null, ErrorMessage: null },
        { ErrorCode: 'FIELD-FORMAT', ErrorMessage: expect.stringContaining('ClientZip') },
      ],
    });
  });
});

describe('aggregator stand-in: status errors', () => {
  it('answers 404 FAILED for an unknown uuid and for a uuid asked on the wrong kind', async () => {
    const s = await start();
    const unknown = await getStatus(s, 'clients', '00000000-0000-4000-8000-000000000000');
    const failed = { id: null, status: 'FAILED', messageSummary: 'The input UUID was not found.', data: null };
    expect(unknown).toEqual({ status: 404, body: failed });
    const uuid = uuidOf(await postRecords(s, 'clients', [clientRecord()]));
    expect(await getStatus(s, 'visits', uuid)).toEqual({ status: 404, body: failed });
    expect((await getStatus(s, 'clients', uuid)).status).toBe(200);
  });
});

describe('aggregator stand-in: batch refusals', () => {
  it.each([
    ['an object', { not: 'an array' }, 'JSON array'],
    ['an empty array', [], 'at least 1'],
    ['5,001 records', Array.from({ length: 5001 }, (_, i) => clientRecord(String(100000000 + i))), 'at most 5000'],
  ])('refuses %s with 400 FAILED and processes nothing', async (_label, body, text) => {
    const s = await start();
    const answer = await postRecords(s, 'clients', body);
    expect(answer).toEqual({
      status: 400,
      body: { id: null, status: 'FAILED', messageSummary: expect.stringContaining(text), data: null },
    });
    nothingProcessed(s);
    expect(s.posts).toHaveLength(1);
  });

  it('accepts a full batch of 5,000 records', async () => {
    const s = await start({ notReadyPolls: 0 });
    const records = Array.from({ length: 5000 }, (_, i) => clientRecord(String(100000000 + i)));
    expect((await submit(s, 'clients', records)).messageSummary).toBe(allAccepted);
    expect(s.stats().accepted.client).toBe(5000);
    expect(s.posts[0]).toMatchObject({ kind: 'clients', count: 5000 });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const s = await start();
    const answer = await postRecords(s, 'clients', '[{"ClientIdentifier": ');
    expect(answer).toMatchObject({ status: 400, body: { status: 'FAILED' } });
    nothingProcessed(s);
  });

  it('answers 404 for a wrong path and 405 for a wrong method', async () => {
    const s = await start();
    const post = (path: string) =>
      fetch(`${s.url}${path}`, { method: 'POST', headers: { ...authHeaders(), ...json }, body: '[]' });
    expect((await post('/interfaces/intake/visit/rest/api/v1.1')).status).toBe(404);
    expect((await post('/interfaces/intake/clients/rest/api/v2')).status).toBe(404);
    expect((await fetch(`${s.url}${intakePath('clients')}`, { headers: authHeaders() })).status).toBe(405);
  });
});

describe('aggregator stand-in: headers', () => {
  it('refuses wrong or missing credentials and Account with 401, processing nothing', async () => {
    const s = await start({ user: 'u', password: 'p', account: 'A1' });
    const good = authHeaders('u', 'p', 'A1');
    const cases: Record<string, string>[] = [
      { ...json, ...authHeaders('u', 'wrong', 'A1') },
      { ...json, ...authHeaders('u', 'p', 'A2') },
      { ...json, Authorization: good.Authorization ?? '' },
      { ...json, Account: 'A1' },
    ];
    for (const headers of cases) expect((await postRecords(s, 'clients', [clientRecord()], headers)).status).toBe(401);
    nothingProcessed(s);
    const lower = { authorization: good.Authorization ?? '', ACCOUNT: 'A1', 'content-type': 'application/json' };
    const ack = await postRecords(s, 'clients', [clientRecord()], lower);
    expect(ack.body).toMatchObject({ status: 'SUCCESS', data: { account: 'A1' } });
    expect((await getStatus(s, 'clients', uuidOf(ack), authHeaders('u', 'x', 'A1'))).status).toBe(401);
    expect((await getStatus(s, 'clients', uuidOf(ack), good)).status).toBe(200);
  });

  it('requires Content-Type application/json (415), charset allowed', async () => {
    const s = await start();
    const text = await postRecords(s, 'clients', [clientRecord()], { ...authHeaders(), 'Content-Type': 'text/plain' });
    expect(text).toMatchObject({ status: 415, body: { status: 'FAILED' } });
    nothingProcessed(s);
    const charset = { ...authHeaders(), 'Content-Type': 'application/json; charset=utf-8' };
    expect((await postRecords(s, 'clients', [clientRecord()], charset)).status).toBe(200);
  });
});

describe('aggregator stand-in: faults and order', () => {
  it('failNext answers the next POSTs with the given status without processing them', async () => {
    const s = await start({ notReadyPolls: 0 });
    s.failNext(2);
    expect(await postRecords(s, 'clients', [clientRecord()])).toMatchObject({
      status: 503,
      body: { status: 'FAILED' },
    });
    expect((await postRecords(s, 'clients', [clientRecord()])).status).toBe(503);
    s.failNext(1, 500);
    expect((await postRecords(s, 'clients', [clientRecord()])).status).toBe(500);
    expect(s.current('client', '100000001')).toBeUndefined();
    expect((await submit(s, 'clients', [clientRecord()])).messageSummary).toBe(allAccepted);
    expect(s.posts.map((p) => p.count)).toEqual([1, 1, 1, 1]);
    expect(s.posts[0]?.at).toBeInstanceOf(Date);
  });

  it('hangNext leaves the next POSTs unanswered and unprocessed', async () => {
    const s = await start({ notReadyPolls: 0 });
    s.hangNext(1);
    const hung = fetch(`${s.url}${intakePath('clients')}`, {
      method: 'POST',
      headers: { ...authHeaders(), ...json },
      body: JSON.stringify([clientRecord()]),
      signal: AbortSignal.timeout(200),
    });
    await expect(hung).rejects.toThrow();
    expect(s.current('client', '100000001')).toBeUndefined();
    expect(s.posts).toHaveLength(1);
    expect((await submit(s, 'clients', [clientRecord()])).messageSummary).toBe(allAccepted);
  });

  it('processes records in array order and POSTs in the order received; a rejection stops nothing', async () => {
    const s = await start({ notReadyPolls: 0 });
    const result = await submit(s, 'clients', [
      clientRecord('100000001', { SequenceID: 2 }),
      clientRecord('100000001', { SequenceID: 1, ClientFirstName: 'Older' }),
      clientRecord('100000002'),
    ]);
    expect(result.messageSummary).toBe('[1] Records uploaded, please check errors/warnings and try again.');
    const version = 'Version number is duplicated or older than current.';
    expect(result.data[0]).toMatchObject({ SequenceID: 1, ErrorCode: 'SEQUENCE', ErrorMessage: version });
    expect(s.current('client', '100000002')).toBeDefined();
    await submit(s, 'clients', [clientRecord('100000001', { SequenceID: 3, ClientFirstName: 'Third' })]);
    expect(s.history('client', '100000001').map((r) => r.SequenceID)).toEqual([2, 3]);
    expect(s.current('client', '100000001')?.ClientFirstName).toBe('Third');
  });
});
