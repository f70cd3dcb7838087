import { describe, expect, it } from 'vitest';
import { tyreLabelDefaults } from '../elements/tyre_label/defaults.ts';
import { layoutSheetPage } from '../layout/page.ts';
import { parseSheetData } from '../model/parse.ts';
import { rawSheet, rawText } from '../testing/factories.ts';
import { openFonts } from '../testing/fonts.ts';
import { fakeImage, fakeImages } from '../testing/images.ts';
import { preflightMessage } from './messages.ts';
import { preflightLayouts, sortFindings } from './preflight.ts';

const ctx = { fonts: openFonts(), images: fakeImages(fakeImage('/media/small.jpg', 200, 100)) };
const label = tyreLabelDefaults();

// One element per check that fails, and one that passes them all.
const data = parseSheetData(
  rawSheet({
    elements: [
      rawText(1, 'Clean', {
        config: {
          name: 'Clean',
          text: 'Fine',
          style: { left: 100, top: 100, width: 200, height: 40 },
        },
      }),
      rawText(2, 'Long', {
        config: {
          name: 'Long',
          text: 'A text far too long for its tiny box. '.repeat(5),
          style: { left: 100, top: 160, width: 100, height: 12 },
        },
      }),
      {
        id: 3,
        type: 'img',
        config: {
          name: 'Banner',
          src: { contentUrl: '/media/small.jpg' },
          style: { left: 0, top: 0, width: 300, height: 150 },
        },
      },
      rawText(4, 'Chinese', {
        config: {
          name: 'Chinese',
          text: '価格',
          style: { left: 100, top: 400, width: 200, height: 40 },
        },
      }),
      {
        id: 5,
        type: 'tyre_label',
        config: { ...label, name: 'Label', style: { ...label.style, width: 150, height: 220 } },
      },
    ],
  }),
);

describe('preflight of laid-out pages', () => {
  const layout = layoutSheetPage(data, 0, { ctx });
  const findings = preflightLayouts([layout], [0]);

  it('finds each problem once, on its element and page, and nothing on a clean element', () => {
    expect(findings.map((f) => [f.elementName, f.check, f.severity, f.page])).toEqual([
      ['Long', 'overflow', 'error', 0],
      // 200 px over 300 pt: 48 ppi.
      ['Banner', 'imageResolution', 'error', 0],
      ['Banner', 'bleed', 'warning', 0],
      ['Chinese', 'missingGlyphs', 'error', 0],
      // Scaled down, the label's 0.3 pt rules become too thin as well.
      ['Label', 'thinLines', 'warning', 0],
      ['Label', 'tyreLabelSize', 'error', 0],
    ]);
    expect(findings.find((f) => f.check === 'imageResolution')).toMatchObject({
      ppi: 48,
      elementId: 3,
      elementType: 'img',
    });
  });

  it('numbers findings by the page they were laid out for', () => {
    expect(preflightLayouts([layout], [2]).every((finding) => finding.page === 2)).toBe(true);
  });

  it('says each finding in one English sentence naming the element', () => {
    expect(findings.map(preflightMessage)).toEqual([
      expect.stringMatching(/^The text of 'Long' overflows its box by \d+(\.\d)? pt\.$/),
      "The image of 'Banner' has 48 ppi at its placed size; print needs at least 150.",
      "'Banner' touches the left, top trim edge without reaching 8.5 pt into the bleed.",
      "The font has no glyph for U+4FA1, U+683C in 'Chinese'.",
      "'Label' has 16 line(s) down to 0.211 pt; print needs at least 0.25 pt.",
      "The tyre label 'Label' prints at 150 x 219.7 pt; the regulation requires at least 212.6 x 311.8 pt (75 x 110 mm).",
    ]);
  });

  it('sorts errors before warnings', () => {
    expect(sortFindings(findings).map((f) => f.severity)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'warning',
      'warning',
    ]);
  });
});
