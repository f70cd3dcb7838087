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
  /** Total size of the kept answers (characters of JSON); the oldest go first. */
  maxChars: number;
  now?: () => number;
}

/** Every change empties the cache, so whatever it holds was computed since the last one. */
interface Entry {
  until: number;
  body: string;
}

/** No single answer takes more than this share of the cache. */
const LARGEST_SHARE = 8;

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /** Computations in progress, by key and generation: readers who arrive meanwhile wait for it. */
  readonly #pending = new Map<string, Promise<string>>();
  readonly #now: () => number;
  #generation = 0;
  #chars = 0;
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
   * The answer for `key`: kept, being computed by another reader, or computed now by `compute`
   * (whose JSON is kept if nothing changed meanwhile). Errors are not kept.
   */
  async answer(key: string, compute: () => Promise<unknown>): Promise<string> {
    const toJson = async () => JSON.stringify(await compute());
    if (!this.active) return toJson();
    const generation = this.#generation;
    const kept = this.#entries.get(key);
    if (kept && kept.until > this.#now()) return kept.body;
    if (kept) this.#drop(key, kept);
    const pendingKey = `${generation}\u0000${key}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const computing = toJson().finally(() => this.#pending.delete(pendingKey));
    this.#pending.set(pendingKey, computing);
    const body = await computing;
    if (this.#generation === generation && this.active) this.#keep(key, body);
    return body;
  }

  /** Something changed (a write here, or a notification from the database): forget everything. */
  changed(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#chars = 0;
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
  #keep(key: string, body: string) {
    if (body.length > this.options.maxChars / LARGEST_SHARE) return;
    this.#chars += body.length;
    this.#entries.set(key, { until: this.#now() + this.options.maxAgeMs, body });
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#chars <= this.options.maxChars) break;
      this.#drop(oldKey, oldEntry);
    }
    // Expired answers are let go even when no request comes (memory returns to idle).
    this.#sweeper ??= setInterval(() => this.#sweep(), this.options.maxAgeMs * 2).unref();
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
    this.#chars -= entry.body.length;
  }
}
