/**
 * After a deploy, a page loaded from the previous build asks for screen chunks whose hashed names
 * no longer exist (the server answers 404 for a missing /assets/ file). Reloading fetches the new
 * index.html and its chunks. Only once per tab, within a minute: a chunk that fails for another
 * reason (offline) must reach the route's error screen instead of reloading in a loop.
 */
const RELOADED_AT_KEY = 'hearth.staleBuildReloadAt';
const RETRY_AFTER_MS = 60_000;

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && now - at < RETRY_AFTER_MS;
  } catch {
    return true; // No storage: never risk a reload loop.
  }
}

/** Reloads the page once when a chunk of an older build cannot be loaded; true if it did. */
export function reloadForStaleBuild(now = Date.now()): boolean {
  if (reloadedRecently(now)) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Loads a lazily imported module (Vite's preload of its dependencies included); when that fails,
 * reloads the page once (a newer build is deployed) and otherwise passes the error on. While the
 * reload happens it never resolves, so the old screen stays until the new page replaces it.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadForStaleBuild()) return new Promise<T>(() => undefined);
    throw error;
  }
}
