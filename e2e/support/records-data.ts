import { randomInt } from 'node:crypto';
import type { Api } from './visits-data.js';

/**
 * Records the journeys need, made through the API by the admin (the payloads the screens send), so
 * that each journey sets up its own data and passes or fails on its own, in any order.
 */

/** A random 10-digit MCI (PA's Medicaid recipient number). */
export const randomMci = () => String(randomInt(1e9, 1e10));

/** An Active supports coordinator (POST /sc). */
export async function createSc(admin: Api, sc: { first: string; last: string; company: string; email: string }) {
  const { data } = await admin.post<{ data: { scId: number } }>('/sc', {
    salutation: '',
    firstName: sc.first,
    middleName: '',
    lastName: sc.last,
    suffix: '',
    title: 'Supports Coordinator',
    company: sc.company,
    entity: '',
    email: sc.email,
    phone: '',
    mobile: '(610) 555-0142',
    dob: '',
    billingStreet: '12 Hamilton St',
    billingCity: 'Allentown',
    billingState: 'Pennsylvania',
    billingZIP: '18101',
    billingCountry: 'USA',
    status: 4,
    isAuthorized: false,
  });
  return data;
}

/** A client (POST /client), Active unless `status` says 5 (Inactive). */
export async function createClient(
  admin: Api,
  client: { first: string; last: string; mci?: string; status?: 4 | 5; supportCoordinatorId?: number },
): Promise<{ clientId: number }> {
  const { data } = await admin.post<{ data: { clientId: number } }>('/client', {
    firstName: client.first,
    middleName: '',
    lastName: client.last,
    dob: '1988-04-19',
    mci: client.mci ?? randomMci(),
    mpi: '',
    diagnosticCode: 'F84.0',
    supportCoordinatorId: client.supportCoordinatorId ?? null,
    country: 'Lancaster',
    goalsOutcomes: 'Take the bus to the library on her own.',
    memo: '',
    phone: '(717) 555-0188',
    familyContactEmail: '',
    waiwer: 'Consolidated',
    fundingSource: 'ODP',
    isAuthorized: true,
    billingStreet: '48 Orange St',
    billingCity: 'Lancaster',
    billingState: 'PA',
    billingZIP: '17602',
    billingCountry: 'USA',
    status: client.status ?? 4,
    files: [],
  });
  return data;
}
