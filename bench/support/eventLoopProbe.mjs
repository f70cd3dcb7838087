// Preloaded into a server process by the load benchmark (NODE_OPTIONS=--import), never by the
// server itself: how long the process's event loop waited to run what was ready. On SIGUSR2 it
// appends "p50 p99 max" in milliseconds since the last SIGUSR2 to BENCH_EVENT_LOOP_FILE, so the
// benchmark can ask for exactly its measured window (see eventLoopDelay in benchServer.ts).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (isMainThread && file) {
  // The histogram counts the sampling interval in every delay: an idle loop reads 10 ms.
  const RESOLUTION_MS = 10;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS).toFixed(1);
    appendFileSync(
      file,
      `${ms(delay.percentile(50))} ${ms(delay.percentile(99))} ${ms(delay.max)}\n`,
    );
    delay.reset();
  });
}
