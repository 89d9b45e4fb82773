/**
 * Recording a visit action on the phone when it cannot reach the server (docs/decisions/012):
 * the action goes into the queue with its id and the phone's time, and the screen carries on as
 * online. A visit started this way is shown from the start's record (a negative id) until the
 * server gives it its own.
 */
import { WorkEntryStatus, toUtcWire, type WorkEntryOut } from '@hearth/shared';
import type { VisitClient } from '../components/StartVisitDialog';
import { acceptedIdOf, enqueue, nextSeq, startOfLocalVisit, type QueuedAction, type QueuedKind } from './queue';

/** What the Start Visit screens know of a service (the catalogue's fields). */
export type VisitService = {
  serviceRequestId: number;
  serviceName: string;
  serviceCode: string;
  serviceUnitLength: number;
  serviceUnitRate: number;
};

type Staff = { userId: number; firstName: string; lastName: string };

/** The visit a start recorded on the phone stands for, shaped as the server would show it. */
function localVisit(p: {
  localId: number;
  staff: Staff;
  client: VisitClient;
  service: VisitService;
  body: Record<string, unknown>;
  start: string;
  timeZone: string;
}): WorkEntryOut {
  const now = new Date().toISOString();
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    workEntryId: p.localId,
    entryId: p.localId,
    entryName: '',
    userId: p.staff.userId,
    userName: `${p.staff.lastName}, ${p.staff.firstName}`,
    clientId: p.client.clientId,
    clientName: p.client.name,
    serviceRequestId: p.service.serviceRequestId,
    serviceName: p.service.serviceName,
    serviceCode: p.service.serviceCode,
    serviceUnitLength: p.service.serviceUnitLength,
    serviceUnitRate: p.service.serviceUnitRate,
    serviceStartTime: p.start,
    serviceEndTime: null,
    startTime: p.start,
    endTime: null,
    serviceStartLatitude: num(p.body.serviceStartLatitude),
    serviceStartLongitude: num(p.body.serviceStartLongitude),
    serviceEndLatitude: null,
    serviceEndLongitude: null,
    startLocationMissing: typeof p.body.startLocationMissing === 'string' ? p.body.startLocationMissing : null,
    endLocationMissing: null,
    notes: typeof p.body.notes === 'string' ? p.body.notes : null,
    signature: null,
    progress: 0,
    staffVerification: false,
    thirdPartyVerification: false,
    adminVerification: false,
    timeZone: p.timeZone,
    serviceElapsedTime: null,
    elapsedTime: null,
    unitsUsed: null,
    grossAmount: null,
    netAmount: null,
    status: WorkEntryStatus.InProgress,
    created_on: now,
    createdBy: null,
    createdById: p.staff.userId,
    updated_on: now,
    updatedBy: null,
    updatedById: p.staff.userId,
    recordHistory: 2,
    recordedOn: now,
    version: 1,
    recordedOffline: true,
    startDeviceTime: p.start,
  };
}

/** A start with no signal: queued, and the visit it opens. `body.serviceStartTime` is the clock-in minute. */
export async function recordStart(p: {
  id: string;
  staff: Staff;
  client: VisitClient;
  service: VisitService;
  body: Record<string, unknown> & { serviceStartTime: string };
  timeZone: string;
}): Promise<WorkEntryOut> {
  const seq = nextSeq();
  const visit = localVisit({ ...p, localId: -seq, start: p.body.serviceStartTime });
  const action: QueuedAction = {
    id: p.id,
    seq,
    userId: p.staff.userId,
    kind: 'start',
    workEntryId: null,
    startId: p.id,
    body: p.body,
    deviceTime: p.body.serviceStartTime,
    state: 'pending',
    error: null,
    summary: { clientName: p.client.name, serviceName: p.service.serviceName, serviceCode: p.service.serviceCode },
    localVisit: visit,
  };
  await enqueue(action);
  return visit;
}

/**
 * A completion, abandon or notes edit with no signal, for a server visit or one started on the
 * phone (negative id). `deviceTime` is the clock-out minute for a completion or abandon.
 */
export async function recordVisitAction(p: {
  id: string;
  kind: Exclude<QueuedKind, 'start'>;
  visit: WorkEntryOut;
  body: Record<string, unknown>;
  deviceTime?: string;
}): Promise<void> {
  const isLocal = p.visit.workEntryId < 0;
  const local = isLocal ? startOfLocalVisit(p.visit.workEntryId) : null;
  // Started on this phone and already accepted while this screen still showed the phone's copy.
  const workEntryId = isLocal ? (local ? null : acceptedIdOf(p.visit.workEntryId)) : p.visit.workEntryId;
  const { workEntryId: _sentLater, ...body } = p.body;
  await enqueue({
    id: p.id,
    seq: nextSeq(),
    userId: p.visit.userId,
    kind: p.kind,
    workEntryId,
    startId: local?.id ?? null,
    body,
    deviceTime: p.deviceTime ?? toUtcWire(new Date()),
    state: 'pending',
    error: null,
    summary: { clientName: p.visit.clientName, serviceName: p.visit.serviceName, serviceCode: p.visit.serviceCode },
  });
}
