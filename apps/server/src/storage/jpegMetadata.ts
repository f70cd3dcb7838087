/** An application segment that keeps colours right, not a description of the picture. */
function isColourSegment(bytes: Uint8Array, at: number, marker: number): boolean {
  if (marker === 0xe0 || marker === 0xee) return true; // JFIF, Adobe (colour transform)
  if (marker !== 0xe2) return false;
  const ident = String.fromCharCode(...bytes.subarray(at + 4, at + 15));
  return ident === 'ICC_PROFILE';
}

/**
 * The JPEG without its metadata, losslessly: EXIF (camera, GPS, the embedded preview), XMP,
 * IPTC, comments and anything appended after the image are cut out, the compressed pixels
 * are kept byte for byte, so nothing is lost to a second compression. Null when the file's
 * structure is not what a JPEG's should be; the caller then re-encodes it.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: the compressed data runs to the last end-of-image marker.
      let end = bytes.length - 2;
      while (end > at && !(bytes[end] === 0xff && bytes[end + 1] === 0xd9)) end--;
      if (end <= at) return null;
      kept.push(bytes.subarray(at, end + 2));
      const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of kept) {
        out.set(part, offset);
        offset += part.length;
      }
      return out;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const application = marker >= 0xe0 && marker <= 0xef;
    const drop = marker === 0xfe || (application && !isColourSegment(bytes, at, marker));
    if (!drop) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
}
