import { PDFContext, type PDFDict } from 'pdf-lib';
import type { PrintImage } from '../layout/element.ts';

// An image prepared for print when it was uploaded (see ImageAsset.print) goes into the PDF
// without decoding a pixel: a JPEG's bytes are a DCTDecode stream as they are, and the IDAT
// data of a non-interlaced 8-bit PNG is a FlateDecode stream with PNG predictors, which PDF
// readers undo themselves (DecodeParms /Predictor 15). Only the headers are read here.

/** A finished image stream: its dictionary (bound to a scratch context) and its bytes. */
export interface PrintStream {
  dict: PDFDict;
  contents: Uint8Array;
  width: number;
  height: number;
}

// Dictionaries are cloned into each document; this context only holds the originals.
const scratch = PDFContext.create();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u32 = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 0x1000000 +
  ((bytes[at + 1] ?? 0) << 16) +
  ((bytes[at + 2] ?? 0) << 8) +
  (bytes[at + 3] ?? 0);
const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

/** A PNG's pixel stream, if it is one PDF can take as it is (8-bit grey or RGB, no interlace). */
function pngStream(bytes: Uint8Array): PrintStream | null {
  if (!PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return null;
  let width = 0;
  let height = 0;
  let colors = 0;
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let at = 8; at + 8 <= bytes.length; ) {
    const size = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + size);
    if (type === 'IHDR') {
      width = u32(data, 0);
      height = u32(data, 4);
      const [depth, colorType, , , interlace] = data.subarray(8, 13);
      // Grey (0) and RGB (2) only: palettes and alpha need decoding, and so does interlace.
      if (depth !== 8 || interlace !== 0 || (colorType !== 0 && colorType !== 2)) return null;
      colors = colorType === 2 ? 3 : 1;
    } else if (type === 'IDAT') {
      parts.push(data);
      length += data.length;
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + size;
  }
  if (!width || !height || !colors || length === 0) return null;
  const contents = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    contents.set(part, offset);
    offset += part.length;
  }
  const dict = scratch.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: 8,
    ColorSpace: colors === 3 ? 'DeviceRGB' : 'DeviceGray',
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: width },
    Length: length,
  });
  return { dict, contents, width, height };
}

const COLOR_SPACES = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' } as const;

/**
 * A JPEG's stream as it is: grey, RGB, or CMYK, which is taken to be in the output intent's
 * space (DeviceCMYK) and keeps its separations. Photoshop and libjpeg write CMYK inverted
 * (0 is full ink) and say so with an Adobe APP14 segment; PDF readers take DCT data as it is
 * decoded, so such an image gets the inverting /Decode [1 0 1 0 1 0 1 0], as Acrobat writes it.
 */
function jpegStream(bytes: Uint8Array): PrintStream | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let adobe = false;
  for (let at = 2; at + 4 <= bytes.length; ) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xee && String.fromCharCode(...bytes.subarray(at + 4, at + 9)) === 'Adobe') {
      adobe = true;
    }
    // Start of frame: baseline, extended, progressive (C0 to CF without DHT, JPG and DAC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      const components = bytes[at + 9];
      if (bytes[at + 4] !== 8 || !width || !height) return null;
      if (components !== 1 && components !== 3 && components !== 4) return null;
      const dict = scratch.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        ColorSpace: COLOR_SPACES[components],
        Filter: 'DCTDecode',
        ...(components === 4 && adobe ? { Decode: [1, 0, 1, 0, 1, 0, 1, 0] } : {}),
        Length: bytes.length,
      });
      return { dict, contents: bytes, width, height };
    }
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/**
 * The print form's colour stream and, when it has one, its alpha as a soft-mask stream; null
 * when the form is not one PDF takes as it is (the renderer then prepares the image itself).
 */
export function printStreams(
  print: PrintImage,
): { image: PrintStream; smask?: PrintStream } | null {
  const image = jpegStream(print.color) ?? pngStream(print.color);
  if (!image) return null;
  if (!print.alpha) return { image };
  const smask = pngStream(print.alpha);
  if (!smask || smask.width !== image.width || smask.height !== image.height) return null;
  if (smask.dict.toString().includes('DeviceRGB')) return null;
  return { image, smask };
}
