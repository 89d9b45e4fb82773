import type { ClientListItem, ClientOut } from '@hearth/shared';

/** A full client record as GET /clientbyId returns it. */
export function buildClient(overrides: Partial<ClientOut> = {}): ClientOut {
  return {
    clientId: 41,
    firstName: 'Rosa',
    middleName: 'M',
    lastName: 'Alvarez',
    name: 'Alvarez, Rosa M',
    dob: '1961-04-09',
    mci: '0123456789',
    mpi: 'MP-77',
    diagnosticCode: 'F84.0',
    supportCoordinatorId: 5,
    supportCoordinator: { id: 5, name: 'Sam Carter' },
    behavioralSpecialistId: 9,
    behavioralSpecialist: { id: 9, name: 'Bea Specialist' },
    country: 'Chester',
    goalsOutcomes: 'Walk to the park twice a week.',
    memo: null,
    phone: '2155550100',
    familyContactEmail: 'family@example.org',
    waiwer: 'Consolidated',
    fundingSource: 'ODP',
    isAuthorized: true,
    billingStreet: '12 Market St',
    billingCity: 'West Chester',
    billingState: 'PA',
    billingZIP: '19380',
    billingCountry: 'USA',
    latitude: 39.96,
    longitude: -75.6,
    status: 4,
    files: [],
    version: 3,
    createdAt: '2024-01-02T10:00:00.000Z',
    updatedAt: '2024-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export const clientRow = (id: number, name: string, city = 'Erie', phone = '8145550199'): ClientListItem => ({
  clientId: id,
  name,
  billingCity: city,
  phone,
  status: 4,
});

/** The option lists the client form loads. */
export const formOptionRoutes = {
  'GET /sc_list': { body: { data: [{ scId: 5, name: 'Sam Carter' }] } },
  'GET /userByType': { body: { data: [{ userId: 9, name: 'Bea Specialist' }] } },
};
