// Page content streams are compressed (FlateDecode) by a deflate the platform provides: pdf-lib's
// own (pako, in JavaScript) took more time than everything else in an export together.

/** zlib-compresses bytes (RFC 1950, what FlateDecode reads), at once or asynchronously. */
export type Deflate = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;

let installed: Deflate | undefined;

/**
 * Sets the deflate of every later `renderPdf` without its own `deflate` option. The Node entry
 * (`@pms/sheet/node`) installs native zlib when it is imported; `undefined` restores the default.
 */
export function setPdfDeflate(deflate: Deflate | undefined): void {
  installed = deflate;
}

/** The web platform's CompressionStream, which browsers and Node (18+) both have. */
interface CompressionStreamLike {
  readable: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> } };
  writable: { getWriter(): { write(chunk: Uint8Array): Promise<void>; close(): Promise<void> } };
}
type CompressionStreamConstructor = new (format: 'deflate') => CompressionStreamLike;

async function streamDeflate(
  Compression: CompressionStreamConstructor,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  const stream = new Compression('deflate');
  const writer = stream.writable.getWriter();
  // Written and closed while the reader drains; their promises settle with the reading.
  const written = Promise.all([writer.write(bytes), writer.close()]);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (next.value) {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  await written;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The deflate for content streams: the installed one, else the platform's CompressionStream,
 * else none (the streams are then written uncompressed).
 */
export function pdfDeflate(): Deflate | undefined {
  if (installed) return installed;
  const Compression = (globalThis as { CompressionStream?: CompressionStreamConstructor })
    .CompressionStream;
  return Compression && ((bytes) => streamDeflate(Compression, bytes));
}
