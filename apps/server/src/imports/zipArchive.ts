import { Inflate } from 'fflate';

/** One file in a ZIP archive, as its central directory describes it. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated; nothing else is read. */
  method: number;
  compressedSize: number;
  /** What the directory says the part unpacks to; a hostile archive may understate it. */
  declaredSize: number;
  /** Where the part's data starts in the archive. */
  dataStart: number;
}

/** Why an archive is not read: the caller words the message. */
export class ZipLimitError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'parts' | 'unpacked',
    message: string,
  ) {
    super(message);
    this.name = 'ZipLimitError';
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** ZIP64 marks sizes and offsets beyond 4 GB with this; no workbook under 10 MB needs it. */
const ZIP64 = 0xffffffff;

/** Compressed bytes inflated at a time: at most about 4 MB come out of one step. */
const INFLATE_STEP = 4096;

/** Bytes unpacked between turns of the event loop: a few milliseconds of work. */
const BYTES_PER_TURN = 1024 * 1024;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const unreadable = () => new ZipLimitError('unreadable', 'The archive is not a readable ZIP file.');

/**
 * The parts of a ZIP archive from its central directory (the directory is what other readers,
 * exceljs's among them, go by), refusing more than `maxParts` before any is unpacked.
 */
export function zipParts(bytes: Uint8Array, maxParts: number): ZipPart[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  // The end record is in the last 22 bytes plus a comment of at most 65,535.
  let end = bytes.length - 22;
  const earliest = Math.max(0, bytes.length - 22 - 65_535);
  while (end >= earliest && u32(end) !== END_OF_DIRECTORY) end--;
  if (end < earliest) throw unreadable();
  const count = u16(end + 10);
  if (count > maxParts) {
    throw new ZipLimitError('parts', `The archive has more than ${maxParts} parts.`);
  }
  let at = u32(end + 16);
  const parts: ZipPart[] = [];
  for (let n = 0; n < count; n++) {
    if (u32(at) !== DIRECTORY_ENTRY) throw unreadable();
    const nameLength = u16(at + 28);
    const part = {
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      declaredSize: u32(at + 24),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    const local = u32(at + 42);
    if (part.compressedSize === ZIP64 || part.declaredSize === ZIP64 || local === ZIP64) {
      throw unreadable();
    }
    if (u32(local) !== LOCAL_HEADER) throw unreadable();
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + part.compressedSize > bytes.length) throw unreadable();
    parts.push({ ...part, dataStart });
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return parts;
}

/**
 * Unpacks every part of an archive, counting the bytes that really come out rather than the
 * sizes the directory declares, and stops as soon as all parts together pass `maxBytes`:
 * a zip bomb costs at most `maxBytes` of memory and the time to inflate them. An archive
 * whose directory already declares more is refused without inflating anything. Parts that
 * overlap (another bomb) are counted each time, as a reader unpacking them would. Unpacks in
 * steps with turns of the event loop between, so other requests are answered meanwhile.
 * Returns the contents of the parts `keep` asks for.
 */
export async function unpackWithin(
  bytes: Uint8Array,
  parts: readonly ZipPart[],
  maxBytes: number,
  keep: (name: string) => boolean,
): Promise<Map<string, Uint8Array>> {
  const tooLarge = () =>
    new ZipLimitError('unpacked', `The archive unpacks to more than ${maxBytes} bytes.`);
  if (parts.reduce((sum, part) => sum + part.declaredSize, 0) > maxBytes) throw tooLarge();
  const kept = new Map<string, Uint8Array>();
  let total = 0;
  let sinceTurn = 0;
  for (const part of parts) {
    const data = bytes.subarray(part.dataStart, part.dataStart + part.compressedSize);
    const chunks: Uint8Array[] = [];
    const wanted = keep(part.name);
    let size = 0;
    const take = (chunk: Uint8Array) => {
      size += chunk.length;
      total += chunk.length;
      sinceTurn += chunk.length;
      if (total > maxBytes) throw tooLarge();
      if (wanted) chunks.push(chunk);
    };
    if (part.method === 0) {
      take(data);
    } else if (part.method === 8) {
      const inflate = new Inflate((chunk) => take(chunk));
      try {
        for (let start = 0; start < data.length; start += INFLATE_STEP) {
          const end = Math.min(start + INFLATE_STEP, data.length);
          inflate.push(data.subarray(start, end), end === data.length);
          if (sinceTurn >= BYTES_PER_TURN) {
            sinceTurn = 0;
            await nextTurn();
          }
        }
        if (data.length === 0) inflate.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof ZipLimitError) throw error;
        throw unreadable();
      }
    } else {
      throw unreadable();
    }
    // A part that unpacks to another size than declared is damaged, or made to mislead.
    if (size !== part.declaredSize) throw unreadable();
    if (wanted) kept.set(part.name, concat(chunks));
  }
  return kept;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}
