// Every element type, exactly as a designer adds it, goes through the whole pipeline: layout
// into the render tree and out as SVG, PDF and PNG.
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { layoutSheetPage } from '../layout/page.ts';
import { ELEMENT_TYPES } from '../model/elementTypes.ts';
import { addElement } from '../model/operations.ts';
import { parseSheetData } from '../model/parse.ts';
import { renderPng } from '../node/png.ts';
import { rawSheet } from '../testing/factories.ts';
import { openFonts } from '../testing/fonts.ts';
import { renderPdf } from './pdf.ts';
import { renderSvg } from './svg.ts';

const fonts = openFonts();
const ctx = { fonts, images: new Map() };

describe.each(ELEMENT_TYPES)('a new %s element', (type) => {
  const data = addElement(parseSheetData(rawSheet({ elements: [] })), 0, type);
  const layout = layoutSheetPage(data, 0, { ctx });

  it('is laid out into visible items', () => {
    expect(layout.elements).toHaveLength(1);
    expect(layout.page.items.length).toBeGreaterThan(0);
  });

  it('renders as SVG, PDF and PNG', async () => {
    expect(renderSvg(layout.page, { fonts })).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const pdf = await renderPdf(layout.page, { fonts, title: type });
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    expect(doc.countPages()).toBe(1);
    const png = renderPng(layout.page, { fonts, dpi: 36 });
    expect(png.width).toBe(Math.round((595.28 * 36) / 72));
  });
});

it('draws the default text element’s "Example text" in every format', async () => {
  const data = addElement(parseSheetData(rawSheet({ elements: [] })), 0, 'p');
  const { page } = layoutSheetPage(data, 0, { ctx });
  expect(renderSvg(page, { fonts })).toContain('aria-label="Example text"');
  const pdf = await renderPdf(page, { fonts });
  const text = mupdf.Document.openDocument(pdf, 'application/pdf')
    .loadPage(0)
    .toStructuredText('preserve-whitespace')
    .asText();
  expect(text.trim()).toBe('Example text');
});
