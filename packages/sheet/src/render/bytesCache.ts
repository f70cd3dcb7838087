/** FNV-1a over the bytes with their length: a cheap key, confirmed by comparing the bytes. */
function contentKey(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ (bytes[i] ?? 0), 0x01000193);
  return `${bytes.length}:${(hash >>> 0).toString(16)}`;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Values derived from byte arrays (image files), found by the array itself (no hashing on the
 * hot path) or by equal content (the same file read into a new array). The content index holds
 * at most `limit` entries and is cleared when full: clearing costs speed, never correctness.
 */
export class BytesCache<V> {
  private readonly byArray = new WeakMap<Uint8Array, V>();
  private readonly byContent = new Map<string, { bytes: Uint8Array; value: V }>();

  constructor(private readonly limit: number) {}

  get(bytes: Uint8Array): V | undefined {
    const known = this.byArray.get(bytes);
    if (known !== undefined) return known;
    const entry = this.byContent.get(contentKey(bytes));
    if (!entry || !sameBytes(entry.bytes, bytes)) return undefined;
    this.byArray.set(bytes, entry.value);
    return entry.value;
  }

  set(bytes: Uint8Array, value: V): void {
    if (this.byContent.size >= this.limit) this.byContent.clear();
    this.byArray.set(bytes, value);
    this.byContent.set(contentKey(bytes), { bytes, value });
  }

  delete(bytes: Uint8Array): void {
    this.byArray.delete(bytes);
    this.byContent.delete(contentKey(bytes));
  }
}
