import { describe, expect, it } from 'vitest';
import { parseSheetData } from '../model/parse.ts';
import { deepFreeze, rawSheet, rawText } from '../testing/factories.ts';
import { isSafeUrl } from './safeUrl.ts';
import { sanitizeSheetData } from './sanitizeSheetData.ts';

const style = { left: 0, top: 0, width: 10, height: 10 };
const evil = '<b onclick="x()">Hi</b><script>alert(1)</script>';

describe('sanitizeSheetData', () => {
  it('sanitizes text, list items and icon lines on every page and variant entry', () => {
    const data = deepFreeze(
      parseSheetData(
        rawSheet({
          variant_groups: [{ id: 1, name: 'G' }],
          variants: [{ id: 1, name: 'V', details: '', group: 1 }],
          elements: [
            rawText(1, 'Text', {
              config: { name: 'Text', text: evil, url: 'javascript:alert(1)', style },
              variants: [
                { id: 1, variants: [1], config: { text: evil }, layout: 'locked', type: 'p' },
              ],
            }),
            { id: 2, type: 'ul', config: { name: 'List', items: [evil, 'ok'], style } },
            {
              id: 3,
              type: 'img',
              config: { name: 'Img', src: { contentUrl: 'JaVa\tScript:x' }, url: '/a', style },
            },
          ],
          additional_pages: [
            {
              elements: [
                {
                  id: 1,
                  type: 'icons',
                  config: { name: 'Icons', lines: [{ feature: 'star', text: evil }], style },
                },
              ],
            },
          ],
        }),
      ),
    );
    const clean = sanitizeSheetData(data);
    const [text, list, image] = clean.elements;
    expect(text?.type === 'p' && text.config.text).toBe('<strong>Hi</strong>');
    expect(text?.config.url).toBeUndefined();
    expect(text?.variants[0]?.config).toEqual({ text: '<strong>Hi</strong>' });
    expect(list?.type === 'ul' && list.config.items).toEqual(['<strong>Hi</strong>', 'ok']);
    expect(image?.type === 'img' && image.config).toMatchObject({ src: null, url: '/a' });
    const icons = clean.additional_pages[0]?.elements[0];
    expect(icons?.type === 'icons' && icons.config.lines).toEqual([
      { feature: 'star', text: '<strong>Hi</strong>' },
    ]);
    expect(parseSheetData(clean).elements).toHaveLength(3);
  });
});

describe('isSafeUrl', () => {
  it('allows relative, http(s), mailto and tel URLs only', () => {
    expect(
      ['/media/a.jpg', 'https://x.test', 'mailto:a@b.c', 'tel:+49', 'page#x'].map(isSafeUrl),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['javascript:x', ' JAVASCRIPT:x', 'java\nscript:x', 'data:text/html,x', 'vbscript:x'].map(
        isSafeUrl,
      ),
    ).toEqual([false, false, false, false, false]);
  });
});
