import { ENCODE_FROM_BYTES, type Encoding, encode } from './answerEncodings.ts';

/**
 * Answers of the busiest reads (sheet and regional copy lists and items), kept per user and
 * address until a table they are made of changes. A committed change reaches the cache through
 * this process at once (`changed` after every write request), through any other process or job
 * as soon as PostgreSQL's notification arrives (see DatabaseHandle.watchChanges), which is a few
 * milliseconds after the commit. Answers read from the changed table (every answer when the
 * table is not named) are computed again; meanwhile readers get the answer from before, as if
 * they had come a moment earlier, for at most STALE_AT_MOST_MS; answers not read recently are
 * dropped instead. While the notifications may be missing (the listening connection dropped),
 * nothing is kept or served from the cache. `maxAgeMs` bounds how long any answer is kept
 * whatever happens.
 */
export interface ReadCacheOptions {
  /** 0 turns the cache off. */
  maxAgeMs: number;
  /** Total size of the kept answers (bytes of JSON); the oldest go first. */
  maxBytes: number;
  /** At least this long between the beginnings of two computations of one answer. */
  recomputeGapMs?: number;
  /** New answers a user's reads may begin: NEW_ANSWERS_PER_SECOND after NEW_ANSWERS_BURST. */
  newAnswers?: { perSecond: number; burst: number };
  now?: () => number;
}

/** Whose answer it is (the user's id): a write waits only for its own sender's answers. */
export type Owner = number | string | undefined;

/** A writer whose answers are none: a change heard from elsewhere, which nobody waits for. */
const NOBODY: unique symbol = Symbol('nobody');

/** A computation of one answer, shared by everyone who needs it while no table of it changes. */
interface Computation {
  /** The last change to its tables when it began. */
  since: number;
  began: number;
  body: Promise<Buffer>;
}

interface Entry {
  until: number;
  /** Whose answer it is; the user's own are computed again before their write's answer leaves. */
  owner: Owner;
  /** The tables it is made of; none named means every change makes it old. */
  tables: readonly string[] | undefined;
  /** Computes it again after a change. */
  compute: () => Promise<Buffer>;
  /** When a reader last got it: only answers read recently are computed again after a change. */
  readAt: number;
  /** The last change to its tables when its computation began: a later one replaces it. */
  since: number;
  /**
   * When a change made it old: it is handed out while it is computed again, for at most
   * STALE_AT_MOST_MS.
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

/**
 * Waits until `now()` reaches `time`. A timer alone can fire early against `performance.now`:
 * Node counts its start from the event loop's time, taken when the loop last woke.
 */
async function until(time: number, now: () => number): Promise<void> {
  for (let left = time - now(); left > 0; left = time - now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}

/** The encodings an answer's readers asked for. */
function encodingsOf(entry: Entry | undefined): Encoding[] {
  return entry ? (Object.keys(entry.encoded) as Encoding[]) : [];
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
 * How long after a change an answer from before it is still handed out while it is computed
 * again; past that, readers wait for the new one. Computing a list takes 5 ms, and up to about
 * 60 ms when two processes share two busy cores; with RECOMPUTE_GAP_MS before it and its
 * compression after it, an answer under saves without pause was often 100 ms old (the bound
 * until 2026-11-28), and the one reader in a hundred who then waited made the reads' p99.
 */
export const STALE_AT_MOST_MS = 250;
/** Answers read within this long before a change are computed again at once; others dropped. */
export const RECENTLY_READ_MS = 1000;
/**
 * The least time between the beginnings of two computations of one answer. Each process hears
 * a change for every save through either process, 90 a second under load; computing the list
 * again for every one of them took the cores from everything else (a computation costs about
 * 30 cached reads). Readers meanwhile get the answer from before, as they would from a slower
 * computation, and a write's answer waits for the computation after it (at most this long more).
 */
export const RECOMPUTE_GAP_MS = 50;
/**
 * After a change, each user's answers computed again: the most recently read; the user's
 * others are dropped and computed when next read. A dealer who kept 400 searches warm made every
 * save compute all 400 again (an admin's save went from 64 ms to 700 ms, /healthz to 2.2 s);
 * a portal page reads a list and a sheet or two, so 8 keep every real reader's answers warm.
 */
export const RECOMPUTED_PER_USER = 8;
/** After a change, answers computed again in all, the most recently read; others dropped. */
export const RECOMPUTED_PER_CHANGE = 64;
/**
 * Answers of other users than the writer computed again at once; the rest wait their turn, and
 * their readers get the answer from before meanwhile (or, past STALE_AT_MOST_MS, compute it
 * themselves). Leaves the database's connections and the event loop to everyone else.
 */
export const RECOMPUTING_AT_ONCE = 4;
/**
 * Computations for one user at once, whether for their reads or after a change; the user's
 * others wait their turn. A user who sends many distinct reads at once (each one new to the
 * cache) then holds no more of the database than this, however many connections they open.
 */
export const COMPUTING_PER_USER = 2;
/**
 * New answers a user's reads begin, a second, after a burst: past it, their reads of answers
 * nobody computed yet wait. A dealer who cycled through hundreds of distinct searches had the
 * database search every sheet's data for each; a person browsing or typing a search asks for a
 * few a second, and a portal page's first load for about a dozen at once.
 */
export const NEW_ANSWERS_PER_SECOND = 20;
export const NEW_ANSWERS_BURST = 40;

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /**
   * The last computation of each answer, until it has failed or RECOMPUTE_GAP_MS have passed
   * since it began: readers who arrive meanwhile share it when nothing changed since it began.
   */
  readonly #computing = new Map<string, Computation>();
  /** The one computation per answer that waits for the last one and the gap (see #computed). */
  readonly #next = new Map<string, Promise<Buffer>>();
  readonly #now: () => number;
  /** Counts changes; a computation is kept as new when none of its tables changed since it began. */
  #generation = 0;
  /** The last change to each table, and the last one that named none. */
  readonly #changedAt = new Map<string, number>();
  #allChangedAt = 0;
  /** The last change through this process whose write has answered, per table, for none, any. */
  readonly #writtenAt = new Map<string, number>();
  #allWrittenAt = 0;
  #anyWrittenAt = 0;
  #bytes = 0;
  #listening = false;
  #sweeper: NodeJS.Timeout | undefined;
  readonly #recomputeGapMs: number;
  readonly #newAnswers: { perSecond: number; burst: number };
  /** Per user with computations running: how many, and who waits for a turn. */
  readonly #turns = new Map<Owner, { running: number; waiting: (() => void)[] }>();
  /** Per user: the new answers their reads may still begin at once, as of `at` (a token bucket). */
  readonly #allowance = new Map<Owner, { left: number; at: number }>();
  /** Answers made old by a change, waiting to be computed again (see RECOMPUTING_AT_ONCE). */
  readonly #queued = new Set<string>();
  #recomputing = 0;
  #recomputations = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.#now = options.now ?? performance.now.bind(performance);
    this.#recomputeGapMs = options.recomputeGapMs ?? RECOMPUTE_GAP_MS;
    this.#newAnswers = options.newAnswers ?? {
      perSecond: NEW_ANSWERS_PER_SECOND,
      burst: NEW_ANSWERS_BURST,
    };
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

  /** How many answers are kept for `owner` (tests look). */
  answersOf(owner: Owner): number {
    let kept = 0;
    for (const entry of this.#entries.values()) if (entry.owner === owner) kept += 1;
    return kept;
  }

  /** How many computations changes have begun, in all (tests look). */
  get recomputations(): number {
    return this.#recomputations;
  }

  /** The bytes the kept answers and their compressed copies take (tests look). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The answer for `key` as UTF-8 JSON: kept, being computed by another reader, or computed now
   * by `compute`. Errors are not kept. It comes in `encoding` when one is asked for: a kept
   * answer is compressed once and kept beside it. `tables` names what the answer is read from,
   * and `compute` must depend on nothing else, since the cache calls it again after a change;
   * without `tables`, any change makes the answer old. `owner` is the user it is for.
   */
  async answer(
    key: string,
    compute: () => Promise<unknown>,
    {
      encoding,
      tables,
      owner,
    }: { encoding?: Encoding; tables?: readonly string[]; owner?: Owner } = {},
  ): Promise<Answer> {
    if (!this.active) return encoded(Buffer.from(JSON.stringify(await compute())), encoding);
    const toJson = () =>
      this.#inTurn(owner, async () => Buffer.from(JSON.stringify(await compute())));
    const now = this.#now();
    let entry = this.#entries.get(key);
    if (entry && entry.until <= now) {
      this.#drop(key, entry);
      entry = undefined;
    }
    if (entry?.staleSince !== undefined) {
      const computing = this.#computed(key, tables, toJson, owner);
      // Past the bound, or older than a write whose answer has left: the new one is waited for.
      if (now - entry.staleSince > STALE_AT_MOST_MS || entry.since < this.#lastWriteTo(tables)) {
        const body = await computing;
        entry = this.#entries.get(key);
        if (entry?.body !== body) return encoded(body, encoding);
      }
    }
    if (!entry) {
      if (!this.#computing.has(key)) await this.#paced(owner);
      const body = await this.#computed(key, tables, toJson, owner);
      entry = this.#entries.get(key);
      if (entry?.body !== body) return encoded(body, encoding);
    }
    entry.readAt = now;
    if (!encoding || entry.body.length < ENCODE_FROM_BYTES) return { body: entry.body };
    entry.encoded[encoding] ??= this.#encode(key, entry, encoding);
    return { body: await entry.encoded[encoding], encoding };
  }

  /**
   * A write by `writer` through this process changed `table`, or any table when none is named.
   * The answers read from it recently are computed again, at most RECOMPUTED_PER_USER a user and
   * RECOMPUTED_PER_CHANGE in all, the others dropped. The promise settles once the writer's own
   * are: the write's answer leaves after that, so its sender reads what they wrote, and what it
   * waits for does not grow with what others read. Other users' answers are computed
   * RECOMPUTING_AT_ONCE at a time; until then their readers get the answer from before, for at
   * most STALE_AT_MOST_MS, as they would on another process.
   */
  changed(table?: string, writer?: Owner): Promise<void> {
    return this.#change(table, writer);
  }

  /**
   * A change committed elsewhere (another process, a job), heard from the database a few
   * milliseconds after its commit: as `changed`, but nobody waits for it, since the write's own
   * answer may have left before it was heard anyway.
   */
  changedElsewhere(table: string): void {
    void this.#change(table, NOBODY);
  }

  #change(table: string | undefined, writer: Owner | typeof NOBODY): Promise<void> {
    const own: Promise<unknown>[] = [];
    const old = this.#madeOld(table);
    const generation = this.#generation;
    for (const [key, entry] of old) {
      if (entry.owner === writer) {
        this.#recomputations += 1;
        own.push(this.#computed(key, entry.tables, entry.compute, entry.owner));
      } else this.#queued.add(key);
    }
    this.#recomputeQueued();
    return Promise.allSettled(own).then(() => {
      if (writer === NOBODY) return;
      // The write's answer leaves now: whoever reads on this process after it must see it too,
      // so answers from before it are no longer handed out while they are computed again.
      if (table === undefined) this.#allWrittenAt = Math.max(this.#allWrittenAt, generation);
      else this.#writtenAt.set(table, Math.max(this.#writtenAt.get(table) ?? 0, generation));
      this.#anyWrittenAt = Math.max(this.#anyWrittenAt, generation);
    });
  }

  /**
   * Waits until `owner` may begin another new answer (NEW_ANSWERS_PER_SECOND after a burst of
   * NEW_ANSWERS_BURST), and counts it.
   */
  async #paced(owner: Owner): Promise<void> {
    const { perSecond, burst } = this.#newAnswers;
    const now = this.#now();
    const last = this.#allowance.get(owner) ?? { left: burst, at: now };
    const left = Math.min(burst, last.left + ((now - last.at) * perSecond) / 1000);
    // Taken now, even when it is waited for: the next reader waits behind this one.
    this.#allowance.set(owner, { left: left - 1, at: now });
    if (left < 1) await until(now + ((1 - left) * 1000) / perSecond, this.#now);
    if (this.#allowance.size > 10_000) this.#forgetFullAllowances();
  }

  /** Lets go of users whose allowance has filled up again, so the map does not grow for ever. */
  #forgetFullAllowances() {
    const { perSecond, burst } = this.#newAnswers;
    const now = this.#now();
    for (const [owner, { left, at }] of this.#allowance) {
      if (left + ((now - at) * perSecond) / 1000 >= burst) this.#allowance.delete(owner);
    }
  }

  /** Runs `work` once `owner` has fewer than COMPUTING_PER_USER computations running. */
  async #inTurn<T>(owner: Owner, work: () => Promise<T>): Promise<T> {
    let turns = this.#turns.get(owner);
    if (!turns) {
      turns = { running: 0, waiting: [] };
      this.#turns.set(owner, turns);
    }
    if (turns.running >= COMPUTING_PER_USER) {
      await new Promise<void>((resolve) => turns.waiting.push(resolve));
    } else turns.running += 1;
    try {
      return await work();
    } finally {
      // The turn passes to the next in line, or is given back.
      const next = turns.waiting.shift();
      if (next) next();
      else {
        turns.running -= 1;
        if (turns.running === 0) this.#turns.delete(owner);
      }
    }
  }

  /** Computes queued answers again, RECOMPUTING_AT_ONCE at a time. */
  #recomputeQueued() {
    for (const key of this.#queued) {
      if (this.#recomputing >= RECOMPUTING_AT_ONCE) return;
      this.#queued.delete(key);
      const entry = this.#entries.get(key);
      // Dropped, or computed again by a reader who could not wait for its turn.
      if (entry?.staleSince === undefined) continue;
      this.#recomputing += 1;
      this.#recomputations += 1;
      this.#computed(key, entry.tables, entry.compute, entry.owner)
        .catch(() => {})
        .finally(() => {
          this.#recomputing -= 1;
          this.#recomputeQueued();
        });
    }
  }

  /**
   * Whether changes made elsewhere are being heard. Going deaf forgets everything and keeps
   * nothing until hearing again; hearing again starts from nothing too, as changes may have been
   * missed in between.
   */
  listening(isListening: boolean): void {
    this.#listening = isListening;
    this.#forgetAll();
  }

  close(): void {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    this.#forgetAll();
  }

  /**
   * Counts a change to `table` (any table when none is named): the answers read from it and
   * read recently are marked old and returned, the most recently read first, at most
   * RECOMPUTED_PER_USER a user and RECOMPUTED_PER_CHANGE in all; the others are dropped.
   */
  #madeOld(table: string | undefined): [string, Entry][] {
    this.#generation += 1;
    if (table === undefined) this.#allChangedAt = this.#generation;
    else this.#changedAt.set(table, this.#generation);
    const now = this.#now();
    const read: [string, Entry][] = [];
    for (const [key, entry] of this.#entries) {
      if (table !== undefined && entry.tables && !entry.tables.includes(table)) continue;
      if (now - entry.readAt > RECENTLY_READ_MS) this.#drop(key, entry);
      else read.push([key, entry]);
    }
    read.sort(([, a], [, b]) => b.readAt - a.readAt);
    const perOwner = new Map<Owner, number>();
    const old: [string, Entry][] = [];
    for (const [key, entry] of read) {
      const ofOwner = perOwner.get(entry.owner) ?? 0;
      if (ofOwner >= RECOMPUTED_PER_USER || old.length >= RECOMPUTED_PER_CHANGE) {
        this.#drop(key, entry);
        continue;
      }
      perOwner.set(entry.owner, ofOwner + 1);
      // Already old: readers keep waiting no longer than STALE_AT_MOST_MS after the first change.
      entry.staleSince ??= now;
      old.push([key, entry]);
    }
    return old;
  }

  #forgetAll() {
    this.#generation += 1;
    this.#allChangedAt = this.#generation;
    this.#entries.clear();
    this.#queued.clear();
    this.#bytes = 0;
  }

  /** The last write through this process that answered and made an answer from `tables` old. */
  #lastWriteTo(tables: readonly string[] | undefined): number {
    if (!tables) return this.#anyWrittenAt;
    let last = this.#allWrittenAt;
    for (const table of tables) last = Math.max(last, this.#writtenAt.get(table) ?? 0);
    return last;
  }

  /** The last change that makes an answer read from `tables` old. */
  #lastChangeTo(tables: readonly string[] | undefined): number {
    if (!tables) return this.#generation;
    let last = this.#allChangedAt;
    for (const table of tables) last = Math.max(last, this.#changedAt.get(table) ?? 0);
    return last;
  }

  /**
   * The answer for `key` computed once per change to its tables, shared by the readers who ask
   * meanwhile. Changes after a computation began make one more computation, not one each, begun
   * once the last one has ended and RECOMPUTE_GAP_MS have passed since it began. Unless the entry
   * it replaces was dropped or a later computation's answer is kept already, it is kept: as new
   * when none of its tables changed since it began, else as old since it began. When it fails,
   * the old entry goes: after a write, its readers must not get the answer from before it.
   */
  #computed(
    key: string,
    tables: readonly string[] | undefined,
    toJson: () => Promise<Buffer>,
    owner: Owner,
  ): Promise<Buffer> {
    const since = this.#lastChangeTo(tables);
    const last = this.#computing.get(key);
    if (last?.since === since) return last.body;
    if (last) return this.#after(key, last, tables, toJson, owner);
    return this.#begin(key, since, tables, toJson, owner);
  }

  /** The computation that follows `last`: one, whatever number of changes asks for it. */
  #after(
    key: string,
    last: Computation,
    tables: readonly string[] | undefined,
    toJson: () => Promise<Buffer>,
    owner: Owner,
  ): Promise<Buffer> {
    let next = this.#next.get(key);
    if (!next) {
      next = last.body
        .catch(() => {})
        .then(() => until(last.began + this.#recomputeGapMs, this.#now))
        .then(() => {
          this.#next.delete(key);
          if (this.#computing.get(key) === last) this.#computing.delete(key);
          return this.#computed(key, tables, toJson, owner);
        });
      // Readers within STALE_AT_MOST_MS ask for it without waiting: its failure must not go
      // unhandled (that ends the process); those who wait still get it.
      next.catch(() => {});
      this.#next.set(key, next);
    }
    return next;
  }

  #begin(
    key: string,
    since: number,
    tables: readonly string[] | undefined,
    toJson: () => Promise<Buffer>,
    owner: Owner,
  ): Promise<Buffer> {
    const began = this.#now();
    const before = this.#entries.get(key);
    const computing = toJson().then(
      async (body) => {
        await this.#keepComputed(key, body, {
          tables,
          owner,
          compute: toJson,
          since,
          began,
          before,
        });
        return body;
      },
      (error: unknown) => {
        const current = this.#entries.get(key);
        if (current?.staleSince !== undefined && current.since < since) this.#drop(key, current);
        throw error;
      },
    );
    const computation = { since, began, body: computing };
    this.#computing.set(key, computation);
    const forget = () => {
      if (this.#computing.get(key) === computation) this.#computing.delete(key);
    };
    computing.then(() => {
      const gapLeft = began + this.#recomputeGapMs - this.#now();
      if (gapLeft > 0) setTimeout(forget, gapLeft).unref();
      else forget();
    }, forget);
    return computing;
  }

  /**
   * Keeps a computed answer, unless a later computation's answer is kept already or a change
   * dropped the answer meanwhile. It is first compressed in each encoding its readers asked of the
   * answer from before, which they get meanwhile: a reader who found the new answer before its
   * compression waited for it, and under load that was a reader in a hundred.
   */
  async #keepComputed(
    key: string,
    body: Buffer,
    made: Pick<Entry, 'tables' | 'owner' | 'compute' | 'since'> & { began: number; before?: Entry },
  ) {
    if (!this.active) return;
    const asked = body.length < ENCODE_FROM_BYTES ? [] : encodingsOf(this.#entries.get(key));
    const encoded = await Promise.all(
      asked.map(async (encoding) => [encoding, await encode(body, encoding)] as const),
    ).catch(() => []);
    if (!this.active) return;
    const current = this.#entries.get(key);
    const isNew = this.#lastChangeTo(made.tables) === made.since;
    const keep = current ? current.since <= made.since : made.before === undefined && isNew;
    if (!keep) return;
    this.#keep(
      key,
      body,
      {
        tables: made.tables,
        owner: made.owner,
        compute: made.compute,
        since: made.since,
        staleSince: isNew ? undefined : made.began,
      },
      encoded,
    );
  }

  #keep(
    key: string,
    body: Buffer,
    made: Pick<Entry, 'tables' | 'owner' | 'compute' | 'since' | 'staleSince'>,
    encodedAlready: readonly (readonly [Encoding, Buffer])[] = [],
  ) {
    const before = this.#entries.get(key);
    if (before) this.#drop(key, before);
    if (body.length > this.options.maxBytes / LARGEST_SHARE) return;
    const now = this.#now();
    const encoded: Entry['encoded'] = {};
    for (const [encoding, bytes] of encodedAlready) encoded[encoding] = Promise.resolve(bytes);
    this.#entries.set(key, {
      ...made,
      until: now + this.options.maxAgeMs,
      readAt: before?.readAt ?? now,
      body,
      encoded,
      bytes: 0,
    });
    this.#grow(
      key,
      encodedAlready.reduce((sum, [, bytes]) => sum + bytes.length, body.length),
    );
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
