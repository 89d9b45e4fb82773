import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { buildClientPayload } from '../seed/client-factory.js';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { authorizationFor, staffMember, startBody } from '../modules/work-entries/test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const NUL = 'Ad\u0000a';
const LONE_SURROGATE = 'Ad\uD800a';
const refused = (field: string) => ({ code: 400, error: 'VALIDATION_ERROR', message: Msg.unstorableText, field });

describe('text PostgreSQL cannot store', () => {
  it('is refused in a list search with 400 naming the parameter', async () => {
    for (const url of ['/api/v1/client?name=Ad%00a', '/api/v1/user?name=%00', '/api/v1/sc?name=a%00b']) {
      const res = await call(t.app, 'GET', url, { token: admin });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual(refused('name'));
    }
  });

  it('is refused in a client name, nested file names and the other fields of a create', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: NUL }, 'firstName'],
      [{ lastName: LONE_SURROGATE }, 'lastName'],
      [{ memo: `notes ${NUL}` }, 'memo'],
      [{ billingStreet: '\uDC00 Main St' }, 'billingStreet'],
      [{ files: [{ name: NUL, documentKey: 'k', fileType: 'pdf', url: 'k' }] }, 'files.0.name'],
    ];
    for (const [patch, field] of cases) {
      const res = await call(t.app, 'POST', '/api/v1/client', { token: admin, body: buildClientPayload(patch) });
      expect(res.status, field).toBe(400);
      expect(res.body).toEqual(refused(field));
    }
    // A well-formed pair of surrogates (an emoji) is a real character and is kept.
    const ok = await call(t.app, 'POST', '/api/v1/client', {
      token: admin,
      body: buildClientPayload({ memo: 'Likes music \uD83C\uDFB5' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.memo).toBe('Likes music 🎵');
  });

  it('is refused in visit notes', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const started = await call(t.app, 'POST', '/api/v1/visits/start', {
      token: staff.token,
      body: startBody(client.id, cs.id),
    });
    expect(started.status).toBe(200);
    const workEntryId = started.body.data.workEntryId as number;
    for (const notes of [`Arrived${NUL}`, `Arrived ${LONE_SURROGATE}`]) {
      const res = await call(t.app, 'POST', '/api/v1/visits/update', {
        token: staff.token,
        body: { workEntryId, notes },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused('notes'));
    }
    const saved = await call(t.app, 'POST', '/api/v1/visits/update', {
      token: staff.token,
      body: { workEntryId, notes: 'Arrived' },
    });
    expect(saved.body.data.notes).toBe('Arrived');
  });
});

describe('text PostgreSQL cannot store: reports, paths, sign-in and XML', () => {
  it('is refused by the routes that parse their own filters (reports), in the query and the body', async () => {
    const query = await call(t.app, 'GET', '/api/v1/reports/notes?fromDate=01%2F01%2F2026%00', { token: admin });
    expect(query.status).toBe(400);
    expect(query.body).toEqual(refused('fromDate'));
    const body = await call(t.app, 'POST', '/api/v1/reports/notes', { token: admin, body: { timeZone: NUL } });
    expect(body.status).toBe(400);
    expect(body.body).toEqual(refused('timeZone'));
  });

  it('is refused in a path parameter and in sign-in, before any query', async () => {
    const path = await call(t.app, 'GET', '/api/v1/reports/a%00b', { token: admin });
    expect(path.body).toEqual(refused('reportType'));
    const login = await call(t.app, 'POST', '/api/v1/user/login', {
      body: { email: `ada${NUL}@example.org`, password: 'Secret#123' },
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(refused('email'));
  });

  it('is refused for characters XML cannot hold (exports are XML); tab, line feed and carriage return are kept', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Ad\uFFFEa' }, 'firstName'],
      [{ lastName: 'Lee\uFFFF' }, 'lastName'],
      [{ memo: 'pasted\u000Bfrom Word' }, 'memo'],
      [{ billingCity: 'Harris\u0001burg' }, 'billingCity'],
      [{ files: [{ name: 'a\u001F.pdf', documentKey: 'k', fileType: 'pdf', url: 'k' }] }, 'files.0.name'],
    ];
    for (const [patch, field] of cases) {
      const res = await call(t.app, 'POST', '/api/v1/client', { token: admin, body: buildClientPayload(patch) });
      expect(res.status, field).toBe(400);
      expect(res.body).toEqual(refused(field));
    }
    const query = await call(t.app, 'GET', '/api/v1/client?name=Ad%EF%BF%BEa', { token: admin });
    expect(query.body).toEqual(refused('name'));
    const ok = await call(t.app, 'POST', '/api/v1/client', {
      token: admin,
      body: buildClientPayload({ memo: 'Line one\r\nLine two\tindented' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.memo).toBe('Line one\r\nLine two\tindented');
  });
});
