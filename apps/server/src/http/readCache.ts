import { ENCODE_FROM_BYTES, type Encoding, encode } from './answerEncodings.ts';

/**
 * Answers of the busiest reads (sheet and regional copy lists and items), kept per user and
 * address until the data changes. Every committed change to a table raises the generation: through this process at
 * once (`changed` after every write request), through any other process or job as soon as
 * PostgreSQL's notification arrives (see DatabaseHandle.watchChanges), which is a few
 * milliseconds after the commit. An answer computed while the generation moved is handed to its
 * readers but not kept. While the notifications may be missing (the listening connection
 * dropped), nothing is kept or served from the cache. `maxAgeMs` bounds how long any answer is
 * kept whatever happens.
 */
export interface ReadCacheOptions {
  /** 0 turns the cache off. */
  maxAgeMs: number;
  /** Total size of the kept answers (bytes of JSON); the oldest go first. */
  maxBytes: number;
  now?: () => number;
}

/** Every change empties the cache, so whatever it holds was computed since the last one. */
interface Entry {
  until: number;
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

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /** Computations in progress, by key and generation: readers who arrive meanwhile wait for it. */
  readonly #pending = new Map<string, Promise<Buffer>>();
  readonly #now: () => number;
  #generation = 0;
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

  /** How many answers are kept (tests and the load benchmark look). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer for `key` as UTF-8 JSON: kept, being computed by another reader, or computed now
   * by `compute` (kept if nothing changed meanwhile). Errors are not kept. It comes in `encoding`
   * when one is asked for: a kept answer is compressed once and kept beside it.
   */
  async answer(key: string, compute: () => Promise<unknown>, encoding?: Encoding): Promise<Answer> {
    const toJson = async () => Buffer.from(JSON.stringify(await compute()));
    if (!this.active) return encoded(await toJson(), encoding);
    const generation = this.#generation;
    let entry = this.#entries.get(key);
    if (entry && entry.until <= this.#now()) {
      this.#drop(key, entry);
      entry = undefined;
    }
    if (!entry) {
      const pendingKey = `${generation}\u0000${key}`;
      let computing = this.#pending.get(pendingKey);
      if (!computing) {
        computing = toJson().finally(() => this.#pending.delete(pendingKey));
        this.#pending.set(pendingKey, computing);
        const body = await computing;
        if (this.#generation === generation && this.active) this.#keep(key, body);
      }
      const body = await computing;
      entry = this.#entries.get(key);
      if (entry?.body !== body) return encoded(body, encoding);
    }
    if (!encoding || entry.body.length < ENCODE_FROM_BYTES) return { body: entry.body };
    entry.encoded[encoding] ??= this.#encode(key, entry, encoding);
    return { body: await entry.encoded[encoding], encoding };
  }

  /** Something changed (a write here, or a notification from the database): forget everything. */
  changed(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
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

  /** Only called for a key with no entry: `answer` dropped an expired one, readers share a computation. */
  #keep(key: string, body: Buffer) {
    if (body.length > this.options.maxBytes / LARGEST_SHARE) return;
    this.#entries.set(key, {
      until: this.#now() + this.options.maxAgeMs,
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
