/** Spec 01 section 9: background workers registered by earlier versions are removed on load. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed in this context (e.g. some private modes): nothing to clean up.
  }
}
