import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A file part of a multipart upload. */
export interface Part {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; the server must not believe it. */
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipart(
  files: Part[],
  fields: Record<string, string> = {},
  fileField = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' });
    form.append(fileField, blob, file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const SCENE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#1c69d4"/><rect width="100" height="200" fill="#ff0000"/></svg>';

/** A 300 x 200 JPEG stored sideways (EXIF orientation 6) with an author and GPS-like data. */
export function sidewaysJpeg(): Promise<Buffer> {
  return sharp(Buffer.from(SCENE))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Jane Photographer', Copyright: 'secret location 48.1N 11.5E' } })
    .toBuffer();
}

/** A 200 x 200 PNG: a red disc on transparency. */
export function transparentPng(): Promise<Buffer> {
  return sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="80" fill="#ff0000"/></svg>',
    ),
  )
    .png()
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp(Buffer.from(SCENE)).webp({ quality: 80 }).toBuffer();
}

/** An SVG logo with everything a sanitizer must take out. */
export const UNSAFE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="100" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="240" height="100" fill="#00a000" onclick="alert('click')"/>
  <image xlink:href="https://tracker.example.com/pixel.png" width="10" height="10"/>
  <a href="javascript:alert('link')"><circle cx="50" cy="50" r="30" fill="#ffffff"/></a>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example.com"/></foreignObject>
</svg>`;

/**
 * A PNG whose header says 50,000 x 50,000 pixels (2.5 gigapixels, 10 GB decoded) in a few
 * dozen bytes: what a decompression bomb looks like to a server before it decodes anything.
 */
export function pixelBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random bytes: incompressible, so a file of them is as large on the wire as on disk. */
export function noise(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) {
    crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)));
  }
  return bytes;
}

/** A body that is not well-formed multipart, and what the server answers it with (400). */
export interface MalformedUpload {
  name: string;
  payload: Buffer | string;
  contentType: string;
  message: string;
}

const CUT_OFF =
  'The upload ended before its last part was complete, or its parts do not match the boundary in its Content-Type header. Send it again.';
const NO_BOUNDARY =
  'The upload has no usable multipart boundary. Send it as multipart/form-data with the boundary in its Content-Type header, as a browser sends a form.';

/**
 * The ways a client can break a multipart upload, made from a well-formed one. `noFile` is
 * the message the route gives when no part it can read is left (a part without headers is
 * skipped by the parser, so it is that).
 */
export function malformedUploads(
  good: { payload: Buffer; headers: Record<string, string> },
  noFile: string,
): MalformedUpload[] {
  const type = good.headers['content-type'] ?? '';
  const boundary = type.split('boundary=')[1] ?? '';
  return [
    {
      name: 'a boundary that is not the one in the body',
      payload: good.payload,
      contentType: 'multipart/form-data; boundary=not-the-one-used',
      message: CUT_OFF,
    },
    {
      name: 'a body cut off in the middle of a part',
      payload: good.payload.subarray(0, 300),
      contentType: type,
      message: CUT_OFF,
    },
    {
      name: 'a body without its closing boundary',
      payload: good.payload.subarray(0, good.payload.length - boundary.length - 6),
      contentType: type,
      message: CUT_OFF,
    },
    {
      name: 'no boundary parameter',
      payload: good.payload,
      contentType: 'multipart/form-data',
      message: NO_BOUNDARY,
    },
    {
      name: 'a boundary longer than multipart allows',
      payload: good.payload,
      contentType: `multipart/form-data; boundary=${'x'.repeat(300)}`,
      message: NO_BOUNDARY,
    },
    {
      name: 'a part without headers',
      payload: `--${boundary}\r\n\r\nhello\r\n--${boundary}--\r\n`,
      contentType: type,
      message: noFile,
    },
    {
      name: 'JSON instead of multipart',
      payload: '{"file":"logo.png"}',
      contentType: 'application/json',
      message: 'Send the upload as multipart/form-data, each image as a part named file.',
    },
    {
      name: 'plain text instead of multipart',
      payload: 'logo.png',
      contentType: 'text/plain',
      message: 'Send the upload as multipart/form-data, each image as a part named file.',
    },
  ];
}
