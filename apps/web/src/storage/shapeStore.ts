// Records kept in this browser's IndexedDB between page loads, one per key: the designer keeps
// its shaping results here per font file (pages/editor/canvas/shapeCache.ts decides what a
// record holds). Every call answers, never throws: a browser without IndexedDB, a blocked or
// full database only costs the designer the time the records would have saved.

const DATABASE = 'pms-shapes';
const STORE = 'faces';

let opening: Promise<IDBDatabase | null> | undefined;
/** Set at logout: a write prepared before it (on an idle callback) must not bring records back. */
let forgotten = false;

function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab (or forgetShapeRecords) deletes the database: let it, and open anew later.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/**
 * Opens the database ahead of the first read: opening takes a few tens of ms, which the first
 * font's read would otherwise wait for on the way to the first layout.
 */
export function openShapeRecords(): void {
  void database();
}

/** The record kept under `key`, or undefined when there is none or it cannot be read. */
export async function readShapeRecord(key: string): Promise<unknown> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Keeps `record` under `key`, replacing what was there; resolves once written (or failed). */
export async function writeShapeRecord(key: string, record: unknown): Promise<void> {
  if (forgotten) return;
  const db = await database();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(record, key);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
      transaction.onabort = () => resolve();
    } catch {
      resolve();
    }
  });
}

/**
 * Deletes every record (at sign-out): the keys of shaping results are pieces of the sheets'
 * texts, which the next person at this computer has no business reading. Nothing is written
 * again until the page loads anew (the engine still holds the texts shaped before).
 */
export function forgetShapeRecords(): void {
  forgotten = true;
  if (typeof indexedDB === 'undefined') return;
  opening = undefined;
  indexedDB.deleteDatabase(DATABASE);
}
