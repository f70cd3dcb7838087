// Preloaded into a server process by the load benchmark (NODE_OPTIONS=--import), never by the
// server itself: how long the process's event loop waited to run what was ready, and how long
// the garbage collector paused it. On SIGUSR2 it appends "p50 p99 max minorCount minorMs
// majorCount majorMs gcMax" in milliseconds since the last SIGUSR2 to BENCH_EVENT_LOOP_FILE, so
// the benchmark can ask for exactly its measured window (see eventLoopDelay in benchServer.ts).
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (isMainThread && file) {
  // The histogram counts the sampling interval in every delay: an idle loop reads 10 ms.
  const RESOLUTION_MS = 10;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const gc = { minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0, max: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Scavenges are minor; mark-compact, incremental marking and weak callbacks are major.
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        gc.minorCount += 1;
        gc.minorMs += entry.duration;
      } else {
        gc.majorCount += 1;
        gc.majorMs += entry.duration;
      }
      gc.max = Math.max(gc.max, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS).toFixed(1);
    appendFileSync(
      file,
      `${ms(delay.percentile(50))} ${ms(delay.percentile(99))} ${ms(delay.max)} ` +
        `${gc.minorCount} ${gc.minorMs.toFixed(0)} ${gc.majorCount} ${gc.majorMs.toFixed(0)} ${gc.max.toFixed(1)}\n`,
    );
    delay.reset();
    Object.assign(gc, { minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0, max: 0 });
  });
}
