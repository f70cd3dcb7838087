// A PDF/X file names itself twice, with the same identifier: the trailer's /ID and the XMP's
// xmpMM:DocumentID. It is a digest of what the document is (its date, title and page content),
// so a file made again from the same input with a fixed date is byte for byte the same, and two
// different exports never share one. No crypto API is needed: this runs in browsers and Node.

/** Bytes of a string's UTF-16 code units, so text and bytes are hashed alike. */
function utf16Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 * i] = code & 0xff;
    bytes[2 * i + 1] = code >>> 8;
  }
  return bytes;
}

const rotl = (value: number, bits: number) => (value << bits) | (value >>> (32 - bits));

/** MurmurHash3's finalizer: near inputs give unrelated outputs. */
function avalanche(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * 128 bits as 32 hex digits: four MurmurHash3-style 32-bit lanes with their own seeds, fed
 * 4 bytes at a time (a page's content stream of 100 KB takes well under a millisecond; not a
 * cryptographic digest, nor meant to be one).
 */
export function documentId(parts: readonly (string | Uint8Array)[]): string {
  let h1 = 0x9747b28c;
  let h2 = 0x85ebca6b;
  let h3 = 0xc2b2ae35;
  let h4 = 0x27d4eb2f;
  let length = 0;
  for (const part of parts) {
    const bytes = typeof part === 'string' ? utf16Bytes(part) : part;
    const whole = bytes.length - (bytes.length % 4);
    let tail = 0;
    for (let i = whole; i < bytes.length; i++) tail |= (bytes[i] ?? 0) << (8 * (i - whole));
    // The tail and the part's length end each part, so ["ab", "c"] and ["a", "bc"] differ.
    for (let i = 0; i <= whole + 4; i += 4) {
      const word =
        i < whole
          ? (bytes[i] ?? 0) |
            ((bytes[i + 1] ?? 0) << 8) |
            ((bytes[i + 2] ?? 0) << 16) |
            ((bytes[i + 3] ?? 0) << 24)
          : i === whole
            ? tail
            : bytes.length;
      const k = Math.imul(rotl(Math.imul(word, 0xcc9e2d51), 15), 0x1b873593);
      h1 = (Math.imul(rotl(h1 ^ k, 13), 5) + 0xe6546b64) | 0;
      h2 = (Math.imul(rotl(h2 ^ k, 17), 5) + 0x561ccd1b) | 0;
      h3 = (Math.imul(rotl(h3 ^ k, 15), 5) + 0x0bcaa747) | 0;
      h4 = (Math.imul(rotl(h4 ^ k, 19), 5) + 0x96cd1c35) | 0;
    }
    length += bytes.length;
  }
  let hex = '';
  for (const [index, lane] of [h1, h2, h3, h4].entries()) {
    hex += avalanche(lane ^ length ^ index)
      .toString(16)
      .padStart(8, '0');
  }
  return hex;
}

/** The identifier as an XMP UUID URN (`uuid:8-4-4-4-12`). */
export function uuidUrn(hex: string): string {
  return `uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
