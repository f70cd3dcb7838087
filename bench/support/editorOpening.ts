// The designer's opening as bench:editor measures it: from navigation start (or a click) to the
// canvas showing page 1 whole, in the page's own clock, with where the time went on the way.
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { waitForCanvas } from '../../e2e/support/editor.ts';

export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;

/** One open: when data-ready came, and where the time went on the way (see breakdown). */
export interface Opening {
  ms: number;
  /**
   * Requests, the page's own timings (performance.measure, e.g. each layout of the designer)
   * and the long main-thread tasks as [label, start, end] in ms since navigation start, in start order.
   */
  requests: [string, number, number][];
  /** Main-thread tasks over 50 ms: count and total ms, and the longest. */
  longTasks: { count: number; total: number; longest: number };
  /** When the HTML's scripts had run (DOMContentLoaded). */
  domReady: number;
}

// Long tasks are only reported to an observer that exists before they run. The moment page 1
// is whole is taken in the page too, the first time it is true (see drawnSince), not when
// Playwright next polls: its waits check at growing intervals and would add up to 0.5 s.
export const observeOpening = `(() => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const whole = () =>
    document.querySelector('[data-testid="sheet-page"][data-ready="true"]') !== null &&
    document.querySelectorAll('.sheet-layer').length > 0 &&
    document.querySelectorAll('.sheet-layer').length >= document.querySelectorAll('.element-frame').length;
  window.benchDrawn = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!whole()) return;
      observer.disconnect();
      // Drawn: the frame after the commit has been painted (a task queued from its animation
      // frame runs after the paint) and every image the page's layers link is decoded.
      const painted = new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const decoded = [...document.querySelectorAll('.sheet-layer image')].map((image) =>
        image.decode().catch(() => undefined),
      );
      Promise.all([painted, ...decoded]).then(() => resolve(performance.now()));
    });
    observer.observe(document, {
      subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'],
    });
  });
})()`;

/**
 * Milliseconds from the page's navigation start until the canvas shows page 1 whole: laid out
 * with every face it uses, a layer per element, and every image it links decoded; with the
 * requests and long tasks on the way.
 */
export async function openTime(page: Page, address: string, profile?: string): Promise<Opening> {
  await page.addInitScript(observeOpening);
  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await page.goto(address);
  await waitForCanvas(page);
  if (cdp && profile) {
    const { profile: data } = await cdp.send('Profiler.stop');
    await writeFile(profile, JSON.stringify(data));
    console.log(`  the CPU profile of an open is in ${profile} (DevTools opens it)`);
  }
  return drawnSince(page, 0);
}

/**
 * When page 1 was first whole (a layer per element, painted, every linked image decoded), with
 * the requests, measures and long tasks on the way: all in ms since `origin` (a time of the
 * page's clock; 0 is navigation start), those that started before it left out.
 */
export async function drawnSince(page: Page, origin: number): Promise<Opening> {
  // A string, not a function: the page must not see helpers the TypeScript loader adds.
  return (await page.evaluate(`(async () => {
    const origin = ${origin};
    const ms = (await window.benchDrawn) - origin;
    const tasks = (window.benchLongTasks ?? []).filter(([start]) => start >= origin);
    const requests = performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      const label = url.pathname.replace(/-[A-Za-z0-9_-]{8}\\.js$/, '.js').replace(/^\\/assets\\//, '');
      // Answered from the browser's cache without asking the server.
      const cached = entry.transferSize === 0 && entry.decodedBodySize > 0 ? ' (cache)' : '';
      return [label + url.search + cached, entry.startTime, entry.responseEnd];
    }).concat(performance.getEntriesByType('measure').map((entry) => [
      '(' + entry.name + ')', entry.startTime, entry.startTime + entry.duration,
    ])).concat(tasks.map(([start, duration]) => [
      '(long task)', start, start + duration,
    ])).filter(([, start]) => start >= origin)
      .map(([label, start, end]) => [label, start - origin, end - origin])
      .sort((a, b) => a[1] - b[1]);
    const durations = tasks.map(([, duration]) => duration);
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      ms,
      requests,
      longTasks: {
        count: durations.length,
        total: durations.reduce((sum, value) => sum + value, 0),
        longest: Math.max(0, ...durations),
      },
      domReady: origin === 0 && navigation ? navigation.domContentLoadedEventEnd : 0,
    };
  })()`)) as Opening;
}

/**
 * Where an open's time went: each request's start and end since navigation start, the long
 * main-thread tasks (script evaluation, layout), and DOMContentLoaded; what is not a request
 * or a long task between them is waiting (a request that starts late waits for another).
 */
export function breakdown(label: string, opening: Opening): void {
  console.log(
    `  ${label} ${opening.ms.toFixed(0)} ms: DOMContentLoaded ${opening.domReady.toFixed(0)} ms; ` +
      `${opening.longTasks.count} long tasks, ${opening.longTasks.total.toFixed(0)} ms in all, ` +
      `longest ${opening.longTasks.longest.toFixed(0)} ms`,
  );
  for (const [name, start, end] of opening.requests) {
    console.log(
      `    ${start.toFixed(0).padStart(5)} - ${end.toFixed(0).padStart(5)} ms  ${name.slice(0, 90)}`,
    );
  }
}

export function report(label: string, times: number[], target: number): boolean {
  const worst = Math.max(...times);
  const pass = median(times) <= target;
  console.log(
    `${label}: median ${median(times).toFixed(0)} ms, worst ${worst.toFixed(0)} ms ` +
      `(${times.map((time) => time.toFixed(0)).join(', ')}) ${pass ? 'PASS' : 'FAIL'} (target ${target} ms)`,
  );
  return pass;
}

/** Resolves once the page has been idle twice over, and after what it started then. */
export const idleTwice = `new Promise((resolve) => {
  const idle = (then) => requestIdleCallback(then, { timeout: 3000 });
  idle(() => idle(() => setTimeout(resolve, 300)));
})`;
