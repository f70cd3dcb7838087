import { type Element, getElementDefinition } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { likelyFaces } from './fonts';

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
