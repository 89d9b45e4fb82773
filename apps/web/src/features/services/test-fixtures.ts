import type { ServiceOut } from '@hearth/shared';

/** A catalogue entry as GET /service returns it. */
export function buildService(overrides: Partial<ServiceOut> = {}): ServiceOut {
  return {
    serviceId: 2,
    name: 'Companion',
    code: 'W1726',
    description: null,
    unitRate: 5.12,
    unitLength: 0.25,
    isDegreeRequired: false,
    isOverlappable: false,
    involvesDriving: false,
    unitRounding: 'down',
    status: 4,
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
