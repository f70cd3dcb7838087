// The database thread: the embedded PostgreSQL (WebAssembly) runs here, so a statement's work,
// a 7.7 MB jsonb write for instance, never holds the server's event loop. It answers the
// requests of pgliteThread.ts, one message each.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from './pgliteOptions.ts';
import {
  JSON_OIDS,
  type Reply,
  type Request,
  type StatementRequest,
  sendableError,
  TEXT_AS_IS_OIDS,
} from './pgliteProtocol.ts';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread (see pgliteThread.ts).');
const { dir } = workerData as { dir: string };

const post = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

const asText = (oids: readonly number[]) =>
  Object.fromEntries(oids.map((oid) => [oid, (text: string) => text]));
/** json and jsonb as text, which the main thread parses (see JSON_OIDS). */
const jsonAsText = asText(JSON_OIDS);
/** Drizzle's parsers, made here (functions cannot cross threads), with jsonAsText. */
const drizzleParsers = { ...jsonAsText, ...asText(TEXT_AS_IS_OIDS) };

/** Open transactions by the main thread's id, each waiting for its `end`. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean, id: number): void }>();
const unlistens = new Map<number, () => Promise<void>>();
/** Thrown inside PGlite's transaction to roll it back when the main thread's callback threw. */
const ROLLBACK = Symbol('rollback');

/** Marks a request that is answered later, by the transaction it began or ended. */
const PENDING = Symbol('pending');

/**
 * Opening a new database leaves a few hundred MB of garbage (initdb runs in a PGlite instance
 * of its own). The server's busy thread collected it within seconds; this thread, idle after
 * its start, kept it (RSS 730 MB against 320 MB), so it collects here. (`gc` of a new context:
 * the flag only reaches contexts made after it is set.)
 */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  // What the first collection let go is freed by a second one, once its finalizers ran.
  setTimeout(gc, 1000).unref();
}

let pglite: PGlite;
try {
  pglite = await PGlite.create(dir, pgliteOptions());
  collectGarbage();
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: sendableError(error) });
  port.close();
  throw error;
}

port.on('message', async (request: Request) => {
  try {
    const [value, transfer] = await answer(request);
    // Posting throws for a value that cannot cross (DataCloneError): answered as an error too.
    if (value !== PENDING) post({ kind: 'done', id: request.id, value }, transfer);
  } catch (error) {
    post({ kind: 'error', id: request.id, error: sendableError(error) });
  }
});

async function answer(request: Request): Promise<[unknown, ArrayBuffer[]?]> {
  switch (request.kind) {
    case 'query':
    case 'exec':
      return [await statement(request)];
    case 'begin':
      begin(request.id, request.tx);
      return [PENDING];
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('The transaction has already ended.');
      open.end(request.commit, request.id);
      return [PENDING];
    }
    case 'listen': {
      const id = request.listener;
      const unlisten = await pglite.listen(request.channel, (payload) =>
        post({ kind: 'notify', listener: id, payload }),
      );
      unlistens.set(id, unlisten);
      return [null];
    }
    case 'unlisten': {
      const unlisten = unlistens.get(request.listener);
      unlistens.delete(request.listener);
      if (unlisten && !pglite.closed) await unlisten();
      return [null];
    }
    case 'dump': {
      const bytes = await (await pglite.dumpDataDir('gzip')).arrayBuffer();
      return [bytes, [bytes]];
    }
    case 'close':
      await pglite.close();
      return [null];
  }
}

function statement(request: StatementRequest) {
  let target: Pick<Transaction, 'query' | 'exec'> = pglite;
  if (request.tx !== null) {
    const open = transactions.get(request.tx);
    if (!open) throw new Error('The transaction has already ended.');
    target = open.tx;
  }
  if (request.kind === 'exec') return target.exec(request.text, { parsers: jsonAsText });
  const options: QueryOptions = {
    rowMode: request.rowMode,
    parsers: request.textAsIs ? drizzleParsers : jsonAsText,
  };
  if (request.paramTypes) options.paramTypes = request.paramTypes;
  return target.query(request.text, request.params, options);
}

/**
 * Begins a transaction whose statements the main thread sends with its id. PGlite makes every
 * other statement wait until it ends, as it does in one thread. `begin` is answered once BEGIN
 * ran, `end` once COMMIT or ROLLBACK did.
 */
function begin(beginId: number, txId: number) {
  let endId: number | undefined;
  let ended: (commit: boolean) => void = () => {};
  const decision = new Promise<boolean>((resolve) => {
    ended = resolve;
  });
  pglite
    .transaction(async (tx) => {
      transactions.set(txId, {
        tx,
        end(commit, id) {
          endId = id;
          ended(commit);
        },
      });
      post({ kind: 'done', id: beginId, value: null });
      if (!(await decision)) throw ROLLBACK;
    })
    .then(
      () => post({ kind: 'done', id: endId ?? beginId, value: null }),
      (error: unknown) => {
        if (error === ROLLBACK) post({ kind: 'done', id: endId ?? beginId, value: null });
        else post({ kind: 'error', id: endId ?? beginId, error: sendableError(error) });
      },
    )
    .finally(() => transactions.delete(txId));
}
