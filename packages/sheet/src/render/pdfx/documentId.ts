// A PDF/X file names itself twice, with the same identifier: the trailer's /ID and the XMP's
// xmpMM:DocumentID. It is a digest of what the document is (its date, title and page content),
// so a file made again from the same input with a fixed date is byte for byte the same, and two
// different exports never share one. No crypto API is needed: this runs in browsers and Node.

/** 128 bits of two independent FNV-1a-style 64-bit hashes over the parts, as 32 hex digits. */
export function documentId(parts: readonly (string | Uint8Array)[]): string {
  // Four 32-bit lanes with different offsets and primes, mixed per byte.
  const lanes = new Uint32Array([0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]);
  const primes = [0x01000193, 0x0100019d, 0x010001a3, 0x010001b5];
  const feed = (byte: number) => {
    for (let i = 0; i < 4; i++) {
      const lane = ((lanes[i] ?? 0) ^ byte ^ (i * 0x5b)) >>> 0;
      lanes[i] = Math.imul(lane, primes[i] ?? 1) >>> 0;
    }
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      for (let i = 0; i < part.length; i++) {
        const code = part.charCodeAt(i);
        feed(code & 0xff);
        feed(code >>> 8);
      }
    } else {
      for (const byte of part) feed(byte);
    }
    feed(0x1f); // a separator, so ["ab", "c"] and ["a", "bc"] differ
  }
  // A final avalanche per lane, so that near inputs give unrelated identifiers.
  let hex = '';
  for (let i = 0; i < 4; i++) {
    let h = lanes[i] ?? 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
    hex += h.toString(16).padStart(8, '0');
  }
  return hex;
}

/** The identifier as an XMP UUID URN (`uuid:8-4-4-4-12`). */
export function uuidUrn(hex: string): string {
  return `uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
