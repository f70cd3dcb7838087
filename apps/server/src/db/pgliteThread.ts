import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import {
  JSON_OIDS,
  type Reply,
  type Request,
  receivedError,
  type StatementRequest,
  TEXT_AS_IS_OIDS,
} from './pgliteProtocol.ts';

const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './pgliteWorker.ts' : './pgliteWorker.js',
  import.meta.url,
);

/** What the server asks of PGlite inside a transaction. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/** What the server asks of PGlite: PGlite itself in its thread, or PgliteThread beside it. */
export interface PgliteClient extends PgliteQueries {
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * PGlite in a worker thread of its own (pgliteWorker.ts): each statement is posted there and
 * its rows posted back, so the event loop never runs PostgreSQL's WebAssembly. A thread that
 * dies rejects every statement waiting for it and every later one.
 */
export class PgliteThread implements PgliteClient {
  /** The thread itself (tests end it to see what a crash does). */
  readonly worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #nextTx = 1;
  #nextListener = 1;
  #failure: Error | undefined;
  #closing: Promise<void> | undefined;

  private constructor(dir: string) {
    this.worker = WORKER.pathname.endsWith('.ts')
      ? // A TypeScript start (development, tests) loads TypeScript in the thread first: on
        // Node 20 `--import tsx` in a worker's execArgv left its entry file unknown (".ts").
        new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
            tsx.register();
            return import(${JSON.stringify(WORKER.href)});
          });`,
          { eval: true, workerData: { dir } },
        )
      : new Worker(WORKER, { workerData: { dir } });
    this.worker.on('message', (reply: Reply) => this.#received(reply));
    this.worker.on('error', (error) =>
      this.#fail(new Error(`The database thread failed: ${error.message}`, { cause: error })),
    );
    this.worker.on('exit', (code) =>
      this.#fail(new Error(`The database thread stopped (exit code ${code}).`)),
    );
  }

  /** Starts the thread and opens the database in `dir` there (a `memory://` one for tests). */
  static async start(dir: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dir);
    try {
      // Id 0 is the opening, answered by `ready` or `failed`.
      await new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    thread.#settled();
    return thread;
  }

  get closed(): boolean {
    return this.#failure !== undefined;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    return this.#statement<T>(null, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#exec(null, text);
  }

  /**
   * Runs `callback` in a transaction of the database thread, whose statements it sends tagged
   * with the transaction's id; it commits when `callback` resolves and rolls back when it throws.
   */
  async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#request({ kind: 'begin', tx });
    let result: T;
    try {
      result = await callback({
        query: (text, params = [], options) => this.#statement(tx, text, params, options),
        exec: (text) => this.#exec(tx, text),
      });
    } catch (error) {
      // The callback's error is the one that matters; a dead thread rolled back anyway.
      await this.#request({ kind: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#request({ kind: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void) {
    const listener = this.#nextListener++;
    this.#listeners.set(listener, callback);
    try {
      await this.#request({ kind: 'listen', listener, channel });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      this.#listeners.delete(listener);
      if (!this.closed) await this.#request({ kind: 'unlisten', listener });
    };
  }

  async dumpDataDir(_compression: 'gzip'): Promise<Blob> {
    const bytes = (await this.#request({ kind: 'dump' })) as ArrayBuffer;
    return new Blob([bytes], { type: 'application/x-gzip' });
  }

  /** Closes the database (PostgreSQL's shutdown writes everything) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.closed) await this.#request({ kind: 'close' });
      } finally {
        this.#fail(new Error('The database is closed.'));
        await this.worker.terminate();
      }
    })();
    return this.#closing;
  }

  async #statement<T>(
    tx: number | null,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const request = { kind: 'query', tx, text, params, ...statementOptions(options) } as const;
    return withJsonParsed((await this.#request(request)) as Results<T>, request.rowMode);
  }

  async #exec(tx: number | null, text: string): Promise<Results[]> {
    const request: StatementRequest = {
      kind: 'exec',
      tx,
      text,
      params: [],
      rowMode: 'object',
      textAsIs: false,
      paramTypes: undefined,
    };
    const results = (await this.#request(request)) as Results[];
    return results.map((result) => withJsonParsed(result, 'object'));
  }

  #request(message: WithoutId<Request>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // Values a thread cannot take (functions, class instances' methods) fail here, alone.
      this.worker.postMessage({ ...message, id });
      this.#pending.set(id, { resolve, reject });
      // The thread keeps the process alive only while it owes an answer, as a socket does.
      if (this.#pending.size === 1) this.worker.ref();
    });
  }

  #received(reply: Reply) {
    if (reply.kind === 'notify') {
      this.#listeners.get(reply.listener)?.(reply.payload);
      return;
    }
    const id = reply.kind === 'ready' || reply.kind === 'failed' ? 0 : reply.id;
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    this.#settled();
    if (reply.kind === 'failed' || reply.kind === 'error')
      pending.reject(receivedError(reply.error));
    else pending.resolve(reply.kind === 'ready' ? null : reply.value);
  }

  #settled() {
    if (this.#pending.size === 0) this.worker.unref();
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
    this.#listeners.clear();
  }
}

/** Parses the json and jsonb values of `results`, which cross as text (see JSON_OIDS). */
function withJsonParsed<T>(results: Results<T>, rowMode: 'object' | 'array'): Results<T> {
  const json: readonly number[] = JSON_OIDS;
  const keys = results.fields.flatMap((field, index) =>
    json.includes(field.dataTypeID) ? [rowMode === 'array' ? index : field.name] : [],
  );
  if (keys.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const key of keys) {
      const value = row[key];
      if (typeof value === 'string') row[key] = JSON.parse(value);
    }
  }
  return results;
}

/**
 * The options of a statement as data. Drizzle passes identity parsers for a fixed set of types,
 * which the database thread applies itself; any other function cannot cross and is refused.
 */
function statementOptions(options: QueryOptions | undefined) {
  const { rowMode = 'object', parsers, paramTypes, ...rest } = options ?? {};
  const others = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (others.length > 0) {
    throw new Error(
      `The database thread takes rowMode, paramTypes and drizzle's parsers, not ${others.map(([key]) => key).join(', ')}.`,
    );
  }
  if (parsers !== undefined && !isTextAsIs(parsers)) {
    throw new Error("The database thread applies only drizzle's parsers (text as it is).");
  }
  return { rowMode, textAsIs: parsers !== undefined, paramTypes };
}

/** Whether `parsers` are drizzle's: an identity function for each of TEXT_AS_IS_OIDS. */
function isTextAsIs(parsers: ParserOptions): boolean {
  const oids = Object.keys(parsers);
  return (
    oids.length === TEXT_AS_IS_OIDS.length &&
    TEXT_AS_IS_OIDS.every((oid) => parsers[oid]?.('2026-11-29') === '2026-11-29')
  );
}
