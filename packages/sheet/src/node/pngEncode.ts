import { deflateSync } from 'node:zlib';

// A minimal PNG writer for resvg's pixels. resvg-js's own `asPng()` compresses hard and took
// longer than rendering the page; this one writes rows without row filters (Sub and Up made
// the reference sheet larger and no faster to deflate) and zlib at a low level. An opaque page
// is written as RGB: four pixels read as words and written as three, then rows copied whole;
// a quarter less to deflate (~23 instead of ~31 ms) and a smaller file (~292 KiB instead of
// ~318; resvg's own ~370). zlib's strategies (Z_FILTERED, Z_RLE) gave nothing at these levels.

/** zlib level of the page image: 3 costs little more time than 1 and saves ~8% of the size. */
export const PNG_DEFLATE_LEVEL = 3;

const CRC_TABLE = new Int32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c;
}

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = -1;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 255] ?? 0) ^ (c >>> 8);
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes, 4, 8 + data.length));
  return bytes;
}

/**
 * Rows of straight (not premultiplied) RGBA, each behind its filter byte (0: none): rows are
 * copied whole, then the few pixels that are not opaque (antialiased edges of a transparent
 * page) get their colour divided back out of the alpha.
 */
function rgbaRows(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = width * 4;
  const stride = rowBytes + 1;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    raw.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), y * stride + 1);
  }
  for (let i = 3; i < rgba.length; i += 4) {
    const a = rgba[i] ?? 0;
    if (a === 255 || a === 0) continue;
    const pixel = i - 3;
    const at = Math.floor(pixel / rowBytes) * stride + 1 + (pixel % rowBytes);
    for (let c = 0; c < 3; c++) {
      raw[at + c] = Math.min(255, Math.round(((rgba[pixel + c] ?? 0) * 255) / a));
    }
  }
  return raw;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Rows of RGB behind their filter byte (0: none), when every pixel is opaque (a page on
 * paper): a quarter less to deflate and to store. Null as soon as a pixel is not opaque.
 * Four pixels are read as four words and written as three, then rows are copied whole.
 */
function rgbRows(rgba: Uint8Array, width: number, height: number): Uint8Array | null {
  if (!LITTLE_ENDIAN || rgba.byteOffset % 4 !== 0) return null;
  const count = width * height;
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, count);
  const packed = new Uint32Array(Math.ceil((count * 3) / 4) + 3);
  const groups = count >>> 2;
  let o = 0;
  for (let g = 0; g < groups; g++) {
    const i = g << 2;
    const p0 = pixels[i] ?? 0;
    const p1 = pixels[i + 1] ?? 0;
    const p2 = pixels[i + 2] ?? 0;
    const p3 = pixels[i + 3] ?? 0;
    if ((p0 & p1 & p2 & p3) >>> 24 !== 255) return null;
    packed[o] = (p0 & 0xffffff) | (p1 << 24);
    packed[o + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
    packed[o + 2] = ((p2 >>> 16) & 0xff) | (p3 << 8);
    o += 3;
  }
  const bytes = new Uint8Array(packed.buffer);
  for (let i = groups << 2; i < count; i++) {
    const v = pixels[i] ?? 0;
    if (v >>> 24 !== 255) return null;
    bytes[i * 3] = v;
    bytes[i * 3 + 1] = v >>> 8;
    bytes[i * 3 + 2] = v >>> 16;
  }
  const rowBytes = width * 3;
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    raw.set(bytes.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return raw;
}

/** What a PNG file says about its pixels besides the pixels. */
export interface PngTags {
  /**
   * Resolution in pixels per inch, written as pHYs (pixels per metre): a print shop or a
   * layout program then places the image at its size, not at 72 or 96 ppi.
   */
  dpi?: number;
  /** Marks the pixels as sRGB (the sRGB chunk, perceptual intent): what our renderers draw. */
  srgb?: boolean;
}

/** The pHYs chunk's data: pixels per metre on both axes, unit metre. */
function physData(dpi: number): Uint8Array {
  const data = new Uint8Array(9);
  const view = new DataView(data.buffer);
  const perMetre = Math.round(dpi / 0.0254);
  view.setUint32(0, perMetre);
  view.setUint32(4, perMetre);
  data[8] = 1;
  return data;
}

/**
 * Encodes premultiplied RGBA pixels (what resvg renders) as an 8-bit PNG file: RGB when every
 * pixel is opaque, else RGBA with the colours divided back out of the alpha.
 */
export function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  level = PNG_DEFLATE_LEVEL,
  tags: PngTags = {},
): Uint8Array {
  const rgb = rgbRows(rgba, width, height);
  const raw = rgb ?? rgbaRows(rgba, width, height);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bits per channel
  header[9] = rgb ? 2 : 6; // colour type: RGB or RGBA
  // Compression, filter method and interlace stay 0: deflate, adaptive filters, none.
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Both must come before IDAT.
    ...(tags.srgb ? [chunk('sRGB', new Uint8Array([0]))] : []),
    ...(tags.dpi ? [chunk('pHYs', physData(tags.dpi))] : []),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
