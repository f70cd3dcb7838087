import {
  lineTo,
  moveTo,
  PDFDocument,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import type { ImageAssets } from '../layout/element.ts';
import type { FontSet } from '../layout/fonts.ts';
import { embedFaces } from './pdfFonts.ts';
import { PdfPainter } from './pdfPage.ts';
import type { FontKey, RenderItem, RenderPage } from './tree.ts';

/** 3 mm, the usual print bleed, in points. */
export const PRINT_BLEED = (3 / 25.4) * 72;

/** How the PDF renderer writes a render tree. */
export interface PdfOptions {
  /** The faces the glyph ids of the tree belong to; their bytes are embedded as subsets. */
  fonts: FontSet;
  /** Image bytes by `src`; each image is embedded once per document. */
  images?: ImageAssets;
  /**
   * Print bleed in points (PRINT_BLEED is 3 mm): each page grows by it on every side, the
   * TrimBox stays the page, and crop marks are drawn in the bleed. 0 by default.
   */
  bleed?: number;
  /** Crop marks when there is a bleed; true by default. */
  cropMarks?: boolean;
  /** Document title, shown by viewers in the window's title bar. */
  title?: string;
  author?: string;
  subject?: string;
  /** Creation and modification date; now by default (fix it for reproducible files). */
  date?: Date;
}

function collect(items: readonly RenderItem[], faces: Set<FontKey>, srcs: Set<string>): void {
  for (const item of items) {
    if (item.kind === 'glyphs' && item.glyphs.length > 0) faces.add(item.fontKey);
    else if (item.kind === 'image') srcs.add(item.src);
    else if (item.kind === 'clip') collect(item.items, faces, srcs);
  }
}

async function embedImages(
  doc: PDFDocument,
  srcs: Iterable<string>,
  assets: ImageAssets | undefined,
): Promise<Map<string, PDFImage>> {
  const images = new Map<string, PDFImage>();
  for (const src of srcs) {
    const asset = assets?.get(src);
    if (!asset) continue;
    const embed = asset.mimeType === 'image/png' ? doc.embedPng : doc.embedJpg;
    images.set(src, await embed.call(doc, asset.bytes));
  }
  return images;
}

/**
 * Crop marks: at each trim corner, a hairline on the extension of each trim edge, from a
 * small gap outside the trim to the media edge, so nothing of it remains after cutting.
 * A wider white stroke beneath keeps the marks visible on a dark bleed.
 */
function drawCropMarks(page: PDFPage, width: number, height: number, bleed: number): void {
  const gap = bleed / 3;
  const marks: [number, number, number, number][] = [];
  for (const x of [bleed, bleed + width]) {
    for (const y of [bleed, bleed + height]) {
      const out = (v: number, edge: number, max: number) => (v === edge ? 0 : max);
      const xOut = out(x, bleed, width + 2 * bleed);
      const yOut = out(y, bleed, height + 2 * bleed);
      const xGap = x + (xOut < x ? -gap : gap);
      const yGap = y + (yOut < y ? -gap : gap);
      marks.push([xGap, y, xOut, y], [x, yGap, x, yOut]);
    }
  }
  for (const [lineWidth, grey] of [
    [1, 1],
    [0.25, 0],
  ] as const) {
    page.pushOperators(pushGraphicsState(), setStrokingRgbColor(grey, grey, grey));
    page.pushOperators(setLineWidth(lineWidth));
    for (const [x1, y1, x2, y2] of marks) page.pushOperators(moveTo(x1, y1), lineTo(x2, y2));
    page.pushOperators(stroke(), popGraphicsState());
  }
}

/**
 * Writes render pages as a PDF, one page per render page: vector shapes, selectable text
 * with the tree's exact glyphs and positions in subset fonts (each face embedded once), each
 * image embedded once. Works in the browser and in Node.
 */
export async function renderPdf(
  pages: RenderPage | readonly RenderPage[],
  options: PdfOptions,
): Promise<Uint8Array> {
  const list: readonly RenderPage[] = 'items' in pages ? [pages] : pages;
  const bleed = options.bleed ?? 0;
  const date = options.date ?? new Date();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer('Print- and Mediaservice (pdf-lib)');
  doc.setCreator('Print- and Mediaservice');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  if (options.title !== undefined) doc.setTitle(options.title, { showInWindowTitleBar: true });
  if (options.author !== undefined) doc.setAuthor(options.author);
  if (options.subject !== undefined) doc.setSubject(options.subject);

  const faceKeys = new Set<FontKey>();
  const srcs = new Set<string>();
  for (const page of list) collect(page.items, faceKeys, srcs);
  const faces = await embedFaces(doc, options.fonts, faceKeys);
  const images = await embedImages(doc, srcs, options.images);

  for (const renderPage of list) {
    const mediaWidth = renderPage.width + 2 * bleed;
    const mediaHeight = renderPage.height + 2 * bleed;
    const page = doc.addPage([mediaWidth, mediaHeight]);
    if (bleed > 0) {
      page.setBleedBox(0, 0, mediaWidth, mediaHeight);
      page.setTrimBox(bleed, bleed, renderPage.width, renderPage.height);
    }
    new PdfPainter({ page, offset: bleed, mediaHeight, faces, images }).draw(renderPage.items);
    if (bleed > 0 && options.cropMarks !== false) {
      drawCropMarks(page, renderPage.width, renderPage.height, bleed);
    }
  }
  for (const face of faces.values()) face.tagSubset();
  return doc.save();
}
