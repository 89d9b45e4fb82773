import { randomInt } from 'node:crypto';
import { Status } from '@hearth/shared';
import type { Db } from '../db/client.js';
import type { clients, services } from '../db/schema/index.js';
import { clientServices, clientServiceStaff } from '../db/schema/index.js';
import { insertClient } from '../modules/clients/index.js';
import { insertService } from '../modules/services/index.js';

let seq = 0;
/** A procedure code no seed uses (Y and 4 digits), different on each call of a process (10,000 before repeating). */
const codeStart = randomInt(10_000);
const uniqueCode = () => `Y${String((codeStart + seq++) % 10_000).padStart(4, '0')}`;

/** A POST /service body: a 15-minute Companion-style service with a fresh code. */
export function buildServicePayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Companion',
    code: uniqueCode(),
    description: 'Companion services, 15-minute units',
    unitRate: 5.12,
    unitLength: 0.25,
    isDegreeRequired: false,
    isOverlappable: false,
    ...overrides,
  };
}

/** Saves a catalogue entry directly (no HTTP) and returns its row. */
export async function createService(db: Db, overrides: Partial<typeof services.$inferInsert> = {}) {
  const p = buildServicePayload();
  return insertService(db, {
    name: p.name,
    code: p.code,
    description: p.description,
    unitRate: p.unitRate,
    unitLength: p.unitLength,
    status: Status.Active,
    ...overrides,
  });
}

/**
 * Saves a minimal client row (the clients module owns the real create flow) and returns it.
 * Enough for authorizations, allocation and visits to refer to.
 */
export async function createClientRow(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  return insertClient(db, {
    firstName: 'Alex',
    lastName: 'Rivera',
    mci: String(randomInt(1e9, 1e10)),
    county: 'Philadelphia',
    phone: '2155550123',
    billingStreet: '1 Main St',
    billingCity: 'Philadelphia',
    billingZip: '19106',
    ...overrides,
  });
}

/** A POST /client_service body for `clientId`: 480 units of $5.12 for the 2024-07-01 fiscal year. */
export function buildAuthorizationPayload(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    clientId,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: 5.12,
    serviceUnitLength: 0.25,
    serviceStartDate: '2024-07-01 00:00:00.000',
    serviceEndDate: '2025-06-30 00:00:00.000',
    serviceUnitsAuthorized: 480,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
    ...overrides,
  };
}

/** Saves an authorization directly (no HTTP), optionally allocating staff, and returns its row. */
export async function createAuthorization(
  db: Db,
  p: {
    clientId: number;
    staffIds?: number[];
    values?: Partial<typeof clientServices.$inferInsert>;
  },
) {
  const [row] = await db
    .insert(clientServices)
    .values({
      clientId: p.clientId,
      serviceName: 'Companion',
      serviceCode: 'W1726',
      unitRate: 5.12,
      unitLength: 0.25,
      startDate: '2024-07-01',
      endDate: '2025-06-30',
      unitsAuthorized: 480,
      isAuthorized: true,
      ...p.values,
    })
    .returning();
  if (p.staffIds?.length) {
    await db.insert(clientServiceStaff).values(p.staffIds.map((userId) => ({ clientServiceId: row!.id, userId })));
  }
  return row!;
}
