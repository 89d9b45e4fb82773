import type { ImportedServiceRow, ProcessImportResponse, RejectedImportRow } from '@hearth/shared';

/** A row of the process result as POST /services/process returns it (a new authorization by default). */
export function buildImportedRow(overrides: Partial<ImportedServiceRow> = {}): ImportedServiceRow {
  return {
    service_code: 'W1726',
    service_name: 'Companion',
    unit_cost: '$5.12',
    individual_name: 'DOE, JOHN',
    recipient_id: '1234567890',
    service_start_date: '2026-07-01',
    service_end_date: '2027-06-30',
    units_authorized: 480,
    utilized_units: 0,
    date_last_authorized: '2026-06-15',
    id: null,
    assignedStaff: [],
    row: 2,
    clientId: 11,
    clientName: 'Doe, John',
    serviceId: 2,
    serviceUnitLength: 0.25,
    changes: [],
    hearthUnitsUsed: null,
    warnings: [],
    ...overrides,
  };
}

export function buildRejectedRow(overrides: Partial<RejectedImportRow> = {}): RejectedImportRow {
  return {
    row: 9,
    individual_name: 'ROE, RITA',
    recipient_id: '5550001111',
    service_code: 'W7060',
    reasons: ['Service End Date is before Service Start Date'],
    ...overrides,
  };
}

export function buildProcessResult(overrides: Partial<ProcessImportResponse> = {}): ProcessImportResponse {
  return {
    missing_clients: [],
    missing_services: [],
    new_services: [],
    updated_services: [],
    rejected_rows: [],
    unchanged: 0,
    file: { name: 'authorizations.xlsx', sha256: 'a'.repeat(64), rows: 1 },
    ...overrides,
  };
}

export const xlsxFile = (name = 'authorizations.xlsx') =>
  new File(['PK\u0003\u0004'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
