import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unpackWithin, ZipLimitError, zipParts } from './zipArchive.ts';

const text = (value: string) => new TextEncoder().encode(value);

/** Sets every central-directory entry's declared size, as a hostile archive would. */
function declare(archive: Uint8Array, size: number): Uint8Array {
  const copy = archive.slice();
  const view = new DataView(copy.buffer);
  for (let i = copy.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return copy;
}

const reason = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ZipLimitError) return error.reason;
    throw error;
  }
  return 'read';
};

describe('ZIP archives within limits', () => {
  const archive = zipSync({
    'a.xml': [text('<a>'.repeat(1000)), { level: 9 }],
    'b.bin': [text('stored'), { level: 0 }],
  });

  it('lists the parts from the directory and unpacks the ones asked for', async () => {
    const parts = zipParts(archive, 10);
    expect(parts.map((p) => [p.name, p.method, p.declaredSize])).toEqual([
      ['a.xml', 8, 3000],
      ['b.bin', 0, 6],
    ]);
    const kept = await unpackWithin(archive, parts, 3006, (name) => name.endsWith('.xml'));
    expect([...kept.keys()]).toEqual(['a.xml']);
    expect(new TextDecoder().decode(kept.get('a.xml'))).toBe('<a>'.repeat(1000));
  });

  it('refuses more parts, or more unpacked bytes, than allowed', async () => {
    expect(await reason(() => zipParts(archive, 1))).toBe('parts');
    expect(
      await reason(() => unpackWithin(archive, zipParts(archive, 10), 3005, () => false)),
    ).toBe('unpacked');
  });

  it('counts what really comes out, not what the directory declares', async () => {
    const bomb = zipSync({ 'zeros.bin': new Uint8Array(8 << 20) }, { level: 9 });
    expect(bomb.length).toBeLessThan(50_000);
    const understated = declare(bomb, 10);
    expect(
      await reason(() =>
        unpackWithin(understated, zipParts(understated, 10), 1 << 20, () => false),
      ),
    ).toBe('unpacked');
    // Within the limit but not the size declared: damaged.
    expect(
      await reason(() =>
        unpackWithin(understated, zipParts(understated, 10), 16 << 20, () => false),
      ),
    ).toBe('unreadable');
  });

  it('refuses what is not a ZIP archive', async () => {
    expect(await reason(() => zipParts(text('PK\u0003\u0004 but nothing else'), 10))).toBe(
      'unreadable',
    );
  });
});
