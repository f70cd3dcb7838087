import { describe, expect, it } from 'vitest';
import { crc32, zipStore } from './zipStore';

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

describe('zipStore', () => {
  it('computes the zip CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes stored entries a zip reader finds through the central directory', () => {
    const files = [
      { name: 'Offer – 17 inch.pdf', bytes: new TextEncoder().encode('%PDF-1.7 one') },
      { name: 'Offer – 18 inch.png', bytes: new Uint8Array([137, 80, 78, 71, 1, 2, 3]) },
    ];
    const zip = zipStore(files, new Date(2026, 10, 21, 12, 0, 0));
    const data = view(zip);
    const end = zip.length - 22;
    expect(data.getUint32(end, true)).toBe(0x06054b50);
    expect(data.getUint16(end + 10, true)).toBe(2);
    let central = data.getUint32(end + 16, true);
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect(data.getUint32(central, true)).toBe(0x02014b50);
      const nameLength = data.getUint16(central + 28, true);
      const local = data.getUint32(central + 42, true);
      const size = data.getUint32(central + 20, true);
      const name = new TextDecoder().decode(zip.subarray(central + 46, central + 46 + nameLength));
      names.push(name);
      const start = local + 30 + data.getUint16(local + 26, true);
      const bytes = zip.subarray(start, start + size);
      expect(Array.from(bytes)).toEqual(Array.from(files[i]?.bytes ?? []));
      expect(data.getUint32(central + 16, true)).toBe(crc32(bytes));
      central += 46 + nameLength;
    }
    expect(names).toEqual(files.map((f) => f.name));
  });
});
