import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** The schema the queue keeps its tables in, beside ours (pg-boss migrates it itself). */
const QUEUE_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /** How long a job may run before another process takes it over (its process died). */
  expireSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingSeconds?: number;
}

/**
 * Durable jobs on the database the server already uses (pg-boss), embedded or PostgreSQL: a
 * job outlives the process that queued it, and any server process on the same database may
 * run it. Started on first use, so a process that never queues or works pays nothing.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  #started: Promise<PgBoss> | null = null;
  /** Each queue's creation, begun once: sends that race on a fresh process share it. */
  readonly #queues = new Map<string, Promise<void>>();
  /** This process's workers per queue, woken when it queues work itself. */
  readonly #workers = new Map<string, string[]>();
  readonly #options: Required<JobQueueOptions>;

  constructor(database: DatabaseHandle, options: JobQueueOptions) {
    this.#options = { pollingSeconds: 1, ...options };
    this.#boss = new PgBoss({
      // pg-boss's own type says any[]: the values are passed on untouched.
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: QUEUE_SCHEMA,
      // Expired jobs are found by this round: a dead process's job waits at most about this.
      maintenanceIntervalSeconds: Math.max(1, Math.min(30, Math.floor(options.expireSeconds / 2))),
      monitorStateIntervalSeconds: 60,
      schedule: false,
    });
  }

  /** Reports errors of the queue's own rounds (maintenance, polling) that no caller awaits. */
  onError(listener: (error: Error) => void) {
    this.#boss.on('error', listener);
  }

  async #ready(queue: string): Promise<PgBoss> {
    this.#started ??= this.#boss.start();
    const boss = await this.#started;
    // Two creations of one queue at once fail on PostgreSQL (a duplicate key): the first
    // batches after a start, sent together, would answer 500.
    let created = this.#queues.get(queue);
    if (!created) {
      created = boss.createQueue(queue);
      this.#queues.set(queue, created);
      created.catch(() => this.#queues.delete(queue));
    }
    await created;
    return boss;
  }

  /** Queues one job; it runs once, again after a crash, and up to `retryLimit` more on failure. */
  async send(queue: string, data: object, retryLimit = 2): Promise<void> {
    const boss = await this.#ready(queue);
    await boss.send(queue, data, {
      expireInSeconds: this.#options.expireSeconds,
      retryLimit,
      retryDelay: 1,
    });
    // Started here: this process's idle workers start now, not at their next poll.
    for (const id of this.#workers.get(queue) ?? []) boss.notifyWorker(id);
  }

  /** Runs `workers` jobs of the queue at a time in this process, one job per call. */
  async work<T extends object>(
    queue: string,
    workers: number,
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ): Promise<void> {
    const boss = await this.#ready(queue);
    for (let i = 0; i < workers; i++) {
      let workerId = '';
      workerId = await boss.work<T>(
        queue,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.#options.pollingSeconds,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job);
          } finally {
            // Ask for the next job at once: a batch's parts follow each other without the
            // polling pause, which only applies once the queue is empty.
            boss.notifyWorker(workerId);
          }
        },
      );
      this.#workers.set(queue, [...(this.#workers.get(queue) ?? []), workerId]);
    }
  }

  /** Stops polling; jobs in progress finish first (up to `timeoutMs`), the rest stay queued. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}
