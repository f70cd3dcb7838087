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

/** Records kept at most: past this a write empties the store first (each is one font file's). */
export const MAX_RECORDS = 48;

let reading: Promise<Map<string, unknown>> | undefined;

/**
 * Every record, read once per page load with one request: started by the entry when the designer
 * is opened, it is in memory by the time the first font file arrives, instead of a read per file
 * that queues behind the designer's first render (100 to 150 ms of a warm opening).
 */
function allRecords(): Promise<Map<string, unknown>> {
  reading ??= database().then(
    (db) =>
      new Promise((resolve) => {
        const records = new Map<string, unknown>();
        if (!db) return resolve(records);
        try {
          // Two requests in one transaction, not a cursor: each step of a cursor is another
          // round trip to the browser, queued behind whatever the page is running then.
          const store = db.transaction(STORE, 'readonly').objectStore(STORE);
          const keys = store.getAllKeys(null, MAX_RECORDS);
          const values = store.getAll(null, MAX_RECORDS);
          values.onsuccess = () => {
            for (const [i, key] of keys.result.entries())
              records.set(String(key), values.result[i]);
            resolve(records);
          };
          values.onerror = () => resolve(records);
          keys.onerror = () => resolve(records);
        } catch {
          resolve(records);
        }
      }),
  );
  return reading;
}

/** Starts reading the records now, ahead of the first font (see allRecords). */
export function prefetchShapeRecords(): void {
  void allRecords();
}

/** The record kept under `key`, or undefined when there is none or it cannot be read. */
export async function readShapeRecord(key: string): Promise<unknown> {
  return (await allRecords()).get(key);
}

/** Keeps `record` under `key`, replacing what was there; resolves once written (or failed). */
export async function writeShapeRecord(key: string, record: unknown): Promise<void> {
  if (forgotten) return;
  const db = await database();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      // Bounded, so that reading them all at the next opening stays cheap: fonts no sheet has
      // used for long go with the rest, and the faces in use are kept again as they shape.
      const counting = store.count();
      counting.onsuccess = () => {
        if (counting.result < MAX_RECORDS) {
          store.put(record, key);
          return;
        }
        const existing = store.getKey(key);
        existing.onsuccess = () => {
          if (existing.result === undefined) store.clear();
          store.put(record, key);
        };
      };
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
  reading = Promise.resolve(new Map());
  if (typeof indexedDB === 'undefined') return;
  opening = undefined;
  indexedDB.deleteDatabase(DATABASE);
}
