import {
  type PDFContext,
  type PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import type { ImageAsset } from '../layout/element.ts';
import { BytesCache } from './bytesCache.ts';
import type { PdfColors } from './pdfColors.ts';
import { type LogoStreams, logoStreams } from './pdfLogoImage.ts';
import { printStreams } from './pdfPrintImage.ts';
import { vectorArtwork } from './svgArtwork.ts';
import { type ArtworkForm, artworkForm, printsCmyk } from './svgArtworkPdf.ts';

// pdf-lib's embedPng decodes the PNG (UPNG), splits colour from alpha and deflates both again,
// for every document: by far the slowest part of an export. An asset's PDF image never
// changes, so it is prepared once per process: pdf-lib embeds it into a scratch document, and
// the finished streams (already compressed: FlateDecode, or the JPEG's DCTDecode bytes as they
// are) are kept. Each document then only registers new stream objects around the same bytes.
// An asset with a print form (prepared at upload) skips pdf-lib: its streams are read as they
// are (pdfPrintImage.ts), so no export decodes it at all.

/** A finished image stream: its dictionary (without context-bound refs) and its bytes. */
interface PreparedStream {
  dict: PDFDict;
  contents: Uint8Array;
}

/** An image XObject ready to copy into any document, with its soft mask (PNG alpha) if any. */
export interface PreparedImage {
  image: PreparedStream;
  smask?: PreparedStream;
  /** Size in pixels. */
  width: number;
  height: number;
}

// Prepared images of assets whose bytes are no longer referenced are collected with them;
// equal bytes in a new array (an asset read again) find their entry by content.
const prepared = new BytesCache<Promise<PreparedImage>>(64);
const preparedForScreen = new BytesCache<Promise<PreparedImage>>(64);

const SMASK = PDFName.of('SMask');

function streamAt(context: PDFContext, ref: PDFRef): PreparedStream {
  const stream = context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('pdf-lib wrote no raw image stream');
  return { dict: stream.dict, contents: stream.contents };
}

const CMYK = '/DeviceCMYK';

async function prepare(asset: ImageAsset, screen: boolean): Promise<PreparedImage> {
  const print = asset.print && printStreams(asset.print);
  // A CMYK print form (an uploaded CMYK JPEG) is for print only; the screen gets the sRGB file.
  const cmyk = print?.image.dict.get(PDFName.of('ColorSpace'))?.toString() === CMYK;
  if (print && !(screen && cmyk)) {
    const { image, smask } = print;
    return {
      image: { dict: image.dict, contents: image.contents },
      ...(smask ? { smask: { dict: smask.dict, contents: smask.contents } } : {}),
      width: image.width,
      height: image.height,
    };
  }
  const scratch = await PDFDocument.create({ updateMetadata: false });
  const embedded =
    asset.mimeType === 'image/png'
      ? await scratch.embedPng(asset.bytes)
      : await scratch.embedJpg(asset.bytes);
  await embedded.embed();
  const image = streamAt(scratch.context, embedded.ref);
  const mask = image.dict.get(SMASK);
  image.dict.delete(SMASK);
  return {
    image,
    ...(mask === undefined ? {} : { smask: streamAt(scratch.context, mask as PDFRef) }),
    width: embedded.width,
    height: embedded.height,
  };
}

// Vector artwork's forms differ by output (print CMYK or screen RGB): one per colour set.
const forms = new WeakMap<PdfColors, BytesCache<ArtworkForm | null>>();

/** The asset's SVG as a Form XObject in `colors`; null when it has none or it is not drawable. */
function vectorForm(asset: ImageAsset, colors: PdfColors): ArtworkForm | null {
  const svg = asset.print?.vector;
  if (!svg) return null;
  let cache = forms.get(colors);
  if (!cache) {
    cache = new BytesCache(64);
    forms.set(colors, cache);
  }
  let form = cache.get(svg);
  if (form === undefined) {
    const artwork = vectorArtwork(asset);
    // Gradients, filters, text and the like: the raster form is drawn instead.
    form = artwork && artworkForm(artwork, colors);
    cache.set(svg, form);
  }
  return form;
}

// Raster logos in a print PDF's CMYK (pdfLogoImage.ts), per output; null: not a logo.
const logos = new WeakMap<PdfColors, BytesCache<Promise<LogoStreams | null>>>();

/** A print PDF's image: a logo in CMYK with K-only neutrals, anything else as prepared. */
async function printedLogo(asset: ImageAsset, colors: PdfColors): Promise<PreparedImage> {
  let cache = logos.get(colors);
  if (!cache) {
    cache = new BytesCache(64);
    logos.set(colors, cache);
  }
  let entry = cache.get(asset.bytes);
  if (!entry) {
    entry = logoStreams(asset, colors);
    cache.set(asset.bytes, entry);
    entry.catch(() => cache.delete(asset.bytes));
  }
  const logo = await entry;
  if (logo) return { ...logo, width: asset.width, height: asset.height };
  return preparedImage(asset);
}

/**
 * The asset's image prepared for PDF, once per process (per equal bytes). With `colors`,
 * vector artwork (an SVG) is drawn as vectors in those colours rather than as its raster.
 */
export function preparedImage(asset: ImageAsset, colors?: PdfColors): Promise<PreparedImage> {
  const form = colors && vectorForm(asset, colors);
  if (form) return Promise.resolve({ image: form, width: asset.width, height: asset.height });
  const screen = colors !== undefined && !printsCmyk(colors);
  if (colors && !screen) return printedLogo(asset, colors);
  const cache = screen ? preparedForScreen : prepared;
  let entry = cache.get(asset.bytes);
  if (!entry) {
    entry = prepare(asset, screen);
    cache.set(asset.bytes, entry);
    // A failed preparation (broken bytes) is not remembered: the error reaches this export only.
    entry.catch(() => cache.delete(asset.bytes));
  }
  return entry;
}

function register(context: PDFContext, stream: PreparedStream): PDFRef {
  // The dictionary is cloned into the document; the bytes are shared, they are only read.
  return context.register(PDFRawStream.of(stream.dict.clone(context), stream.contents));
}

/** Adds a prepared image to a document as an image XObject (and its soft mask); gives its ref. */
export function addPreparedImage(context: PDFContext, image: PreparedImage): PDFRef {
  const smask = image.smask && register(context, image.smask);
  const dict = image.image.dict.clone(context);
  if (smask) dict.set(SMASK, smask);
  return context.register(PDFRawStream.of(dict, image.image.contents));
}
