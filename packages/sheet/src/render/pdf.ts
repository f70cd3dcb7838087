import { PDFDocument, type PDFRef } from 'pdf-lib';
import type { ImageAssets } from '../layout/element.ts';
import type { FontSet } from '../layout/fonts.ts';
import { type Deflate, pdfDeflate } from './pdfDeflate.ts';
import { embedFaces } from './pdfFonts.ts';
import { addPreparedImage, preparedImage } from './pdfImages.ts';
import { PdfPainter, pdfNum } from './pdfPage.ts';
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
  /**
   * Compresses the page content streams; by default the one `setPdfDeflate` installed (the
   * Node entry installs zlib), else the platform's CompressionStream. `false` writes them
   * uncompressed.
   */
  deflate?: Deflate | false;
}

function collect(items: readonly RenderItem[], faces: Set<FontKey>, srcs: Set<string>): void {
  for (const item of items) {
    if (item.kind === 'glyphs' && item.glyphs.length > 0) faces.add(item.fontKey);
    else if (item.kind === 'image') srcs.add(item.src);
    else if (item.kind === 'clip') collect(item.items, faces, srcs);
  }
}

/** Adds each image the pages use once, from its per-process preparation (see pdfImages.ts). */
async function embedImages(
  doc: PDFDocument,
  srcs: Iterable<string>,
  assets: ImageAssets | undefined,
): Promise<Map<string, PDFRef>> {
  const images = new Map<string, PDFRef>();
  for (const src of srcs) {
    const asset = assets?.get(src);
    if (!asset) continue;
    images.set(src, addPreparedImage(doc.context, await preparedImage(asset)));
  }
  return images;
}

/**
 * Crop marks: at each trim corner, a hairline on the extension of each trim edge, from a
 * small gap outside the trim to the media edge, so nothing of it remains after cutting.
 * A wider white stroke beneath keeps the marks visible on a dark bleed.
 */
function cropMarks(width: number, height: number, bleed: number): string {
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
  let ops = '';
  for (const [lineWidth, grey] of [
    [1, 1],
    [0.25, 0],
  ] as const) {
    ops += `q\n${grey} ${grey} ${grey} RG\n${lineWidth} w\n`;
    for (const [x1, y1, x2, y2] of marks) {
      ops += `${pdfNum(x1)} ${pdfNum(y1)} m\n${pdfNum(x2)} ${pdfNum(y2)} l\n`;
    }
    ops += 'S\nQ\n';
  }
  return ops;
}

/** The content stream's text as bytes: it is ASCII (names, numbers, hex strings). */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
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
  const deflate = options.deflate === undefined ? pdfDeflate() : options.deflate || undefined;
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
    const painter = new PdfPainter({ page, offset: bleed, mediaHeight, faces, images });
    painter.draw(renderPage.items);
    if (bleed > 0 && options.cropMarks !== false) {
      painter.write(cropMarks(renderPage.width, renderPage.height, bleed));
    }
    const contents = asciiBytes(painter.contents());
    const stream = deflate
      ? doc.context.stream(await deflate(contents), { Filter: 'FlateDecode' })
      : doc.context.stream(contents);
    page.node.addContentStream(doc.context.register(stream));
  }
  for (const face of faces.values()) face.tagSubset();
  // pdf-lib yields to the event loop every 50 objects by default, a timer each time: that
  // waiting was most of an export. Object streams would be compressed by pako, in JavaScript,
  // for a saving of about 1.5 KiB per document; plain objects are written at once.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
