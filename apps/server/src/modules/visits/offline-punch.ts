/**
 * Punches recorded on a phone with no signal and sent later (issue 12). Online, the server's clock
 * decides a clock-in or clock-out (the phone's time counts within five minutes of it); offline the
 * server only hears of the punch later, so the phone's clock is the only witness of when it
 * happened. It is believed within bounds: a little ahead of the server (clocks drift) and not older
 * than a working day (older: an admin enters the visit, with a reason on record).
 */
import {
  ErrorCode,
  OFFLINE_FUTURE_SKEW_MS,
  OFFLINE_MAX_AGE_MS,
  VisitSyncMsg,
  type VisitSyncBody,
} from '@hearth/shared';
import { AppError, badRequest } from '../../platform/errors.js';
import { clockTime, truncateToMinute, type WorkEntryValues } from '../work-entries/index.js';

/** The sync fields every visit call may carry (`visitSyncFields`, parsed). */
export type VisitSync = VisitSyncBody;

const outOfBounds = (message: string) => new AppError(ErrorCode.DEVICE_TIME_OUT_OF_BOUNDS, message, 'deviceTime');

/** Refuses an offline action without its device time, or with one out of bounds. */
export function checkDeviceTime(body: VisitSync, now: Date): void {
  if (!body.offline) return;
  if (!body.deviceTime) throw badRequest(VisitSyncMsg.deviceTimeRequired, 'deviceTime');
  const ahead = body.deviceTime.getTime() - now.getTime();
  if (ahead > OFFLINE_FUTURE_SKEW_MS) throw outOfBounds(VisitSyncMsg.deviceTimeInFuture);
  if (-ahead > OFFLINE_MAX_AGE_MS) throw outOfBounds(VisitSyncMsg.deviceTimeTooOld);
}

/** What an offline punch adds to its entry: the flag, the phone's time and when the server got it. */
type OfflineColumns = Partial<
  Pick<WorkEntryValues, 'recordedOffline' | 'startDeviceTime' | 'startReceivedAt' | 'endDeviceTime' | 'endReceivedAt'>
>;

/**
 * The time a clock-in (`'start'`) or clock-out (`'end'`) is recorded at, and the entry columns that
 * say it was recorded offline. Offline (its device time already checked), the device time to the
 * minute; online, `clockTime`'s rule on the time the screen showed.
 */
export function punchTime(
  body: VisitSync,
  end: 'start' | 'end',
  shownTime: Date | undefined,
  now: Date,
): { at: Date; offline: OfflineColumns } {
  if (!body.offline || !body.deviceTime) return { at: clockTime(shownTime, now), offline: {} };
  const at = truncateToMinute(body.deviceTime);
  const offline: OfflineColumns =
    end === 'start'
      ? { recordedOffline: true, startDeviceTime: body.deviceTime, startReceivedAt: now }
      : { recordedOffline: true, endDeviceTime: body.deviceTime, endReceivedAt: now };
  return { at, offline };
}

/** What a visit call's audit row adds when it came from the phone's queue (nothing otherwise). */
export function syncDetails(body: VisitSync): Record<string, unknown> | undefined {
  if (!body.offline && !body.clientActionId) return undefined;
  return {
    ...(body.offline ? { offline: true } : {}),
    ...(body.clientActionId ? { clientActionId: body.clientActionId } : {}),
  };
}
