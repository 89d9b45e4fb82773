/**
 * The phone's own store for visits recorded with no signal (IndexedDB, docs/decisions/012): the
 * queue of visit actions waiting to be sent, and a few remembered answers the staff screens need
 * offline (the visit catalogue, the visit in progress). Survives closing the page and restarting
 * the phone; the service worker never stores API answers, this does, for the signed-in staff member
 * only, and log-out clears what the server already has.
 */
const DB_NAME = 'hearth-offline';
const DB_VERSION = 1;
export const ACTIONS = 'actions';
export const KV = 'kv';
type StoreName = typeof ACTIONS | typeof KV;

let opening: Promise<IDBDatabase> | null = null;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('This browser cannot keep visits offline (no IndexedDB).'));
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ACTIONS)) db.createObjectStore(ACTIONS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(KV)) db.createObjectStore(KV);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

/** Runs one request in its own transaction and resolves when the transaction has committed. */
async function run<T>(store: StoreName, mode: IDBTransactionMode, make: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDb();
  const tx = db.transaction(store, mode);
  const result = promised(make(tx.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

export const getAll = <T>(store: StoreName) => run(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
export const put = (store: StoreName, value: unknown, key?: IDBValidKey) =>
  run(store, 'readwrite', (s) => s.put(value, key)).then(() => undefined);
export const remove = (store: StoreName, key: IDBValidKey) =>
  run(store, 'readwrite', (s) => s.delete(key)).then(() => undefined);
export const getKey = <T>(store: StoreName, key: IDBValidKey) =>
  run(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>);
export const clearStore = (store: StoreName) => run(store, 'readwrite', (s) => s.clear()).then(() => undefined);

/** Test helper: the next call opens the (replaced) database again. */
export function resetStoreConnection(): void {
  opening = null;
}
