import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { serverFile } from '../config/serverFiles.ts';

/**
 * The longest an SVG may take to draw, start of its process included. A logo or drawing takes
 * a few hundred milliseconds; a filter chain built to be slow takes minutes (measured: one
 * feTurbulence with 1,000 octaves 25 s, 200 chained blurs more than 2 minutes).
 */
export const SVG_RENDER_SECONDS = 2;

/**
 * The most memory the drawing process may use. Drawing 2000 x 2000 pixels takes about 150 MB;
 * a filter region of four pages several hundred.
 */
export const SVG_RENDER_MEMORY_MB = 320;

/** Why an SVG could not be drawn. */
export type SvgRenderFailure = 'time' | 'memory' | 'damaged';

export class SvgRenderError extends Error {
  constructor(readonly reason: SvgRenderFailure) {
    super(`the SVG could not be drawn (${reason})`);
  }
}

/** 8-bit RGBA pixels of a drawn SVG. */
export interface SvgPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

const RENDERER = serverFile('src/storage/svgRenderProcess.mjs');

// Each drawing may hold SVG_RENDER_MEMORY_MB: at most one per core at a time, the rest wait.
const slots = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The resident memory of a process in MB, where the system tells it (Linux); else null. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

function draw(svg: Uint8Array, density: number, maxPixels: number): Promise<SvgPixels> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RENDERER, String(density), String(maxPixels)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let failure: SvgRenderFailure | null = null;
    const stop = (reason: SvgRenderFailure) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('time'), SVG_RENDER_SECONDS * 1000);
    const watch = setInterval(async () => {
      const mb = child.pid === undefined ? null : await residentMb(child.pid);
      if (mb !== null && mb > SVG_RENDER_MEMORY_MB) stop('memory');
    }, 25);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.resume();
    // A process that ends before reading all of the SVG closes stdin early; its exit says why.
    child.stdin.on('error', () => {});
    child.stdin.end(svg);
    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(watch);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (failure) return reject(new SvgRenderError(failure));
      if (code !== 0) return reject(new SvgRenderError('damaged'));
      const bytes = Buffer.concat(output);
      const width = bytes.length >= 8 ? bytes.readUInt32BE(0) : 0;
      const height = bytes.length >= 8 ? bytes.readUInt32BE(4) : 0;
      const data = bytes.subarray(8);
      if (width === 0 || height === 0 || data.length !== width * height * 4) {
        return reject(new SvgRenderError('damaged'));
      }
      resolve({ data, width, height, channels: 4 });
    });
  });
}

/**
 * Draws a (sanitized) SVG at `density` dpi into RGBA pixels, in a process of its own that is
 * ended after SVG_RENDER_SECONDS or beyond SVG_RENDER_MEMORY_MB: librsvg cannot be stopped in
 * the middle of a filter, and a process can. The server's own memory and threads stay free.
 */
export function renderSvg(svg: Uint8Array, density: number, maxPixels: number): Promise<SvgPixels> {
  return inSlot(() => draw(svg, density, maxPixels));
}
