import { Status, type ScOut } from '@hearth/shared';
import type { MockRoute } from '../../test/fetch-mock';

export function buildScOut(overrides: Partial<ScOut> = {}): ScOut {
  return {
    scId: 31,
    firstName: 'Maria',
    middleName: null,
    lastName: 'Lopez',
    salutation: null,
    suffix: null,
    dob: null,
    email: null,
    phone: null,
    mobile: '2155550111',
    company: 'Keystone Supports',
    entity: null,
    title: null,
    billingStreet: null,
    billingCity: 'Media',
    billingState: 'PA',
    billingZIP: null,
    billingCountry: 'USA',
    status: Status.Active,
    isAuthorized: true,
    version: 2,
    createdAt: '2024-01-01T10:00:00.000Z',
    updatedAt: '2024-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /scById answering from `records` by sc_id; unknown ids answer 404 like the server. */
export function scByIdRoute(records: ScOut[]): MockRoute {
  return (call) => {
    const record = records.find((r) => r.scId === Number(call.query.get('sc_id')));
    return record
      ? { body: { data: record } }
      : { status: 404, body: { code: 404, error: 'NOT_FOUND', message: 'Supports coordinator not found' } };
  };
}
