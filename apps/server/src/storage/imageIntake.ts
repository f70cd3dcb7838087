import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest } from '../http/httpError.ts';
import { stripJpegMetadata } from './jpegMetadata.ts';
import {
  renderSvg,
  SVG_RENDER_MEMORY_MB,
  SVG_RENDER_SECONDS,
  SvgRenderError,
} from './renderSvg.ts';
import { sanitizeSvg } from './svgSanitizer.ts';
import { svgForDrawing } from './svgUnits.ts';

/**
 * The most pixels an image may have (100 megapixels, a medium-format photo). A file's header
 * states its size, so a decompression bomb (a few kilobytes that decode to gigabytes) is
 * refused before anything is decoded; sharp's own limit guards every decode as well.
 */
export const MAX_PIXELS = 100_000_000;

/**
 * SVGs are drawn for print at this many pixels on their longer side: 240 dpi across the width
 * of an A4 page, 250 dpi across a 200 mm logo. Not more, because libvips draws a larger SVG in
 * tiles of 2000 pixels and runs every filter once per tile: a blurred square took 0.8 s at
 * 2000 pixels and 4 s at 2480 on the 2-core development machine.
 */
export const SVG_PRINT_EDGE = 2000;

/** What the library accepts, told by the file's content, never its name or declared type. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

const KINDS: Record<ImageKind, { mimeType: string; extension: string; label: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { mimeType: 'image/png', extension: 'png', label: 'PNG' },
  webp: { mimeType: 'image/webp', extension: 'webp', label: 'WebP' },
  svg: { mimeType: 'image/svg+xml', extension: 'svg', label: 'SVG' },
};

/** An encoded file and the extension its storage key gets. */
export interface EncodedFile {
  bytes: Uint8Array;
  extension: 'jpg' | 'png' | 'webp' | 'svg';
}

/** An upload checked and prepared: everything the library stores for it. */
export interface PreparedImage {
  name: string;
  kind: ImageKind;
  mimeType: string;
  /** The file as served: orientation applied, metadata stripped, an SVG sanitized. */
  file: EncodedFile;
  /** Size in pixels as shown (after orientation); an SVG's own size. */
  width: number;
  height: number;
  thumbnail: EncodedFile;
  /** What the PDF embeds as it is: the JPEG (a CMYK one as uploaded), or an opaque 8-bit RGB PNG. */
  printColor: EncodedFile;
  /** The alpha channel as an 8-bit grey PNG; absent when every pixel is opaque. */
  printAlpha?: EncodedFile;
  /** A JPEG or PNG for raster exports: the file itself unless it is WebP or SVG. */
  raster: EncodedFile;
  /** Parts of an SVG that sanitizing removed (script, onload, …); empty for other kinds. */
  removed: string[];
}

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return prefix.every((value, index) => bytes[at + index] === value);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The start of an SVG document: optional BOM, XML declaration, comments and DOCTYPE, then <svg. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;

/** The kind of image the bytes are, from their signature; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 8192));
  return SVG_START.test(head) ? 'svg' : null;
}

const notAnImage = (name: string) =>
  badRequest(`'${name}' is not a JPEG, PNG, WebP or SVG image. Only these can be uploaded.`);
const damaged = (name: string, kind: ImageKind) =>
  badRequest(`'${name}' is damaged: it cannot be read as a ${KINDS[kind].label} image.`);
const tooManyPixels = (name: string, width: number, height: number) =>
  badRequest(
    `'${name}' is ${width} x ${height} pixels, more than the ${MAX_PIXELS / 1_000_000} megapixels an image may have.`,
  );

const tooSlowToDraw = (name: string) =>
  badRequest(
    `'${name}' takes too long to draw (more than ${SVG_RENDER_SECONDS} seconds). Simplify its filters and effects, or upload it as a PNG.`,
  );
const tooLargeToDraw = (name: string) =>
  badRequest(
    `'${name}' needs too much memory to draw (more than ${SVG_RENDER_MEMORY_MB} MB). Simplify its filters and effects, or upload it as a PNG.`,
  );

/** Decoding limits for every pipeline: the pixel cap, and refusal of damaged data. */
const decodeOptions = { limitInputPixels: MAX_PIXELS, failOn: 'warning' } as const;

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const fromPixels = ({ data, width, height, channels }: Pixels) =>
  sharp(data, { raw: { width, height, channels } });

/** Whether any pixel is less than fully opaque (only these need a soft mask in the PDF). */
function hasTransparency(pixels: Pixels): boolean {
  if (pixels.channels !== 4) return false;
  for (let i = 3; i < pixels.data.length; i += 4) if (pixels.data[i] !== 255) return true;
  return false;
}

/** Decodes to 8-bit sRGB pixels with the EXIF orientation applied, keeping alpha if any. */
async function decode(input: Sharp, withAlpha: boolean): Promise<Pixels> {
  const pipeline = input.rotate().toColourspace('srgb');
  const { data, info } = await (withAlpha ? pipeline.ensureAlpha() : pipeline.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
}

// Compressed hard once, here: the PDF carries these bytes in every export.
const png = async (image: Sharp): Promise<EncodedFile> => ({
  bytes: await image
    .png({ adaptiveFiltering: true, compressionLevel: 9, palette: false, progressive: false })
    .toBuffer(),
  extension: 'png',
});

/** The thumbnail, print forms and raster of decoded pixels. */
async function derive(pixels: Pixels, file: EncodedFile) {
  const transparent = hasTransparency(pixels);
  const [thumbnail, printColor, printAlpha] = await Promise.all([
    fromPixels(pixels)
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78 })
      .toBuffer(),
    file.extension === 'jpg' ? file : png(fromPixels(pixels).removeAlpha()),
    transparent
      ? png(fromPixels(pixels).extractChannel(3).toColourspace('b-w'))
      : Promise.resolve(undefined),
  ]);
  let raster = file;
  if (file.extension === 'webp' || file.extension === 'svg') {
    raster = transparent ? await png(fromPixels(pixels)) : printColor;
  }
  return {
    thumbnail: { bytes: thumbnail, extension: 'jpg' as const },
    printColor,
    ...(printAlpha ? { printAlpha } : {}),
    raster,
  };
}

async function prepareRaster(name: string, kind: Exclude<ImageKind, 'svg'>, bytes: Uint8Array) {
  let metadata: Metadata;
  try {
    // The header only: its stated size is checked below, with a message that says so.
    metadata = await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw damaged(name, kind);
  }
  // The signature said one thing and the decoder found another: not what it claims to be.
  if (metadata.format !== kind || !metadata.width || !metadata.height) throw damaged(name, kind);
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > MAX_PIXELS) throw tooManyPixels(name, metadata.width, height);

  // An upright RGB or grey JPEG keeps its compressed pixels: only its metadata is cut out.
  const upright = (metadata.orientation ?? 1) === 1;
  const lossless =
    kind === 'jpeg' && upright && (metadata.space === 'srgb' || metadata.space === 'b-w')
      ? stripJpegMetadata(bytes)
      : null;
  let pixels: Pixels;
  try {
    pixels = await decode(sharp(lossless ?? bytes, decodeOptions), metadata.hasAlpha === true);
  } catch {
    throw damaged(name, kind);
  }
  // Otherwise re-encoded from the pixels: orientation applied, EXIF, XMP, IPTC, comments gone.
  const encoded =
    kind === 'jpeg'
      ? fromPixels(pixels).jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      : kind === 'png'
        ? fromPixels(pixels).png({ adaptiveFiltering: true })
        : fromPixels(pixels).webp({ quality: 90, alphaQuality: 100 });
  const file: EncodedFile = {
    bytes: lossless ?? (await encoded.toBuffer()),
    extension: KINDS[kind].extension as EncodedFile['extension'],
  };
  const derived = await derive(pixels, file);
  // A CMYK JPEG prints its own separations: its compressed pixels are the print form as they
  // are (DeviceCMYK in the PDF, the output intent's space); screen forms are sRGB as before.
  const cmyk = kind === 'jpeg' && upright && metadata.space === 'cmyk' && stripJpegMetadata(bytes);
  if (cmyk) derived.printColor = { bytes: cmyk, extension: 'jpg' };
  return { file, width: pixels.width, height: pixels.height, ...derived };
}

async function prepareSvg(name: string, bytes: Uint8Array) {
  const sanitized = sanitizeSvg(new TextDecoder().decode(bytes));
  if (!sanitized) throw notAnImage(name);
  // Measured and drawn with its size in points: libvips scales mm, cm, in, pt and pc twice.
  const svg = Buffer.from(svgForDrawing(sanitized.svg));
  let metadata: Metadata;
  try {
    metadata = await sharp(svg, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw damaged(name, 'svg');
  }
  if (metadata.format !== 'svg' || !metadata.width || !metadata.height) throw damaged(name, 'svg');
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw tooManyPixels(name, metadata.width, metadata.height);
  }
  // Drawn large enough for print: a logo of 200 x 80 "pixels" would print blurred.
  const scale = SVG_PRINT_EDGE / Math.max(metadata.width, metadata.height);
  const density = Math.max(1, Math.min(72 * scale, 72 * 50));
  let pixels: Pixels;
  try {
    pixels = await renderSvg(svg, density, MAX_PIXELS);
  } catch (error) {
    if (error instanceof SvgRenderError && error.reason === 'time') throw tooSlowToDraw(name);
    if (error instanceof SvgRenderError && error.reason === 'memory') throw tooLargeToDraw(name);
    throw damaged(name, 'svg');
  }
  const file: EncodedFile = { bytes: Buffer.from(sanitized.svg), extension: 'svg' };
  return {
    file,
    width: metadata.width,
    height: metadata.height,
    removed: sanitized.removed,
    ...(await derive(pixels, file)),
  };
}

/**
 * Checks an uploaded file and prepares everything the library keeps of it, or refuses it
 * with a 400 that names the file: not an image of an accepted kind (whatever its name
 * says), damaged, or too many pixels. Nothing is stored here.
 */
export async function prepareImage(name: string, bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength === 0) throw badRequest(`'${name}' is empty.`);
  const kind = sniffImage(bytes);
  if (!kind) throw notAnImage(name);
  const prepared =
    kind === 'svg' ? await prepareSvg(name, bytes) : await prepareRaster(name, kind, bytes);
  return {
    removed: [],
    ...prepared,
    name,
    kind,
    mimeType: KINDS[kind].mimeType,
  };
}
