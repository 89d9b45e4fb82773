/** localStorage access that never throws (private mode, quota, corrupted JSON). */
export function readJson(key: string, store: Storage = localStorage): unknown {
  try {
    const raw = store.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, store: Storage = localStorage): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app still works for this page view.
  }
}

export function removeKey(key: string, store: Storage = localStorage): void {
  try {
    store.removeItem(key);
  } catch {
    // Ignore: nothing to remove.
  }
}

export function readRaw(key: string, store: Storage = localStorage): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** The keys that start with `prefix` (none when storage is unavailable). */
export function keysWithPrefix(prefix: string, store: Storage = localStorage): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
