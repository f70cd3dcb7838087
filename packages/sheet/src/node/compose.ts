/** A rectangle by its edges: points or device pixels, as the caller says. */
export interface Edges {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Pixels rendered once onto the page's pixel grid, to be drawn over the page. */
export interface Tile {
  /** Device pixel of the tile's top-left corner, and its size in pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Premultiplied RGBA, as resvg renders. */
  pixels: Uint8Array;
  /** Per row, the columns from `inkFrom[row]` to `inkTo[row]` (exclusive) hold every inked pixel. */
  inkFrom: Int32Array;
  inkTo: Int32Array;
  /**
   * Per row, the columns from `solidFrom[row]` to `solidTo[row]` are fully opaque: that
   * stretch can be copied as it is (antialiased edges are not).
   */
  solidFrom: Int32Array;
  solidTo: Int32Array;
}

/** A tile of resvg's pixels, `width` x `height`, whose top-left is device (left, top). */
export function makeTile(
  pixels: Uint8Array,
  left: number,
  top: number,
  width: number,
  height: number,
): Tile {
  const inkFrom = new Int32Array(height);
  const inkTo = new Int32Array(height);
  const solidFrom = new Int32Array(height);
  const solidTo = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    let best = 0;
    let run = 0;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      const a = pixels[(y * width + x) * 4 + 3] ?? 0;
      if (a !== 0) {
        if (first < 0) first = x;
        last = x;
      }
      run = a === 255 ? run + 1 : 0;
      if (run > best) {
        best = run;
        solidFrom[y] = x + 1 - run;
        solidTo[y] = x + 1;
      }
    }
    inkFrom[y] = first < 0 ? 0 : first;
    inkTo[y] = last + 1;
  }
  return { left, top, width, height, pixels, inkFrom, inkTo, solidFrom, solidTo };
}

/**
 * How much of pixel `i` (the span i..i+1) lies between `from` and `to`, 0 to 1, sampled as
 * resvg's rasteriser (tiny-skia) samples an edge: at four positions per pixel.
 */
function coverage(i: number, from: number, to: number): number {
  if (from <= i && i + 1 <= to) return 1;
  let inside = 0;
  for (let k = 0; k < 4; k++) {
    const at = i + (k + 0.5) / 4;
    if (at >= from && at < to) inside++;
  }
  return inside / 4;
}

/** Source-over of `count` premultiplied pixels at coverage `cover[i] * cy`. */
function blendPixels(
  page: Uint8Array,
  o: number,
  src: Uint8Array,
  s: number,
  cover: Float64Array,
  i0: number,
  i1: number,
  cy: number,
): void {
  for (let i = i0; i < i1; i++) {
    const c = cy * (cover[i] ?? 0);
    const si = s + 4 * i;
    const oi = o + 4 * i;
    const a = src[si + 3] ?? 0;
    if (a === 0 || c === 0) continue;
    if (a === 255 && c === 1) {
      page[oi] = src[si] ?? 0;
      page[oi + 1] = src[si + 1] ?? 0;
      page[oi + 2] = src[si + 2] ?? 0;
      page[oi + 3] = 255;
      continue;
    }
    const keep = 1 - (a * c) / 255;
    page[oi] = Math.round((src[si] ?? 0) * c + (page[oi] ?? 0) * keep);
    page[oi + 1] = Math.round((src[si + 1] ?? 0) * c + (page[oi + 1] ?? 0) * keep);
    page[oi + 2] = Math.round((src[si + 2] ?? 0) * c + (page[oi + 2] ?? 0) * keep);
    page[oi + 3] = Math.round(a * c + (page[oi + 3] ?? 0) * keep);
  }
}

/**
 * Draws a tile over premultiplied RGBA page pixels (source over), inside `clip` in device
 * pixels: pixels the clip's edges cross are covered by the part inside, as resvg's
 * antialiased clip mask covers them. Opaque, fully covered stretches are copied whole.
 */
export function compositeTile(
  page: Uint8Array,
  pageWidth: number,
  pageHeight: number,
  tile: Tile,
  clip: Edges,
): void {
  const x0 = Math.max(tile.left, Math.floor(clip.x0), 0);
  const x1 = Math.min(tile.left + tile.width, Math.ceil(clip.x1), pageWidth);
  const y0 = Math.max(tile.top, Math.floor(clip.y0), 0);
  const y1 = Math.min(tile.top + tile.height, Math.ceil(clip.y1), pageHeight);
  const n = x1 - x0;
  if (n <= 0 || y1 <= y0) return;
  // Coverage of each column, indexed from x0; the fully covered ones lie in one stretch.
  const cover = new Float64Array(n);
  let fullFrom = n;
  let fullTo = 0;
  for (let i = 0; i < n; i++) {
    const c = coverage(x0 + i, clip.x0, clip.x1);
    cover[i] = c;
    if (c === 1) {
      fullFrom = Math.min(fullFrom, i);
      fullTo = i + 1;
    }
  }
  const src = tile.pixels;
  const dx = x0 - tile.left;
  for (let y = y0; y < y1; y++) {
    const cy = coverage(y, clip.y0, clip.y1);
    const row = y - tile.top;
    const s = (row * tile.width + dx) * 4;
    const o = (y * pageWidth + x0) * 4;
    // The stretch to copy, in columns from x0: opaque in the tile and fully covered.
    const from = Math.max(fullFrom, (tile.solidFrom[row] ?? 0) - dx);
    const to = Math.min(fullTo, (tile.solidTo[row] ?? 0) - dx);
    // Only the inked columns need blending.
    const inkFrom = Math.max(0, (tile.inkFrom[row] ?? 0) - dx);
    const inkTo = Math.min(n, (tile.inkTo[row] ?? 0) - dx);
    if (inkFrom >= inkTo) continue;
    if (cy === 1 && from < to) {
      blendPixels(page, o, src, s, cover, inkFrom, from, 1);
      page.set(src.subarray(s + 4 * from, s + 4 * to), o + 4 * from);
      blendPixels(page, o, src, s, cover, to, inkTo, 1);
    } else {
      blendPixels(page, o, src, s, cover, inkFrom, inkTo, cy);
    }
  }
}
