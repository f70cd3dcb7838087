// Base64 without Buffer or btoa: the core runs in browsers and Node alike, and its TypeScript
// settings know neither global.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAIRS: string[] = [];
for (let i = 0; i < 4096; i++) PAIRS.push(`${ALPHABET[i >> 6]}${ALPHABET[i & 63]}`);

const cache = new WeakMap<Uint8Array, string>();

function encode(bytes: Uint8Array): string {
  const parts: string[] = [];
  const whole = bytes.length - (bytes.length % 3);
  // Two 12-bit lookups per 3 bytes; joined once at the end to keep large images linear.
  for (let i = 0; i < whole; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    parts.push(`${PAIRS[n >> 12]}${PAIRS[n & 4095]}`);
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = ((bytes[whole] ?? 0) << 16) | (rest === 2 ? (bytes[whole + 1] ?? 0) << 8 : 0);
    const chars = `${PAIRS[n >> 12]}${PAIRS[n & 4095]}`;
    parts.push(rest === 1 ? `${chars.slice(0, 2)}==` : `${chars.slice(0, 3)}=`);
  }
  return parts.join('');
}

/** Base64 of the bytes, cached per array: the same image in every export is encoded once. */
export function toBase64(bytes: Uint8Array): string {
  let encoded = cache.get(bytes);
  if (encoded === undefined) {
    encoded = encode(bytes);
    cache.set(bytes, encoded);
  }
  return encoded;
}
