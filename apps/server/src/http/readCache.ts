import { ENCODE_FROM_BYTES, type Encoding, encode } from './answerEncodings.ts';

/**
 * Answers of the busiest reads (sheet and regional copy lists and items), kept per user and
 * address until a table they are made of changes. A committed change reaches the cache through
 * this process at once (`changed` after every write request), through any other process or job
 * as soon as PostgreSQL's notification arrives (see DatabaseHandle.watchChanges), which is a few
 * milliseconds after the commit. It drops the answers that read the changed table, and every
 * answer when the table is not named. An answer computed while one of its tables changed is
 * handed to its readers but not kept. While the notifications may be missing (the listening
 * connection dropped), nothing is kept or served from the cache. `maxAgeMs` bounds how long any
 * answer is kept whatever happens.
 */
export interface ReadCacheOptions {
  /** 0 turns the cache off. */
  maxAgeMs: number;
  /** Total size of the kept answers (bytes of JSON); the oldest go first. */
  maxBytes: number;
  now?: () => number;
}

/** A change to one of its tables drops it, so what the cache holds was computed since then. */
interface Entry {
  until: number;
  /** The tables it is made of; none named means every change drops it. */
  tables: ReadonlySet<string> | undefined;
  /**
   * When a change committed elsewhere made it old: it is handed out while one reader computes it
   * again, for at most STALE_AT_MOST_MS.
   */
  staleSince?: number;
  /**
   * UTF-8 already: a string body was measured (content-length) and encoded again for every
   * reader, a third of what an answer from the cache cost.
   */
  body: Buffer;
  /** The body compressed, each encoding when a reader first accepts it. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The body and its finished encodings. */
  bytes: number;
}

/** What to send: the body, compressed in `encoding` when it is set. */
export interface Answer {
  body: Buffer;
  encoding?: Encoding;
}

/** An answer not kept, compressed off the event loop when it is worth it. */
async function encoded(body: Buffer, encoding: Encoding | undefined): Promise<Answer> {
  if (!encoding || body.length < ENCODE_FROM_BYTES) return { body };
  return { body: await encode(body, encoding), encoding };
}

/** No single answer takes more than this share of the cache. */
const LARGEST_SHARE = 8;
/**
 * How long after a change committed elsewhere was heard an answer from before it is still handed
 * out while it is computed again; past that, readers wait for the new one. Computing a list takes
 * 5 ms, and up to about 60 ms when two processes share two busy cores.
 */
export const STALE_AT_MOST_MS = 100;

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /** Computations in progress, by key and generation: readers who arrive meanwhile wait for it. */
  readonly #pending = new Map<string, Promise<Buffer>>();
  readonly #now: () => number;
  /** Counts changes; a computation is kept when none of its tables changed since it began. */
  #generation = 0;
  /** The last change to each table, and the last one that named none. */
  readonly #changedAt = new Map<string, number>();
  #allChangedAt = 0;
  #bytes = 0;
  #listening = false;
  #sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly options: ReadCacheOptions) {
    this.#now = options.now ?? performance.now.bind(performance);
  }

  /** Whether answers are kept: on, and told of every change (see `listening`). */
  get active(): boolean {
    return this.#listening && this.options.maxAgeMs > 0;
  }

  /** How many changes were heard or made (tests wait for a notification with it). */
  get changes(): number {
    return this.#generation;
  }

  /** How many answers are kept (tests and the load benchmark look). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer for `key` as UTF-8 JSON: kept, being computed by another reader, or computed now
   * by `compute` (kept if none of `tables` changed meanwhile). Errors are not kept. It comes in
   * `encoding` when one is asked for: a kept answer is compressed once and kept beside it.
   * `tables` names what the answer is read from; without it, any change drops the answer.
   */
  async answer(
    key: string,
    compute: () => Promise<unknown>,
    { encoding, tables }: { encoding?: Encoding; tables?: readonly string[] } = {},
  ): Promise<Answer> {
    const toJson = async () => Buffer.from(JSON.stringify(await compute()));
    if (!this.active) return encoded(await toJson(), encoding);
    const now = this.#now();
    let entry = this.#entries.get(key);
    if (entry && entry.until <= now) {
      this.#drop(key, entry);
      entry = undefined;
    }
    if (entry?.staleSince !== undefined) {
      const computing = this.#computed(key, tables, toJson);
      // Meanwhile readers get the answer from before the change, as if they had come a moment
      // earlier; a moment, not whenever the next reader comes.
      if (now - entry.staleSince > STALE_AT_MOST_MS) {
        const body = await computing;
        entry = this.#entries.get(key);
        if (entry?.body !== body) return encoded(body, encoding);
      }
    }
    if (!entry) {
      const body = await this.#computed(key, tables, toJson);
      entry = this.#entries.get(key);
      if (entry?.body !== body) return encoded(body, encoding);
    }
    if (!encoding || entry.body.length < ENCODE_FROM_BYTES) return { body: entry.body };
    entry.encoded[encoding] ??= this.#encode(key, entry, encoding);
    return { body: await entry.encoded[encoding], encoding };
  }

  /**
   * Something changed that the next read must show (a write through this process): forget the
   * answers read from `table`, or everything when no table is named.
   */
  changed(table?: string): void {
    this.#generation += 1;
    if (table === undefined) {
      this.#allChangedAt = this.#generation;
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    this.#changedAt.set(table, this.#generation);
    for (const [key, entry] of this.#entries) {
      if (!entry.tables || entry.tables.has(table)) this.#drop(key, entry);
    }
  }

  /**
   * A change committed elsewhere (another process, a job), heard from the database a few
   * milliseconds after its commit: answers read from `table` are computed again by their next
   * reader, and handed out as they were to the readers meanwhile. Nobody waiting for this change
   * can tell: the write's own answer may have left before it was heard anyway.
   */
  changedElsewhere(table: string): void {
    this.#generation += 1;
    this.#changedAt.set(table, this.#generation);
    const now = this.#now();
    for (const entry of this.#entries.values()) {
      if (entry.staleSince === undefined && (!entry.tables || entry.tables.has(table))) {
        entry.staleSince = now;
      }
    }
  }

  /**
   * Whether changes made elsewhere are being heard. Going deaf forgets everything and keeps
   * nothing until hearing again; hearing again starts from nothing too, as changes may have been
   * missed in between.
   */
  listening(isListening: boolean): void {
    this.#listening = isListening;
    this.changed();
  }

  close(): void {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    this.changed();
  }

  /** The last change that drops an answer read from `tables`. */
  #lastChangeTo(tables: readonly string[] | undefined): number {
    if (!tables) return this.#generation;
    let last = this.#allChangedAt;
    for (const table of tables) last = Math.max(last, this.#changedAt.get(table) ?? 0);
    return last;
  }

  /**
   * The answer for `key` computed once per change to its tables, shared by the readers who ask
   * meanwhile. It is kept unless the entry it replaces was dropped meanwhile: as it is when none
   * of its tables changed since it began, as old since it began when one changed elsewhere.
   */
  #computed(
    key: string,
    tables: readonly string[] | undefined,
    toJson: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const since = this.#lastChangeTo(tables);
    const pendingKey = `${since}\u0000${key}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const computing = toJson().finally(() => this.#pending.delete(pendingKey));
    this.#pending.set(pendingKey, computing);
    const began = this.#now();
    const before = this.#entries.get(key);
    // Registered before any reader awaits it, so readers find the kept entry.
    computing.then(
      (body) => {
        if (!this.active || this.#entries.get(key) !== before) return;
        if (this.#lastChangeTo(tables) === since) this.#keep(key, body, tables);
        else if (before) this.#keep(key, body, tables, began);
      },
      () => {},
    );
    return computing;
  }

  #keep(key: string, body: Buffer, tables: readonly string[] | undefined, staleSince?: number) {
    const before = this.#entries.get(key);
    if (before) this.#drop(key, before);
    if (body.length > this.options.maxBytes / LARGEST_SHARE) return;
    this.#entries.set(key, {
      until: this.#now() + this.options.maxAgeMs,
      tables: tables && new Set(tables),
      staleSince,
      body,
      encoded: {},
      bytes: 0,
    });
    this.#grow(key, body.length);
    // Expired answers are let go even when no request comes (memory returns to idle).
    this.#sweeper ??= setInterval(() => this.#sweep(), this.options.maxAgeMs * 2).unref();
  }

  #encode(key: string, entry: Entry, encoding: Encoding): Promise<Buffer> {
    const encoded = encode(entry.body, encoding);
    encoded.then(
      (bytes) => {
        if (this.#entries.get(key) === entry) this.#grow(key, bytes.length);
      },
      () => {
        if (entry.encoded[encoding] === encoded) delete entry.encoded[encoding];
      },
    );
    return encoded;
  }

  /** Counts bytes added to a kept entry, letting the oldest answers go while over the limit. */
  #grow(key: string, bytes: number) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#drop(oldKey, oldEntry);
    }
  }

  #sweep() {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#drop(key, entry);
    if (this.#entries.size === 0) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
  }

  #drop(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
