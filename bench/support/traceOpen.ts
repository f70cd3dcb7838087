// A helper for finding what an opening of a crowded sheet costs in the browser's own work
// (style, layout, paint), beside the JS profile: BENCH_TRACE=file in bench:editor writes a
// Chromium timeline of one cold open of the crowded sheet and prints its totals by event.
import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

/** Runs `work` with the timeline recorded into `file`; prints the ten costliest event kinds. */
export async function traced<T>(
  browser: Browser,
  page: Page,
  file: string,
  work: () => Promise<T>,
): Promise<T> {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const result = await work();
  const buffer = await browser.stopTracing();
  await writeFile(file, buffer);
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const totals = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  console.log(`  the timeline is in ${file}; where the main thread's time went:`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
  return result;
}
