import { Resvg } from '@resvg/resvg-js';
import * as mupdf from 'mupdf';
import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { notoSansSource, openFonts } from '../testing/fonts.ts';
import { A4, samplePage, sampleText, solidPng } from '../testing/renderSample.ts';
import { MARK_AREA } from './cropMarks.ts';
import { PRINT_BLEED, renderPdf } from './pdf.ts';
import type { GlyphRun, ImageAsset, RenderItem, RenderPage } from './tree.ts';

const fonts = openFonts();

interface ExtractedLine {
  text: string;
  /** Origin of each character, top-left page coordinates as mupdf gives them. */
  origins: [number, number][];
}

/** The text a PDF reader extracts from the first page, line by line, with character origins. */
function extractLines(bytes: Uint8Array): ExtractedLine[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const lines: ExtractedLine[] = [];
  let line: ExtractedLine | undefined;
  doc
    .loadPage(0)
    .toStructuredText('preserve-whitespace')
    .walk({
      beginLine() {
        line = { text: '', origins: [] };
        lines.push(line);
      },
      onChar(c, origin) {
        line?.origins.push([origin[0], origin[1]]);
        if (line) line.text += c;
      },
    });
  return lines;
}

function indirectObjects(doc: PDFDocument) {
  return doc.context.enumerateIndirectObjects().map(([, object]) => object);
}

const dictOf = (object: unknown) =>
  object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
const nameIn = (dict: PDFDict | undefined, key: string) => dict?.get(PDFName.of(key))?.toString();

describe('renderPdf', () => {
  it('gives back each laid-out line’s text at the layout’s baseline and glyph positions', async () => {
    const layout = sampleText(fonts);
    const bytes = await renderPdf({ ...A4, items: layout.items }, { fonts });
    const lines = extractLines(bytes);
    expect(lines.map((l) => l.text)).toEqual(layout.lines.map((l) => l.text.trimEnd()));
    const runs = layout.items.filter((i): i is GlyphRun => i.kind === 'glyphs');
    layout.lines.forEach((expected, index) => {
      const line = lines[index];
      const [x, y] = line?.origins[0] ?? [Number.NaN, Number.NaN];
      expect(Math.abs(x - expected.x)).toBeLessThan(0.5);
      expect(Math.abs(y - expected.baseline)).toBeLessThan(0.5);
      // Every glyph where the layout put it: the first character of each glyph (a ligature
      // gives several) starts at the glyph's x.
      const glyphs = runs
        .filter((r) => Math.abs(r.y - expected.baseline) < 0.01)
        .flatMap((r) => r.glyphs);
      let char = 0;
      for (const glyph of glyphs) {
        const origin = line?.origins[char];
        if (origin) expect(Math.abs(origin[0] - glyph.x)).toBeLessThan(0.05);
        char += glyph.codePoints.length;
      }
    });
  });

  it('maps ligature glyphs back to all their letters', async () => {
    const layout = sampleText(fonts);
    const runs = layout.items.filter((i): i is GlyphRun => i.kind === 'glyphs');
    // Noto Sans shapes "fi", "ffi" and "fl" as one glyph each: copy and paste must still say "office".
    expect(
      runs.flatMap((r) => r.glyphs).filter((g) => g.codePoints.length > 1).length,
    ).toBeGreaterThanOrEqual(2);
    const text = extractLines(await renderPdf({ ...A4, items: layout.items }, { fonts }))
      .map((l) => l.text)
      .join(' ');
    expect(text).toContain('To fit the office');
  });

  it('embeds each used face once, as a tagged subset far smaller than the font file', async () => {
    const { page } = samplePage(fonts);
    const bytes = await renderPdf([page, page], { fonts });
    const doc = await PDFDocument.load(bytes);
    const objects = indirectObjects(doc);
    const fontDicts = objects.map(dictOf).filter((d) => nameIn(d, 'Subtype') === '/Type0');
    const baseFonts = fontDicts.map((d) => nameIn(d, 'BaseFont') ?? '').sort();
    // The sample uses regular, bold and italic; two pages share them.
    expect(baseFonts).toHaveLength(3);
    for (const name of baseFonts)
      expect(name).toMatch(/^\/[A-Z]{6}\+NotoSans-(Regular|Bold|Italic)$/);
    const descriptors = objects.map(dictOf).filter((d) => nameIn(d, 'Type') === '/FontDescriptor');
    const source = notoSansSource();
    for (const descriptor of descriptors) {
      const file = doc.context.lookup(descriptor?.get(PDFName.of('FontFile2')) as PDFRef);
      if (!(file instanceof PDFRawStream)) throw new Error('no embedded font program');
      const program = decodePDFRawStream(file).decode();
      expect(program.length).toBeLessThan(source.regular.length / 10);
    }
  });

  it('embeds an image used twice once', async () => {
    const { page } = samplePage(fonts);
    const uses = (items: RenderPage['items']): number =>
      items.reduce(
        (n, i) => n + (i.kind === 'image' ? 1 : i.kind === 'clip' ? uses(i.items) : 0),
        0,
      );
    expect(uses(page.items)).toBe(2);
    const doc = await PDFDocument.load(await renderPdf([page, page], { fonts }));
    const dicts = indirectObjects(doc).map(dictOf);
    const masks = new Set(
      dicts.map((d) => d?.get(PDFName.of('SMask'))?.toString()).filter(Boolean),
    );
    const imageRefs = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([ref, object]) =>
          nameIn(dictOf(object), 'Subtype') === '/Image' && !masks.has(ref.toString()),
      );
    expect(imageRefs).toHaveLength(1);
  });

  it('grows the media box by the bleed and the mark area, keeps the trim box A4 and draws crop marks outside the bleed', async () => {
    const bytes = await renderPdf({ ...A4, items: [] }, { fonts, bleed: PRINT_BLEED });
    const page = (await PDFDocument.load(bytes)).getPage(0);
    const inset = PRINT_BLEED + MARK_AREA;
    const media = page.getMediaBox();
    expect(media.width).toBeCloseTo(A4.width + 2 * inset, 3);
    expect(media.height).toBeCloseTo(A4.height + 2 * inset, 3);
    const round = (box: { x: number; y: number; width: number; height: number }) =>
      [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 100) / 100);
    expect(round(page.getTrimBox())).toEqual([25.51, 25.51, A4.width, A4.height]);
    expect(round(page.getBleedBox())).toEqual([
      17.01,
      17.01,
      Math.round((A4.width + 2 * PRINT_BLEED) * 100) / 100,
      Math.round((A4.height + 2 * PRINT_BLEED) * 100) / 100,
    ]);
    // A mark on the top-left corner's horizontal: dark pixels left of the bleed.
    const pixmap = mupdf.Document.openDocument(bytes, 'application/pdf')
      .loadPage(0)
      .toPixmap(mupdf.Matrix.scale(4, 4), mupdf.ColorSpace.DeviceRGB, false);
    const pixels = pixmap.getPixels();
    // The darkest red value around a point: a hairline covers one pixel only partly.
    const darkest = (x: number, y: number) => {
      let min = 255;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const i = ((Math.round(y * 4) + dy) * pixmap.getWidth() + Math.round(x * 4) + dx) * 3;
          min = Math.min(min, pixels[i] ?? 255);
        }
      }
      return min;
    };
    expect(darkest(3, inset)).toBeLessThan(200);
    expect(darkest(inset, 3)).toBeLessThan(200);
    // Nothing inside the trim, nor anywhere in the bleed.
    expect(darkest(inset + 20, inset + 20)).toBe(255);
    for (const along of [inset - PRINT_BLEED + 1, inset - 3, inset - 1]) {
      expect(darkest(along, inset)).toBe(255);
      expect(darkest(inset, along)).toBe(255);
    }
  });

  it('writes the title and the other metadata', async () => {
    const date = new Date('2025-01-02T03:04:05Z');
    const bytes = await renderPdf(
      { ...A4, items: [] },
      { fonts, title: 'Winterreifen 2025', author: 'PMS', date },
    );
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Winterreifen 2025');
    expect(doc.getAuthor()).toBe('PMS');
    expect(doc.getCreationDate()?.toISOString()).toBe(date.toISOString());
    expect(doc.getPageCount()).toBe(1);
  });

  it('paints shapes, images and clips where the tree puts them (what a viewer shows)', async () => {
    const { page } = samplePage(fonts);
    const pixmap = mupdf.Document.openDocument(await renderPdf(page, { fonts }), 'application/pdf')
      .loadPage(0)
      .toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
    const rgb = (x: number, y: number) => {
      const i = (Math.floor(y) * pixmap.getWidth() + Math.floor(x)) * 3;
      return [...pixmap.getPixels().slice(i, i + 3)];
    };
    expect(rgb(100, 350)).toEqual([0, 160, 0]); // green rect
    expect(rgb(65, 435)).toEqual([28, 105, 212]); // image corner
    expect(rgb(225, 435)).toEqual([28, 105, 212]); // clipped image, inside the clip
    expect(rgb(300, 435)).toEqual([255, 255, 255]); // the same image, outside the clip
    expect(rgb(400, 460)).toEqual([255, 204, 0]); // path fill
  });
});

describe('renderPdf caches', () => {
  /** Every image XObject of a PDF: its dictionary as text and its (still encoded) bytes. */
  async function imageStreams(bytes: Uint8Array) {
    const doc = await PDFDocument.load(bytes);
    return indirectObjects(doc)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
      .filter((o) => nameIn(o.dict, 'Subtype') === '/Image')
      .map((o) => ({
        filter: nameIn(o.dict, 'Filter'),
        size: [nameIn(o.dict, 'Width'), nameIn(o.dict, 'Height')],
        mask: o.dict.has(PDFName.of('SMask')),
        contents: [...o.contents],
      }));
  }

  it('writes the same image objects again on a second export (prepared once per process)', async () => {
    // A PNG with transparency (a colour image with an SMask) and the sample's opaque one.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8" fill="#1c69d4"/></svg>';
    const round = {
      ...solidPng('/media/round.png', 20, 20, '#000000'),
      bytes: new Uint8Array(new Resvg(svg).render().asPng()),
    };
    const sample = samplePage(fonts);
    const withRound = (items: RenderItem[], asset: ImageAsset): RenderPage => ({
      ...sample.page,
      items: [...items, { kind: 'image', asset, x: 400, y: 600, width: 40, height: 40 }],
    });
    const page = withRound(sample.page.items, round);
    const first = await imageStreams(await renderPdf(page, { fonts }));
    const second = await imageStreams(await renderPdf(page, { fonts }));
    expect(first.map((i) => [i.filter, i.mask]).sort()).toEqual([
      ['/FlateDecode', false],
      ['/FlateDecode', false],
      ['/FlateDecode', true],
    ]);
    expect(second).toEqual(first);
    // Equal bytes in a new array (the file read again) find the same preparation.
    const copied = (asset: ImageAsset): ImageAsset => ({ ...asset, bytes: asset.bytes.slice() });
    const copyItems = (items: readonly RenderItem[]): RenderItem[] =>
      items.map((item) =>
        item.kind === 'image'
          ? { ...item, asset: copied(item.asset) }
          : item.kind === 'clip'
            ? { ...item, items: copyItems(item.items) }
            : item,
      );
    const copy = withRound(copyItems(sample.page.items), copied(round));
    expect(await imageStreams(await renderPdf(copy, { fonts }))).toEqual(first);
  });

  it('reuses a cached font subset that still gives back the text', async () => {
    const layout = sampleText(fonts);
    const page = { ...A4, items: layout.items };
    const programs = async (bytes: Uint8Array) => {
      const doc = await PDFDocument.load(bytes);
      return indirectObjects(doc)
        .map(dictOf)
        .filter((d) => nameIn(d, 'Type') === '/FontDescriptor')
        .map((d) => doc.context.lookup(d?.get(PDFName.of('FontFile2')) as PDFRef))
        .map((file) =>
          file instanceof PDFRawStream ? [...decodePDFRawStream(file).decode()] : [],
        );
    };
    const first = await renderPdf(page, { fonts });
    const second = await renderPdf(page, { fonts });
    expect(await programs(second)).toEqual(await programs(first));
    expect(extractLines(second).map((l) => l.text)).toEqual(
      layout.lines.map((l) => l.text.trimEnd()),
    );
  });

  it('writes content streams uncompressed when asked, with the same drawing', async () => {
    const { page } = samplePage(fonts);
    const plain = await renderPdf(page, { fonts, deflate: false });
    const packed = await renderPdf(page, { fonts });
    expect(plain.length).toBeGreaterThan(packed.length);
    expect(extractLines(plain).map((l) => l.text)).toEqual(extractLines(packed).map((l) => l.text));
  });
});
