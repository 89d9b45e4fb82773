import { Status, UserType, type StaffOut } from '@hearth/shared';
import type { MockRoute } from '../../test/fetch-mock';

/** A staff record as GET /userById answers (SSN masked unless a test says otherwise). */
export function buildStaffOut(overrides: Partial<StaffOut> = {}): StaffOut {
  return {
    userId: 21,
    firstName: 'Sam',
    middleName: null,
    lastName: 'Rivera',
    email: 'sam.rivera@example.org',
    userType: UserType.Staff,
    reportTo: 0,
    salutation: null,
    suffix: null,
    dob: '1990-04-12',
    hireDate: '2022-01-03',
    title: 'Direct Support Professional',
    ssn_tin: '***-**-6789',
    phone: null,
    mobile: '2155550100',
    memo: null,
    hasRelevantDegree: false,
    outOfStateBeforeHire: false,
    credentials: null,
    percentagePaid: 60,
    billingStreet: '12 Market St',
    billingCity: 'Philadelphia',
    billingState: 'Pennsylvania',
    billingZIP: '19106',
    billingCountry: 'USA',
    orgAuthentication: true,
    isAuthorized: false,
    status: Status.Active,
    roleGroupId: 4,
    passwordResetRequired: true,
    files: [],
    version: 3,
    createdAt: '2024-01-01T10:00:00.000Z',
    updatedAt: '2024-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in admin's own record (id 7, as signIn() stores) in a given role group. */
export const buildMe = (roleGroupId: number | null) =>
  buildStaffOut({ userId: 7, firstName: 'Jane', lastName: 'Doe', userType: UserType.Admin, roleGroupId });

export const roleGroupsRoute: MockRoute = {
  body: {
    data: [
      { roleGroupId: 1, name: 'Owners', canCreateAdmins: true },
      { roleGroupId: 2, name: 'Administrators', canCreateAdmins: true },
      { roleGroupId: 3, name: 'Office staff', canCreateAdmins: false },
      { roleGroupId: 4, name: 'Field staff', canCreateAdmins: false },
    ],
    recordCount: 4,
  },
};

/**
 * GET /userById answering from `records` by user_id; `reveal=ssn` returns `revealedSsn` instead
 * of the mask. Unknown ids answer 404 like the server.
 */
export function userByIdRoute(records: StaffOut[], revealedSsn = '123-45-6789'): MockRoute {
  return (call) => {
    const record = records.find((r) => r.userId === Number(call.query.get('user_id')));
    if (!record) return { status: 404, body: { code: 404, error: 'NOT_FOUND', message: 'Staff member not found' } };
    const ssn = call.query.get('reveal') === 'ssn' && record.ssn_tin ? revealedSsn : record.ssn_tin;
    return { body: { data: { ...record, ssn_tin: ssn } } };
  };
}
