import { deflateSync } from 'node:zlib';

// A minimal PNG writer for resvg's pixels. resvg-js's own `asPng()` compresses hard and took
// longer than rendering the page; this one writes 8-bit RGBA rows as they are (no row filters:
// copying rows whole is what makes it fast; RGB would save ~8% of the size for ~10 ms more)
// and zlib at a low level: a page at 150 dpi encodes in a fraction of the time, and the file
// is still smaller than resvg's (for the reference sheet ~320 KiB instead of ~370).

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

/** Encodes premultiplied RGBA pixels (what resvg renders) as an 8-bit RGBA PNG file. */
export function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  level = PNG_DEFLATE_LEVEL,
): Uint8Array {
  const raw = rgbaRows(rgba, width, height);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  // Compression, filter method and interlace stay 0: deflate, adaptive filters, none.
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
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
