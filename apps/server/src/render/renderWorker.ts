// A worker thread of the render pool: lays out and draws sheets off the server's event loop.
// Fonts are parsed once per worker (the engine keeps them); images are kept by URL, so a
// worker that drew an image before finds it prepared (the engine caches by the array).
import { workerData } from 'node:worker_threads';
import type { ImageAsset } from '@pms/sheet';
import { configurePrintProfile, type PrintProfileSettings } from '../print/printProfile.ts';
import { type RenderResult, type RenderTask, runRenderTask } from './renderTasks.ts';

const { print } = workerData as { print: PrintProfileSettings };
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

export default async function render(task: RenderTask): Promise<RenderResult> {
  await ready;
  const request = task.request;
  request.images = new Map([...request.images].map(([src, asset]) => [src, kept(asset)]));
  if (request.dealerLogo) request.dealerLogo = kept(request.dealerLogo);
  return runRenderTask(task);
}
