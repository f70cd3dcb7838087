// Preloaded into a server process by the load benchmark (NODE_OPTIONS=--import), never by the
// server itself: how long the process's event loop waited to run what was ready, and how long
// the garbage collector paused it. On SIGUSR2 it appends one JSON line (an EventLoopDelay of
// benchServer.ts, in milliseconds since the last SIGUSR2) to BENCH_EVENT_LOOP_FILE, so the
// benchmark can ask for exactly its measured window (see eventLoopDelay there).
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (isMainThread && file) {
  // The histogram counts the sampling interval in every delay: an idle loop reads 10 ms.
  const RESOLUTION_MS = 10;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const gc = { minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0, maxMs: 0 };
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
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const ms = (value) => Number(value.toFixed(1));
    const waited = (ns) => ms(Math.max(0, ns / 1e6 - RESOLUTION_MS));
    const line = {
      p50: waited(delay.percentile(50)),
      p99: waited(delay.percentile(99)),
      max: waited(delay.max),
      gc: { ...gc, minorMs: ms(gc.minorMs), majorMs: ms(gc.majorMs), maxMs: ms(gc.maxMs) },
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    delay.reset();
    Object.assign(gc, { minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0, maxMs: 0 });
  });
}
