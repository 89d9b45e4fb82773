/**
 * What the staff screens read, with the phone's copy when there is no signal (docs/decisions/012):
 * the visit in progress (the server's, unless the phone has closed it; else one started on the
 * phone), and the visit catalogue for starting a visit. Only a failed connection falls back; any
 * answer of the server (a refusal included) is taken as it is.
 */
import { inProgressResponse, visitCatalogueResponse, type WorkEntryOut } from '@hearth/shared';
import { apiRequest, isNoConnection } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-storage';
import type { PickerOption } from '../../../components/form/option-source';
import { closedOnPhone, loadQueue, localVisitInProgress } from './queue';
import { rememberCatalogue, rememberedCatalogue, rememberedInProgress, rememberInProgress } from './remembered';

/** A catalogue older than this is fetched again when the phone is online (it also changes by day). */
const CATALOGUE_MAX_AGE_MS = 60 * 60_000;

/** GET /visits/inprogress as this phone knows it. */
export async function readVisitInProgress(signal?: AbortSignal): Promise<WorkEntryOut | null> {
  await loadQueue();
  const userId = getAuth()?.userId ?? 0;
  // Read after the call: a sync running meanwhile may have sent or refused the phone's start.
  const onPhone = () => localVisitInProgress(userId);
  const stillOpen = (v: WorkEntryOut | null | undefined) => (v && !closedOnPhone(userId, v.workEntryId) ? v : null);
  try {
    const server = (await apiRequest('/visits/inprogress', { schema: inProgressResponse, signal, track: false })).data;
    const open = stillOpen(server);
    await rememberInProgress(userId, open);
    return open ?? onPhone();
  } catch (err) {
    if (!isNoConnection(err)) throw err;
    return onPhone() ?? stillOpen(await rememberedInProgress(userId));
  }
}

/** Fetches the catalogue when the phone's copy is missing, from another day or old. */
export async function refreshCatalogue(userId: number, today: string): Promise<void> {
  const current = await rememberedCatalogue(userId);
  if (current && current.day === today && Date.now() - current.fetchedAt < CATALOGUE_MAX_AGE_MS) return;
  try {
    const catalogue = await apiRequest('/visits/catalogue', { schema: visitCatalogueResponse, track: false });
    await rememberCatalogue(userId, catalogue);
  } catch {
    // No signal or a refusal: the phone keeps what it had.
  }
}

async function catalogueClients() {
  const userId = getAuth()?.userId;
  return userId ? ((await rememberedCatalogue(userId))?.data ?? []) : [];
}

/** The phone's copy of a client's visit fields and services (null: not in the catalogue). */
export async function catalogueClient(clientId: number) {
  return (await catalogueClients()).find((c) => c.clientId === clientId) ?? null;
}

/** The 'Search Client' picker's choices from the phone's catalogue. */
export async function searchCatalogue(p: { search?: string; limit?: number; ids?: number[] }): Promise<PickerOption[]> {
  const words = (p.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (await catalogueClients())
    .filter((c) => (p.ids ? p.ids.includes(c.clientId) : words.every((w) => c.name.toLowerCase().includes(w))))
    .slice(0, p.limit ?? 50)
    .map((c) => ({ id: c.clientId, label: c.name }));
}
