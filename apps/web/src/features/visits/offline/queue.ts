/**
 * Visit actions recorded on this phone and not yet accepted by the server (docs/decisions/012):
 * a start, a completion, an abandon or a notes edit, each with the id the phone gave it (the
 * server's idempotency key), the phone's time, and the body as it will be sent. Kept in IndexedDB
 * (store.ts) and mirrored in memory so screens read it synchronously. A refused action stays, with
 * the server's reason, until the staff member has seen it and dismisses it: never dropped silently.
 */
import type { WorkEntryOut } from '@hearth/shared';
import { ACTIONS, getAll, put, remove, resetStoreConnection } from './store';

export type QueuedKind = 'start' | 'update' | 'complete' | 'abandon';

export type QueuedAction = {
  /** The client action id (UUID) sent as `clientActionId`. */
  id: string;
  /** Order of recording: actions are sent oldest first. */
  seq: number;
  userId: number;
  kind: QueuedKind;
  /**
   * The visit the action is about: the server's id once known; for a visit started on this phone
   * and not sent yet, null until its start is accepted, with `startId` naming that start.
   */
  workEntryId: number | null;
  startId: string | null;
  /** The call's body as recorded (the sync adds the id, the offline flag and the device time). */
  body: Record<string, unknown>;
  /** The phone's time of the action, UTC 'YYYY-MM-DD HH:mm:ss'. */
  deviceTime: string;
  state: 'pending' | 'refused';
  error: { code: string; message: string } | null;
  /** What the list shows about it. */
  summary: { clientName: string; serviceName: string; serviceCode: string };
  /** A start only: the visit as the phone shows it until the server has it (a negative id). */
  localVisit?: WorkEntryOut;
};

let actions: QueuedAction[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function changed(next: QueuedAction[]): void {
  actions = [...next].sort((a, b) => a.seq - b.seq);
  for (const listener of [...listeners]) listener();
}

/** Reads the queue from IndexedDB once per page load (a phone without it has an empty queue). */
export function loadQueue(): Promise<void> {
  loaded ??= getAll<QueuedAction>(ACTIONS).then(
    (stored) => changed([...stored, ...actions.filter((a) => !stored.some((s) => s.id === a.id))]),
    () => undefined,
  );
  return loaded;
}

/** Every queued action of this phone (all users), oldest first. */
export const queuedActions = (): readonly QueuedAction[] => actions;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastSeq = 0;
/** A strictly increasing order key, also across page loads (milliseconds, bumped on a tie). */
export function nextSeq(): number {
  const latest = Math.max(lastSeq, ...actions.map((a) => a.seq));
  lastSeq = Math.max(Date.now(), latest + 1);
  return lastSeq;
}

/** A UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newActionId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Records an action on the phone: written to IndexedDB before the screen says it is saved. */
export async function enqueue(action: QueuedAction): Promise<void> {
  await loadQueue();
  await put(ACTIONS, action);
  changed([...actions.filter((a) => a.id !== action.id), action]);
}

async function replace(action: QueuedAction): Promise<void> {
  await put(ACTIONS, action);
  changed(actions.map((a) => (a.id === action.id ? action : a)));
}

/** The server has it, or the staff member has read its refusal (admins still see that): gone from the phone. */
export async function removeAction(id: string): Promise<void> {
  await remove(ACTIONS, id);
  changed(actions.filter((a) => a.id !== id));
}

/** The server refused it: kept with the reason, for the staff member to read. */
export async function markRefused(action: QueuedAction, error: { code: string; message: string }) {
  await replace({ ...action, state: 'refused', error });
}

/** A visit started on this phone now has the server's id: its later actions are sent for it. */
export async function attachEntryId(startId: string, workEntryId: number): Promise<void> {
  for (const a of actions.filter((x) => x.startId === startId && x.workEntryId === null)) {
    await replace({ ...a, workEntryId });
  }
}

/** The pending actions of a user, oldest first. */
export const pendingOf = (userId: number) => actions.filter((a) => a.userId === userId && a.state === 'pending');
export const refusedOf = (userId: number) => actions.filter((a) => a.userId === userId && a.state === 'refused');

const closes = (a: QueuedAction) => a.kind === 'complete' || a.kind === 'abandon';

/** The visit the user started on this phone, not sent yet and not closed on the phone either. */
export function localVisitInProgress(userId: number): WorkEntryOut | null {
  const start = pendingOf(userId).find(
    (a) => a.kind === 'start' && !actions.some((c) => closes(c) && c.startId === a.id && c.state === 'pending'),
  );
  return start?.localVisit ?? null;
}

/** Local visit id → the server's id, for starts accepted during this page load. */
const acceptedStarts = new Map<number, number>();
export const noteStartAccepted = (localId: number, workEntryId: number) => acceptedStarts.set(localId, workEntryId);
/** The server's id of a visit started on this phone, once its start has been accepted. */
export const acceptedIdOf = (localId: number) => acceptedStarts.get(localId) ?? null;

/** The start behind a local visit's (negative) id. */
export const startOfLocalVisit = (localId: number) =>
  actions.find((a) => a.kind === 'start' && a.localVisit?.workEntryId === localId) ?? null;

/** Whether the phone holds a completion or abandon of this server visit that is not sent yet. */
export const closedOnPhone = (userId: number, workEntryId: number) =>
  pendingOf(userId).some((a) => closes(a) && a.workEntryId === workEntryId);

/** Test helper: an empty queue in memory and a new IndexedDB connection (the test setup replaces the database). */
export function resetOfflineStoreForTests(): void {
  loaded = null;
  lastSeq = 0;
  acceptedStarts.clear();
  resetStoreConnection();
  changed([]);
}
