import { Piscina } from 'piscina';
import type { PrintProfileSettings } from '../print/printProfile.ts';
import { type InputResult, type InputTask, runInputTask } from './inputTasks.ts';
import { type RenderResult, type RenderTask, runRenderTask } from './renderTasks.ts';

const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './renderWorker.ts' : './renderWorker.js',
  import.meta.url,
);

/** The most a worker's heap holds; a sheet's render needs a few dozen MB at most. */
const RENDER_HEAP_MB = 384;

/**
 * Where sheets are rendered: a pool of worker threads (PDF, PNG, thumbnails and ZIPs off the
 * event loop, so one dealer's export never holds up another user's request), or, with 0
 * threads, the request's own thread (for comparison in `npm run bench:load`). Large inputs
 * (sheet saves, font uploads) are read there too; see inputTasks.ts.
 */
export class RenderPool {
  readonly #pool: Piscina | null;

  constructor(threads: number, print: PrintProfileSettings) {
    this.#pool =
      threads === 0
        ? null
        : new Piscina({
            filename: WORKER.href,
            // One thread stays ready: starting one (the bundle, the print profile's colour
            // grid, fonts) made the first export after a quiet minute take 1.5 s, not 0.1 s.
            // What it holds (about 100 MB) is the idle server's price for that.
            minThreads: 1,
            maxThreads: threads,
            // Workers of a TypeScript start (development, tests) load TypeScript as it does.
            execArgv: WORKER.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
            workerData: { print },
            // Between tasks a worker returns to its event loop. With piscina's default (waiting
            // on Atomics), the next task started without that, so the native memory of every
            // PNG (resvg's pixmaps, freed by finalizers the event loop runs) was never given
            // back: 2.6 GB after a 20 s burst on 2 threads, against 0.5 GB rendering inline.
            atomics: 'disabled',
            // Threads beyond the first keep their fonts and images while there is work, and
            // give the memory back a minute after the last export.
            idleTimeout: 60_000,
            // A worker's heap is collected early instead of growing towards V8's default of
            // several GB: rendering makes much short-lived garbage (pixels, PDF streams). A
            // young generation of 8 MB instead of 32 kept a warm server 55 MB smaller; PNG and
            // PDF exports took as long (medians of 40, alternating runs).
            resourceLimits: {
              maxOldGenerationSizeMb: RENDER_HEAP_MB,
              maxYoungGenerationSizeMb: 8,
            },
          });
  }

  /** Worker threads in the pool; 0 when rendering runs in the request's thread. */
  get threads(): number {
    return this.#pool?.options.maxThreads ?? 0;
  }

  run(task: RenderTask): Promise<RenderResult> {
    return this.#pool ? this.#pool.run(task) : runRenderTask(task);
  }

  /** Reads a large input in a thread (the request's own with 0 threads), as `run` renders. */
  async runInput(task: InputTask): Promise<InputResult> {
    return this.#pool ? this.#pool.run(task) : runInputTask(task);
  }

  async close(): Promise<void> {
    await this.#pool?.destroy();
  }
}
