import { type Element, getElementDefinition } from '@pms/sheet/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facesHere, fontLibrary, likelyFaces, loadFaces } from './fonts';

function text(html: string): Element {
  return {
    id: 1,
    type: 'p',
    config: { ...getElementDefinition('p').defaults(), text: html },
    variants: [],
  };
}

const label: Element = {
  id: 2,
  type: 'tyre_label',
  config: getElementDefinition('tyre_label').defaults(),
  variants: [],
};

describe('likely faces', () => {
  it('are the regular of Noto Sans and of the text family, and its bold and italic where used', () => {
    expect(likelyFaces([text('<p>Plain</p>')], ['noto-sans'])).toEqual(['noto-sans/regular']);
    expect(
      likelyFaces(
        [text('<p><strong>Bold</strong> and <em>slanted</em></p>')],
        ['noto-sans', 'brand-3'],
        'brand-3',
      ),
    ).toEqual(['noto-sans/regular', 'brand-3/regular', 'brand-3/bold', 'brand-3/italic']);
  });

  it("add a tyre label's families, regular and bold", () => {
    expect(likelyFaces([label], ['noto-sans', 'carlito', 'dejavu-sans'])).toEqual([
      'noto-sans/regular',
      'carlito/regular',
      'carlito/bold',
      'dejavu-sans/regular',
      'dejavu-sans/bold',
    ]);
  });
});

describe('an element with a font family of its own', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("has its faces fetched instead of the sheet family's", () => {
    const own: Element = {
      id: 3,
      type: 'p',
      config: {
        ...getElementDefinition('p').defaults(),
        text: '<p><strong>Own</strong></p>',
        fontFamily: 'brand-7',
      },
      variants: [],
    };
    expect(
      likelyFaces([own, text('<p>Ci</p>')], ['noto-sans', 'brand-3', 'brand-7'], 'brand-3'),
    ).toEqual(['noto-sans/regular', 'brand-7/regular', 'brand-7/bold', 'brand-3/regular']);
  });

  it('is set in the sheet family when its family was deleted: the library leaves it out', async () => {
    // The bytes are never parsed here: a library parses a face when layout first uses it.
    const fetched = vi.fn(async (url: string) =>
      url.includes('brand-9')
        ? new Response('gone', { status: 404 })
        : new Response(new Uint8Array([0, 1, 0, 0]), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetched);
    await loadFaces(['noto-sans/regular', 'brand-8/regular', 'brand-9/regular']);
    expect(facesHere(['brand-9/regular', 'brand-8/regular'])).toBe(true);
    const families = fontLibrary(['noto-sans', 'brand-8', 'brand-9']).families;
    expect(families.has('brand-8')).toBe(true);
    expect(families.has('brand-9')).toBe(false);
    // Asked again, it is not fetched again.
    await loadFaces(['brand-9/regular']);
    expect(fetched.mock.calls.filter(([url]) => url.includes('brand-9'))).toHaveLength(1);
  });
});
