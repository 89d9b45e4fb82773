import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, WorkEntryStatus } from '@hearth/shared';
import { EMPTY_SIGNATURE } from '../../../components/signature/signature-value';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render';
import { buildOpenVisit, buildVisit, visitReply } from '../test-fixtures';
import { readVisitDraft, writeVisitDraft } from '../visit-draft';
import { loadQueue, newActionId, queuedActions, resetOfflineStoreForTests } from './queue';
import { readVisitInProgress } from './reads';
import { recordStart, recordVisitAction } from './record';
import { onQueueSettled, StartRefusedMsg, syncQueue } from './sync';

const staff = { userId: 7, firstName: 'Jane', lastName: 'Doe' };
const client = { clientId: 5, name: 'Lopez, Maria' };
const service = {
  serviceRequestId: 31,
  serviceName: 'Companion',
  serviceCode: 'W1726',
  serviceUnitLength: 0.25,
  serviceUnitRate: 5.12,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A visit started and completed on the phone with no signal: what the queue holds. */
async function visitRecordedOffline() {
  const startId = newActionId();
  const local = await recordStart({
    id: startId,
    staff,
    client,
    service,
    body: { clientId: 5, serviceRequestId: 31, serviceStartTime: '2026-05-04 13:05:00', notes: null },
    timeZone: 'America/New_York',
  });
  writeVisitDraft(local.workEntryId, {
    notes: 'Typed',
    progress: 2,
    ...EMPTY_SIGNATURE,
    updatedAt: 1,
    saved: false,
    signatureSaved: true,
  });
  const completeId = newActionId();
  await recordVisitAction({
    id: completeId,
    kind: 'complete',
    visit: local,
    body: { workEntryId: local.workEntryId, notes: 'Typed', progress: 2, serviceEndTime: '2026-05-04 15:20:00' },
    deviceTime: '2026-05-04 15:20:00',
  });
  return { startId, completeId, local };
}

describe('the queue of visits recorded with no signal', () => {
  it('gives each action a UUID and opens a visit on the phone shown as in progress', async () => {
    signIn({ userId: 7 });
    const local = await recordStart({
      id: newActionId(),
      staff,
      client,
      service,
      body: { clientId: 5, serviceRequestId: 31, serviceStartTime: '2026-05-04 13:05:00' },
      timeZone: 'America/New_York',
    });
    expect(queuedActions()[0]!.id).toMatch(UUID);
    expect(local).toMatchObject({
      clientName: 'Lopez, Maria',
      status: WorkEntryStatus.InProgress,
      recordedOffline: true,
    });
    expect(local.workEntryId).toBeLessThan(0);
    // No signal: the phone's visit is the one in progress.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await readVisitInProgress()).toEqual(local);
  });

  it('sends start then completion in order, with ids, the offline flag and device times; the completion gets the new id', async () => {
    signIn({ userId: 7 });
    const { startId, completeId, local } = await visitRecordedOffline();
    const calls = mockApi({
      'POST /visits/start': visitReply('Visit started', buildOpenVisit(new Date(), { workEntryId: 90 })),
      'POST /visits/complete': visitReply('Visit completed', buildVisit({ workEntryId: 90 })),
    });
    const settled = vi.fn();
    const stop = onQueueSettled(settled);
    await syncQueue(7);
    stop();
    // Once per run that settled anything: the visit screens read the server again.
    expect(settled).toHaveBeenCalledOnce();
    expect(calls.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /visits/start', 'POST /visits/complete']);
    expect(calls.calls[0]!.body).toMatchObject({
      clientActionId: startId,
      offline: true,
      deviceTime: '2026-05-04 13:05:00',
      serviceStartTime: '2026-05-04 13:05:00',
    });
    expect(calls.calls[1]!.body).toMatchObject({
      workEntryId: 90,
      clientActionId: completeId,
      offline: true,
      deviceTime: '2026-05-04 15:20:00',
      notes: 'Typed',
    });
    expect(queuedActions()).toEqual([]);
    // Notes typed under the phone's id now belong to the server's visit, still to be confirmed.
    expect(readVisitDraft(local.workEntryId)).toBeNull();
    expect(readVisitDraft(90)).toMatchObject({ notes: 'Typed', saved: false });
  });

  it('keeps everything, in order, when the signal drops or the server fails, and survives a page load', async () => {
    signIn({ userId: 7 });
    await visitRecordedOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const settled = vi.fn();
    const stop = onQueueSettled(settled);
    await syncQueue(7);
    const calls = mockApi({ 'POST /visits/start': { status: 503, body: { message: 'down' } } });
    await syncQueue(7);
    expect(calls.callsTo('POST /visits/complete')).toHaveLength(0);
    stop();
    expect(settled).not.toHaveBeenCalled();
    // A new page load reads the same queue from IndexedDB.
    const before = queuedActions().map((a) => [a.kind, a.state]);
    resetOfflineStoreForTests();
    await loadQueue();
    expect(queuedActions().map((a) => [a.kind, a.state])).toEqual(before);
    expect(before).toEqual([
      ['start', 'pending'],
      ['complete', 'pending'],
    ]);
  });

  it('keeps a refusal with its reason, and refuses what depended on a refused start', async () => {
    signIn({ userId: 7 });
    await visitRecordedOffline();
    const calls = mockApi({
      'POST /visits/start': apiError(404, ErrorCode.NOT_FOUND, 'Client service not found'),
    });
    await syncQueue(7);
    expect(calls.callsTo('POST /visits/complete')).toHaveLength(0);
    expect(queuedActions().map((a) => [a.kind, a.state, a.error?.message])).toEqual([
      ['start', 'refused', 'Client service not found'],
      ['complete', 'refused', StartRefusedMsg],
    ]);
    // Refused: no longer a visit in progress on the phone.
    mockApi({ 'GET /visits/inprogress': { body: { data: null } } });
    expect(await readVisitInProgress()).toBeNull();
  });

  it('keeps a reused id (422) as a refusal, never sending it again; throttling (429) waits', async () => {
    signIn({ userId: 7 });
    await visitRecordedOffline();
    const throttled = mockApi({
      'POST /visits/start': apiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests'),
    });
    await syncQueue(7);
    expect(throttled.callsTo('POST /visits/start')).toHaveLength(1);
    expect(queuedActions().map((a) => a.state)).toEqual(['pending', 'pending']);

    const reusedMsg = 'This action id was already used for a different visit action: send each action with its own id.';
    const calls = mockApi({
      'POST /visits/start': apiError(422, ErrorCode.IDEMPOTENCY_KEY_REUSED, reusedMsg),
    });
    await syncQueue(7);
    expect(queuedActions().map((a) => [a.kind, a.state, a.error?.code])).toEqual([
      ['start', 'refused', ErrorCode.IDEMPOTENCY_KEY_REUSED],
      ['complete', 'refused', ErrorCode.IDEMPOTENCY_KEY_REUSED],
    ]);
    expect(queuedActions()[0]!.error?.message).toBe(reusedMsg);
    await syncQueue(7);
    expect(calls.callsTo('POST /visits/start')).toHaveLength(1);
  });

  it("does not show a server visit as open once the phone has completed it, and sends only the user's own actions", async () => {
    signIn({ userId: 7 });
    const open = buildOpenVisit(new Date(), { workEntryId: 42, userId: 7 });
    await recordVisitAction({ id: newActionId(), kind: 'complete', visit: open, body: { workEntryId: 42 } });
    mockApi({ 'GET /visits/inprogress': { body: { data: open } } });
    expect(await readVisitInProgress()).toBeNull();
    const calls = mockApi({});
    await syncQueue(8);
    expect(calls.calls).toHaveLength(0);
  });
});
