import type { AtRiskAuthorizationOut, OverviewWeek } from '@hearth/shared';
import type { OverviewData } from './api';
import { EVV_EXCEPTION_LABELS, EVV_EXCEPTION_TYPES } from '@hearth/shared';

const week = (from: string, visits: number[], hours: number[]): OverviewWeek => {
  const days = visits.map((v, i) => ({
    day: `${from.slice(0, 8)}${String(Number(from.slice(8)) + i).padStart(2, '0')}`,
    visits: v,
    hours: hours[i]!,
  }));
  return {
    from,
    to: days[6]!.day,
    visits: visits.reduce((a, b) => a + b, 0),
    hours: hours.reduce((a, b) => a + b, 0),
    days,
  };
};

export const nearlyUsed: AtRiskAuthorizationOut = {
  id: 41,
  clientId: 7,
  clientName: 'Foster, Erin',
  serviceCode: 'W7060',
  serviceName: 'In-Home and Community Support',
  startDate: '2026-07-01',
  endDate: '2027-06-30',
  unitsAuthorized: 100,
  unitsUsed: 92,
  usedPercent: 92,
  targetPercent: 38.63,
  daysLeft: 224,
  nearlyUsed: true,
  endingSoon: false,
  monthlyUse: [
    { month: '2026-07', units: 10 },
    { month: '2026-08', units: 20 },
    { month: '2026-09', units: 30 },
    { month: '2026-10', units: 30 },
    { month: '2026-11', units: 2 },
  ],
};

export const endingSoon: AtRiskAuthorizationOut = {
  ...nearlyUsed,
  id: 42,
  clientId: 9,
  clientName: 'Hughes, Gail',
  serviceCode: 'W1726',
  serviceName: 'Companion',
  startDate: '2026-06-19',
  endDate: '2026-12-18',
  unitsAuthorized: 1000,
  unitsUsed: 250,
  usedPercent: 25,
  targetPercent: 82.51,
  daysLeft: 30,
  nearlyUsed: false,
  endingSoon: true,
  monthlyUse: [{ month: '2026-06', units: 0 }],
};

/** Wednesday 18 November 2026 in New York. */
export const overview: OverviewData = {
  today: '2026-11-18',
  timeZone: 'America/New_York',
  inProgress: { count: 2, oldestDay: '2026-11-16' },
  thisWeek: week('2026-11-16', [12, 14, 9, 0, 0, 0, 0], [30, 35.5, 20.25, 0, 0, 0, 0]),
  lastWeek: week('2026-11-09', [11, 13, 12, 10, 15, 2, 0], [28, 31, 30, 25, 40, 4, 0]),
  awaitingVerification: { count: 1234, oldestDay: '2026-10-31' },
  exceptions: {
    open: 5,
    byType: EVV_EXCEPTION_TYPES.map((type) => ({
      type,
      label: EVV_EXCEPTION_LABELS[type],
      count: type === 'too_far' ? 3 : type === 'no_signature' ? 2 : 0,
    })),
  },
  schedule: { late: 2, missed: 0 },
  manualEdits: { month: '2026-11', from: '2026-11-01', to: '2026-11-30', completed: 300, manual: 18, percent: 6 },
  authorizations: { total: 2, limit: 50, data: [nearlyUsed, endingSoon] },
  receivables: {
    outstandingCents: 345025,
    deniedThisMonthCents: 48000,
    deniedThisMonthClaims: 1,
    oldestOpen: { batchId: 3, claimNumber: 1, clientName: 'Foster, Erin', billedOn: '2026-06-20', ageDays: 151 },
  },
};

/** A new agency: nothing yet. */
export const emptyOverview: OverviewData = {
  ...overview,
  inProgress: { count: 0, oldestDay: null },
  thisWeek: week('2026-11-16', [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]),
  lastWeek: week('2026-11-09', [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]),
  awaitingVerification: { count: 0, oldestDay: null },
  exceptions: { open: 0, byType: overview.exceptions.byType.map((t) => ({ ...t, count: 0 })) },
  schedule: { late: 0, missed: 0 },
  manualEdits: { ...overview.manualEdits, completed: 0, manual: 0, percent: 0 },
  authorizations: { total: 0, limit: 50, data: [] },
  receivables: { outstandingCents: 0, deniedThisMonthCents: 0, deniedThisMonthClaims: 0, oldestOpen: null },
};
