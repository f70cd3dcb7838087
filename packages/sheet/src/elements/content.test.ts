import { describe, expect, it } from 'vitest';
import { iconsElement, imageElement, listElement, textElement } from '../testing/elements.ts';
import { elementRegistry } from './registry.ts';

describe('what each definition makes of content', () => {
  it('reads an import cell by its type: rich text, lines, icon texts, an image, or a refusal', () => {
    expect(elementRegistry.p.fromCell(textElement(), 'A\nB')).toEqual({
      patch: { text: 'A<br>B' },
    });
    expect(elementRegistry.ul.fromCell(listElement(), 'one\n\ntwo')).toEqual({
      patch: { items: ['one', 'two'] },
    });
    const icons = iconsElement();
    const extra = elementRegistry.icons.fromCell(icons, 'a\nb\nc\nd\ne\nf');
    expect(extra).toMatchObject({ notice: { kind: 'extraLines', lines: 4, ignored: 2 } });
    expect(elementRegistry.img.fromCell(imageElement(), ' https://x.test/a.png ')).toEqual({
      patch: { src: { contentUrl: 'https://x.test/a.png' } },
      notice: { kind: 'notInLibrary', url: 'https://x.test/a.png' },
    });
    expect(elementRegistry.img.fromCell(imageElement(), '/media/a.png')).toEqual({
      patch: { src: { contentUrl: '/media/a.png' } },
    });
    const label = { ...iconsElement(), type: 'tyre_label' } as never;
    expect(elementRegistry.tyre_label.fromCell(label, 'x')).toEqual({ refused: 'notImportable' });
  });

  it('names translatable texts with setters into the config they were read from', () => {
    const config = { items: ['one', 'two'] };
    const texts = elementRegistry.ul.translatableTexts(config);
    expect(texts.map(({ line, text }) => [line, text])).toEqual([
      [0, 'one'],
      [1, 'two'],
    ]);
    texts[1]?.set('zwei');
    expect(config.items).toEqual(['one', 'zwei']);
    expect(elementRegistry.p.translatableTexts({})).toEqual([]);
    expect(elementRegistry.img.translatableTexts({})).toEqual([]);
  });

  it('names the images a config or patch draws', () => {
    expect(elementRegistry.logo.imageSources({ src: { contentUrl: '/media/l.png' } })).toEqual([
      '/media/l.png',
    ]);
    expect(elementRegistry.img.imageSources({ src: null })).toEqual([]);
    expect(elementRegistry.p.imageSources({ text: '<p>x</p>' })).toEqual([]);
  });

  it('applies a dealer value to its one field, refusing an unsafe image URL', () => {
    const img = elementRegistry.img.dealerContent;
    expect(img?.field).toBe('src');
    const element = imageElement();
    expect(img?.apply(element, { contentUrl: 'javascript:alert(1)' } as never)).toBeNull();
    expect(elementRegistry.icons.dealerContent).toBeNull();
  });
});
