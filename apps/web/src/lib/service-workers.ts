/**
 * Hearth's own service worker (/sw.js, built by apps/web/build/pwa.ts): it precaches the app shell
 * and the staff screens so a phone opens them with no signal. Spec 01 section 9 ("previously
 * registered background workers are unregistered on load") still holds for any other worker on
 * this origin: one from an earlier version of the app, or under another script or scope, is
 * removed (docs/decisions/012-staff-phone-app.md).
 */
export const SERVICE_WORKER_URL = '/sw.js';

type Registration = Pick<ServiceWorkerRegistration, 'scope' | 'unregister'> & {
  active?: { scriptURL: string } | null;
  waiting?: { scriptURL: string } | null;
  installing?: { scriptURL: string } | null;
};

/** Whether a registration is Hearth's current worker (its script is /sw.js on this origin, scope /). */
export function isHearthWorker(registration: Registration, origin = window.location.origin): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return registration.scope === `${origin}/` && !!worker && worker.scriptURL === `${origin}${SERVICE_WORKER_URL}`;
}

/** Spec 01 section 9: background workers registered by earlier versions are removed on load. */
export async function unregisterServiceWorkers(keep: (r: Registration) => boolean = () => false): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter((r) => !keep(r)).map((registration) => registration.unregister()));
  } catch {
    // Not allowed in this context (e.g. some private modes): nothing to clean up.
  }
}

/**
 * On load: other workers go, and Hearth's is registered (built apps only; the dev server has
 * none). A new build's worker waits until every Hearth tab is closed: updates apply on the next
 * open, never during a visit. `updateViaCache: 'none'`: the browser asks the server for /sw.js
 * itself, never an HTTP-cached copy.
 */
export async function setUpServiceWorker(): Promise<void> {
  await unregisterServiceWorkers((r) => isHearthWorker(r));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    // Private mode or a browser policy: Hearth works online as before.
  }
}
