import { PDFDocument, type PDFRef } from 'pdf-lib';
import type { FontLibrary } from '../layout/fonts.ts';
import { cropMarks, MARK_AREA } from './cropMarks.ts';
import { type CmykToRgb, type PdfColors, pdfColors } from './pdfColors.ts';
import { type Deflate, pdfDeflate } from './pdfDeflate.ts';
import { embedFaces, type FaceKey, faceKey } from './pdfFonts.ts';
import { addPreparedImage, preparedImage } from './pdfImages.ts';
import { PdfPainter } from './pdfPage.ts';
import { makePdfX4, withPdf16Header } from './pdfx/pdfx4.ts';
import type { PrintOutput } from './pdfx/printOutput.ts';
import {
  type GlyphRun,
  type ImageAsset,
  type RenderItem,
  type RenderPage,
  withoutAids,
} from './tree.ts';

export { PRINT_BLEED } from './bleed.ts';

/** How the PDF renderer writes a render tree. */
export interface PdfOptions {
  /** The families and faces the glyph ids of the tree belong to; embedded as subsets. */
  fonts: FontLibrary;
  /**
   * Print bleed in points (PRINT_BLEED is 3 mm): the BleedBox extends the page (the TrimBox)
   * by it on every side, and crop marks are drawn beyond it (MARK_AREA). 0 by default.
   */
  bleed?: number;
  /** Crop marks when there is a bleed; true by default. */
  cropMarks?: boolean;
  /**
   * Makes a print file, PDF/X-4 for this output condition: CMYK only (output intent, RGB
   * images tagged sRGB), TrimBox on every page, XMP metadata and a document ID. Without it the
   * file is for the screen: sRGB, no output intent.
   */
  print?: PrintOutput;
  /** Screen files only: how `device-cmyk` colours become RGB (the CSS formula by default). */
  cmykToRgb?: CmykToRgb;
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

/** The faces (a run of each) and the images (by `src`, from the tree) that the items draw. */
function collect(
  items: readonly RenderItem[],
  faces: Map<FaceKey, Pick<GlyphRun, 'family' | 'fontKey'>>,
  assets: Map<string, ImageAsset>,
): void {
  for (const item of items) {
    if (item.kind === 'glyphs' && item.glyphs.length > 0) faces.set(faceKey(item), item);
    else if (item.kind === 'image') assets.set(item.asset.src, item.asset);
    else if (item.kind === 'clip') collect(item.items, faces, assets);
  }
}

/** Adds each image the pages use once, from its per-process preparation (see pdfImages.ts). */
async function embedImages(
  doc: PDFDocument,
  assets: ReadonlyMap<string, ImageAsset>,
  colors: PdfColors,
): Promise<Map<string, PDFRef>> {
  const images = new Map<string, PDFRef>();
  for (const [src, asset] of assets) {
    // Vector artwork (an SVG) becomes a Form XObject in the document's colours.
    images.set(src, addPreparedImage(doc.context, await preparedImage(asset, colors)));
  }
  return images;
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
  // Designer aids (placeholders) are never printed.
  const list: readonly RenderPage[] = ('items' in pages ? [pages] : pages).map((page) => ({
    ...page,
    items: withoutAids(page.items),
  }));
  const deflate = options.deflate === undefined ? pdfDeflate() : options.deflate || undefined;
  const bleed = options.bleed ?? 0;
  const marks = bleed > 0 && options.cropMarks !== false;
  // The trim's distance from the media edge: the bleed, and the marks' own area beyond it.
  const inset = bleed + (marks ? MARK_AREA : 0);
  const print = options.print;
  // Info and XMP hold dates to the second; both must name the same instant.
  const date = new Date(Math.floor((options.date ?? new Date()).getTime() / 1000) * 1000);
  const title = options.title ?? (print ? 'Print sheet' : undefined);
  const producer = 'Print- and Mediaservice (pdf-lib)';
  const creator = 'Print- and Mediaservice';
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer(producer);
  doc.setCreator(creator);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  if (title !== undefined) doc.setTitle(title, { showInWindowTitleBar: true });
  if (options.author !== undefined) doc.setAuthor(options.author);
  if (options.subject !== undefined) doc.setSubject(options.subject);
  const colors = pdfColors(print, options.cmykToRgb);

  const faceRuns = new Map<FaceKey, Pick<GlyphRun, 'family' | 'fontKey'>>();
  const assets = new Map<string, ImageAsset>();
  for (const page of list) collect(page.items, faceRuns, assets);
  const faces = await embedFaces(doc, options.fonts, faceRuns.values());
  const images = await embedImages(doc, assets, colors);

  const contents: Uint8Array[] = [];
  for (const renderPage of list) {
    const mediaWidth = renderPage.width + 2 * inset;
    const mediaHeight = renderPage.height + 2 * inset;
    const page = doc.addPage([mediaWidth, mediaHeight]);
    if (bleed > 0) {
      const width = renderPage.width + 2 * bleed;
      const height = renderPage.height + 2 * bleed;
      page.setBleedBox(inset - bleed, inset - bleed, width, height);
    }
    // PDF/X wants a TrimBox on every page, bleed or not.
    if (bleed > 0 || print) page.setTrimBox(inset, inset, renderPage.width, renderPage.height);
    const target = { page, offset: inset, mediaHeight, faces, images, colors };
    const painter = new PdfPainter(target);
    // Nothing is painted beyond the bleed box (a screen file's trim, its bleed being 0): an
    // element reaching past it would print under the crop marks (issue #44). Preflight reports
    // what this cuts off. The marks are drawn after, outside the clip.
    painter.draw([
      {
        kind: 'clip',
        x: -bleed,
        y: -bleed,
        width: renderPage.width + 2 * bleed,
        height: renderPage.height + 2 * bleed,
        items: renderPage.items,
      },
    ]);
    if (marks) {
      const ink = print ? colors.stroke('device-cmyk(0 0 0 1)') : colors.stroke('#000000');
      painter.write(cropMarks(renderPage.width, renderPage.height, bleed, inset, ink));
    }
    const text = painter.contents();
    // Spot colours' Separation spaces, by the names the page's operators use (pdfColors.ts).
    colors.addColorSpaces(page, text);
    const content = asciiBytes(text);
    const packed = deflate && (await deflate(content));
    // The document ID is a digest of the pages as written: the compressed bytes are a fifth.
    contents.push(packed || content);
    const stream = packed
      ? doc.context.stream(packed, { Filter: 'FlateDecode' })
      : doc.context.stream(content);
    page.node.addContentStream(doc.context.register(stream));
  }
  if (print && title !== undefined) {
    const facts = { title, creator, producer, date, contents };
    await makePdfX4(
      doc,
      print,
      { ...facts, author: options.author, subject: options.subject },
      deflate,
    );
  }
  for (const face of faces.values()) face.tagSubset();
  // pdf-lib yields to the event loop every 50 objects by default, a timer each time: that
  // waiting was most of an export. Object streams would be compressed by pako, in JavaScript,
  // for a saving of about 1.5 KiB per document; plain objects are written at once.
  const bytes = await doc.save({
    objectsPerTick: Number.POSITIVE_INFINITY,
    useObjectStreams: false,
  });
  return print ? withPdf16Header(bytes) : bytes;
}
