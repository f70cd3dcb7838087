// Dragging in the designer as bench:editor measures it: one element dragged with the mouse in a
// slow circle while the page records every animation frame's timestamp.
import type { Page } from 'playwright-core';
import { median } from './editorOpening.ts';

export interface DragResult {
  steps: number;
  frames: number;
  /** Median frames per second while the mouse moved (from the median frame interval). */
  fps: number;
  medianInterval: number;
  /** The longest interval between two animation frames, in ms. */
  worst: number;
  /** The longest while the mouse moved, and the longest after its release (the drop's commit). */
  worstMoving: number;
  worstDrop: number;
  average: number;
  /** Where the element's frame ended on screen, to see it moved at all. */
  moved: { x: number; y: number } | null;
}

/** Drags the element named `name` for `ms` milliseconds; it must be on screen. */
export async function dragElement(page: Page, name: string, ms: number): Promise<DragResult> {
  const target = page.getByTestId(`frame-${name}`);
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to drag is not on screen');
  // Select first, so the drag measures moving, not the first render of the handles.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  // A string, not a function: the page must not see helpers the TypeScript loader adds.
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchStop = false;
    function tick(time) {
      window.benchFrames.push(time);
      if (!window.benchStop) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })()`);
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const started = performance.now();
  let step = 0;
  while (performance.now() - started < ms) {
    step += 1;
    // A slow circle across the page: snapping guides appear and disappear on the way.
    const angle = step / 20;
    await page.mouse.move(startX + 120 * Math.sin(angle), startY + 160 * Math.sin(angle / 2));
  }
  // The page's clock at the release: frames ending after it show the drop, not the move.
  const released = (await page.evaluate('performance.now()')) as number;
  await page.mouse.up();
  // Until the drop is drawn: its commit lays out the moved element and renders the designer.
  await page.waitForTimeout(1000);
  const frames = (await page.evaluate(
    '(() => { window.benchStop = true; return window.benchFrames; })()',
  )) as number[];
  const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const ends = frames.slice(1);
  // The median of the move itself: the idle frames after the drop would flatter it.
  const medianInterval = median(intervals.filter((_, index) => (ends[index] ?? 0) <= released));
  const longest = (keep: (end: number) => boolean) =>
    Math.max(0, ...intervals.filter((_, index) => keep(ends[index] ?? 0)));
  const moved = await target.boundingBox();
  return {
    steps: step,
    frames: frames.length,
    fps: medianInterval > 0 ? 1000 / medianInterval : 0,
    medianInterval,
    worst: Math.max(...intervals),
    worstMoving: longest((end) => end <= released),
    worstDrop: longest((end) => end > released),
    average: (1000 * (frames.length - 1)) / ((frames.at(-1) ?? 0) - (frames[0] ?? 0)),
    moved: moved ? { x: moved.x, y: moved.y } : null,
  };
}
