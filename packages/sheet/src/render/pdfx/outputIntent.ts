import { type PDFContext, PDFName, PDFRawStream, type PDFRef, PDFString } from 'pdf-lib';
import type { Deflate } from '../pdfDeflate.ts';
import type { PrintOutput } from './printOutput.ts';

// The output intent says which press the file's CMYK is for (PDF/X: /S /GTS_PDFX with the
// CMYK profile embedded), and RGB images are tagged with an sRGB profile (ICCBased), so that
// nothing in the file is device-dependent RGB. The profiles are compressed once per process:
// deflating a 250 KB profile for every export would cost more than the rest of the export.

const compressed = new WeakMap<Uint8Array, Promise<Uint8Array | undefined>>();

function compressedOnce(bytes: Uint8Array, deflate: Deflate | undefined) {
  let entry = compressed.get(bytes);
  if (!entry) {
    entry = deflate ? Promise.resolve(deflate(bytes)) : Promise.resolve(undefined);
    compressed.set(bytes, entry);
  }
  return entry;
}

/** Registers an ICC profile stream with N components; Flate-compressed when a deflate is given. */
export async function addIccProfile(
  context: PDFContext,
  bytes: Uint8Array,
  components: 3 | 4,
  deflate: Deflate | undefined,
): Promise<PDFRef> {
  const packed = await compressedOnce(bytes, deflate);
  const dict = context.obj({
    N: components,
    // No /Alternate: a print file names no device RGB anywhere, and readers take the
    // device space of N components without it.
    ...(packed ? { Filter: 'FlateDecode' } : {}),
    Length: (packed ?? bytes).length,
  });
  return context.register(PDFRawStream.of(dict, packed ?? bytes));
}

/** Adds the PDF/X output intent (with the CMYK profile) to the catalog. */
export async function addOutputIntent(
  context: PDFContext,
  catalog: { set(key: PDFName, value: ReturnType<PDFContext['obj']>): void },
  print: PrintOutput,
  deflate: Deflate | undefined,
): Promise<void> {
  const profile = await addIccProfile(context, print.profile, 4, deflate);
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: PDFString.of(print.outputConditionIdentifier),
    OutputCondition: PDFString.of(print.outputCondition),
    RegistryName: PDFString.of(print.registryName),
    Info: PDFString.of(print.info),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
}

const COLOR_SPACE = PDFName.of('ColorSpace');
const DEVICE_RGB = PDFName.of('DeviceRGB');

/**
 * Tags every image XObject in DeviceRGB with the sRGB profile instead (one ICCBased colour
 * space for all). Grey images and soft masks (DeviceGray) stay as they are: PDF/X takes grey as
 * K. Nothing but images may be RGB here: vector colours are written in CMYK.
 */
export async function tagRgbImages(
  context: PDFContext,
  print: PrintOutput,
  deflate: Deflate | undefined,
): Promise<void> {
  let space: ReturnType<PDFContext['obj']> | undefined;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(COLOR_SPACE) !== DEVICE_RGB) continue;
    space ??= context.obj([
      PDFName.of('ICCBased'),
      await addIccProfile(context, print.rgbProfile, 3, deflate),
    ]);
    object.dict.set(COLOR_SPACE, space);
  }
}
