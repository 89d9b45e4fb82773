import type { EvvExceptionType } from '@hearth/shared';

/**
 * Where each Overview figure leads: the list it counts, already filtered. The work entry list reads
 * `type` (com|inp|abd), `adminVerification` (not_reviewed), `date` (2 = by start date), `from` and `to` from
 * its address once; the EVV exceptions list reads `type` and `resolved`.
 */
const query = (params: Record<string, string | null | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();

/** Visits in progress, from the day the oldest started (the list's default range is only the last week). */
export const inProgressLink = (oldestDay: string | null, today: string) =>
  `/admin/work-entries?${query({ type: 'inp', date: '2', from: oldestDay ?? today, to: today })}`;

/** Completed entries no admin has verified, from the oldest one's day of service. */
export const awaitingVerificationLink = (oldestDay: string | null, today: string) =>
  `/admin/work-entries?${query({ type: 'com', adminVerification: 'not_reviewed', date: '2', from: oldestDay ?? today, to: today })}`;

/** Completed visits of a range of days of service. */
export const completedLink = (from: string, to: string) =>
  `/admin/work-entries?${query({ type: 'com', date: '2', from, to })}`;

/** Open EVV exceptions, of one type or all of them. */
export const exceptionsLink = (type?: EvvExceptionType) =>
  `/admin/evv-exceptions?${query({ type, resolved: 'false' })}`;

/** The EVV exceptions of today's late or missed planned visits, resolved or not (what the Overview counts). */
export const scheduleExceptionsLink = (type: 'late' | 'missed', today: string) =>
  `/admin/evv-exceptions?${query({ fromDate: today, toDate: today, type, resolved: 'all' })}`;

/** A client's Services tab (their authorizations). */
export const clientServicesLink = (clientId: number) => `/admin/client-details?id=${clientId}&tab=services`;

/** The receivables screen: what payers still owe, by age since billing. */
export const receivablesLink = () => '/admin/claims/receivables';

/** A claim batch's details (its claims, payments and adjustments). */
export const claimBatchLink = (batchId: number) => `/admin/claims/batches/${batchId}`;

/** The credentials list filtered as an Overview figure counts (its `show`: expired, expiring-30, expiring-60, missing). */
export const credentialsLink = (show: 'expired' | 'expiring-30' | 'expiring-60' | 'missing') =>
  `/admin/credentials?${query({ show })}`;
