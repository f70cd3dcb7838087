import { describe, expect, it } from 'vitest';
import { configPatchSchemas } from './element.ts';
import { deepMerge } from './patch.ts';

describe('deepMerge', () => {
  it('merges plain objects key by key and replaces arrays, nulls and scalars', () => {
    const src = { contentUrl: 'a' } as { contentUrl: string } | null;
    const base = { a: 1, style: { left: 1, top: 2 }, items: ['x', 'y'], src };
    expect(deepMerge(base, { style: { top: 5 }, items: ['z'], src: null })).toEqual({
      a: 1,
      style: { left: 1, top: 5 },
      items: ['z'],
      src: null,
    });
    expect(base.style).toEqual({ left: 1, top: 2 });
  });

  it('ignores undefined values in the patch', () => {
    expect(deepMerge({ a: 1, b: 2 }, { a: undefined, b: 3 })).toEqual({ a: 1, b: 3 });
  });
});

describe('config patch schemas', () => {
  it('add no defaults, so a patch never resets the base config', () => {
    expect(configPatchSchemas.p.parse({})).toEqual({});
    expect(configPatchSchemas.p.parse({ style: { top: 3 } })).toEqual({ style: { top: 3 } });
  });

  it('validate the fields they carry, partial style and tyre included, and drop names', () => {
    expect(configPatchSchemas.tyre_label.parse({ tyre: { noiseDb: 68 }, name: 'x' })).toEqual({
      tyre: { noiseDb: 68 },
    });
    expect(configPatchSchemas.ul.safeParse({ listSize: 'xl' }).success).toBe(false);
    expect(configPatchSchemas.img.parse({ src: null })).toEqual({ src: null });
  });
});
