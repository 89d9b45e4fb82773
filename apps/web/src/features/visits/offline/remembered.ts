/**
 * Answers the staff screens need when there is no signal, remembered on the phone (IndexedDB):
 * the visit catalogue (clients and services a visit may start on, GET /visits/catalogue) and the
 * visit in progress. Per user; log-out forgets them (docs/decisions/012).
 */
import type { VisitCatalogue, WorkEntryOut } from '@hearth/shared';
import { clearStore, getKey, KV, put } from './store';

const catalogueKey = (userId: number) => `catalogue:${userId}`;
const inProgressKey = (userId: number) => `inProgress:${userId}`;

export type RememberedCatalogue = VisitCatalogue & { fetchedAt: number };

/** Reads a remembered value; a phone without IndexedDB remembers nothing. */
const read = <T>(key: string) => getKey<T>(KV, key).catch(() => undefined);
const write = (key: string, value: unknown) => put(KV, value, key).catch(() => undefined);

export const rememberedCatalogue = (userId: number) => read<RememberedCatalogue>(catalogueKey(userId));
export const rememberCatalogue = (userId: number, catalogue: VisitCatalogue) =>
  write(catalogueKey(userId), { ...catalogue, fetchedAt: Date.now() });

export const rememberedInProgress = (userId: number) => read<WorkEntryOut | null>(inProgressKey(userId));
export const rememberInProgress = (userId: number, visit: WorkEntryOut | null) => write(inProgressKey(userId), visit);

/** Log-out: nothing remembered stays on the phone (the queue of unsent actions is kept). */
export const forgetRemembered = () => clearStore(KV).catch(() => undefined);
