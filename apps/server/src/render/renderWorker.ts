// A worker thread of the render pool: lays out and draws sheets off the server's event loop.
// Fonts are parsed once per worker (the engine keeps them); images are kept by URL, so a
// worker that drew an image before finds it prepared (the engine caches by the array).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename } from 'node:path';
import { workerData } from 'node:worker_threads';
import type { ImageAsset } from '@pms/sheet';
import { keptBrandFont } from '../fonts/brandLibrary.ts';
import { configurePrintProfile, type PrintProfileSettings } from '../print/printProfile.ts';
import { type InputResult, type InputTask, runInputTask } from './inputTasks.ts';
import { type RenderResult, type RenderTask, runRenderTask } from './renderTasks.ts';

const { print } = workerData as { print: PrintProfileSettings };

/**
 * How much lower than the server's event loop a render thread runs (Linux nice levels). When
 * exports keep every core busy, the kernel then gives the request threads the CPU first: a
 * dealer's export waits a little, while every other user's reads, lists and saves stay fast.
 */
const RENDER_NICENESS = 10;

/** This thread's own id: on Linux a thread is scheduled, and can be reniced, on its own. */
function lowerThisThreadsPriority() {
  try {
    const threadId = Number(basename(readlinkSync('/proc/thread-self')));
    setPriority(threadId, RENDER_NICENESS);
  } catch {
    // Not Linux, or /proc is not mounted: the thread keeps the process's priority.
  }
}
lowerThisThreadsPriority();
const ready = configurePrintProfile(print);

/** Images this worker has seen, by their content-addressed URL (a URL never changes bytes). */
const KEPT_IMAGES = 200;
const images = new Map<string, ImageAsset>();

function kept(asset: ImageAsset): ImageAsset {
  const known = images.get(asset.src);
  if (known && known.bytes.length === asset.bytes.length) return known;
  if (images.size >= KEPT_IMAGES) images.clear();
  images.set(asset.src, asset);
  return asset;
}

export default async function render(
  task: RenderTask | InputTask,
): Promise<RenderResult | InputResult> {
  if (task.kind !== 'export' && task.kind !== 'thumbnail' && task.kind !== 'preflight') {
    return runInputTask(task);
  }
  await ready;
  const request = task.request;
  request.images = new Map([...request.images].map(([src, asset]) => [src, kept(asset)]));
  if (request.dealerLogo) request.dealerLogo = kept(request.dealerLogo);
  if (request.fonts)
    request.fonts = { ...request.fonts, brands: request.fonts.brands.map(keptBrandFont) };
  return runRenderTask(task);
}
