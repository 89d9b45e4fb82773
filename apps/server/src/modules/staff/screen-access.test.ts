// The screens decide what to show from one table (packages/shared permissions.ts): this calls the
// routes behind each capability as every user type and checks the server refuses exactly the types
// the table leaves out, so a screen never offers what the server then refuses, nor hides what it allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS,
  ALL_USER_TYPES,
  type Capability,
  mayEditUser,
  mayOpenUser,
  type UserEditor,
  UserType,
} from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

type Route = [method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>];

/** Routes behind each capability, called with an unknown id or an empty body: allowed types get 400 or 404. */
const ROUTES: Record<Capability, Route[]> = {
  manageClients: [
    ['GET', '/client'],
    ['POST', '/client', {}],
    ['PUT', '/client', {}],
  ],
  readClient: [['GET', '/clientbyId?client_id=999999']],
  readServices: [
    ['GET', '/service'],
    ['GET', '/servicebyId?service_id=999999'],
  ],
  manageServices: [
    ['POST', '/service', {}],
    ['PUT', '/service', {}],
    ['POST', '/services/import', {}],
  ],
  manageAuthorizations: [
    ['POST', '/client_service', {}],
    ['PUT', '/client_service', {}],
    ['POST', '/client_service/staff_allocation', {}],
  ],
  manageUsers: [
    ['GET', '/user'],
    ['POST', '/user', {}],
    ['PUT', '/user', {}],
    ['GET', '/userById?user_id=999999'],
    ['PUT', '/user/password', { userId: 999999, password: 'Another#Pass1' }],
    ['GET', '/role/group'],
  ],
  manageCoordinators: [
    ['GET', '/sc'],
    ['POST', '/sc', {}],
    ['PUT', '/sc', {}],
    ['GET', '/scById?sc_id=999999'],
  ],
  manageWorkEntries: [
    ['POST', '/work_entry', {}],
    ['PUT', '/work_entry', {}],
  ],
  clockVisits: [
    ['POST', '/visits/start', {}],
    ['POST', '/visits/update', {}],
    ['POST', '/visits/complete', {}],
  ],
  agencyFigures: [
    ['GET', '/overview'],
    ['GET', '/evv/exceptions'],
    ['GET', '/claims/batches'],
    ['POST', '/reports/export/notes', {}],
  ],
  ownSummaries: [['GET', '/reports/service_summary']],
  aggregator: [
    ['GET', '/aggregator/summary'],
    ['GET', '/aggregator/records'],
    ['GET', '/aggregator/records/visit/999999'],
    ['POST', '/aggregator/sync', {}],
  ],
  ownerOnly: [
    ['GET', '/settings'],
    ['GET', '/aggregator/settings'],
    ['PUT', '/aggregator/settings', {}],
    ['PUT', '/aggregator/services/999999', {}],
    ['POST', '/claims/batches/999999/void', {}],
  ],
};

let t: TestApp;
const tokens = new Map<number, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const userType of ALL_USER_TYPES) tokens.set(userType, (await signedInUser(t, { userType })).token);
});
afterAll(() => t.close());

describe('each capability of the shared table is what the server allows', () => {
  for (const capability of Object.keys(ROUTES) as Capability[]) {
    it(capability, async () => {
      const outcomes: string[] = [];
      for (const userType of ALL_USER_TYPES) {
        for (const [method, url, body] of ROUTES[capability]) {
          const res = await call(t.app, method, `/api/v1${url}`, { token: tokens.get(userType)!, body });
          const refused = res.status === 403;
          const allowed = (ACCESS[capability] as readonly number[]).includes(userType);
          if (refused === allowed) outcomes.push(`type ${userType} ${method} ${url}: ${res.status}`);
        }
      }
      expect(outcomes, 'calls whose answer disagrees with the table').toEqual([]);
    });
  }
});

describe('the user record rules the Staff screens show', () => {
  // The server's own rule (policies/user-editing.ts) is built from these functions; its tests go through HTTP.
  it('a Super Admin record only for a Super Admin; an Admin record only for role groups 1 and 2', () => {
    const superAdmin = { userType: UserType.SuperAdmin, roleGroupId: 1 };
    const owner = { userType: UserType.Admin, roleGroupId: 1 };
    const office = { userType: UserType.Admin, roleGroupId: 3 };
    const staff = { userType: UserType.Staff, roleGroupId: null };
    const targets = [UserType.SuperAdmin, UserType.Admin, UserType.Staff].map((userType) => ({ userType }));
    const row = (editor: UserEditor) => targets.map((target) => mayEditUser(editor, target));
    expect(row(superAdmin)).toEqual([true, true, true]);
    expect(row(owner)).toEqual([false, true, true]);
    expect(row(office)).toEqual([false, false, true]);
    expect(row(staff)).toEqual([false, false, false]);
    expect(mayOpenUser(office, { userType: UserType.Admin })).toBe(true);
    expect(mayOpenUser(office, { userType: UserType.SuperAdmin })).toBe(false);
  });
});
