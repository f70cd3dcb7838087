import {
  PDFArray,
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import type { Deflate } from '../pdfDeflate.ts';
import { documentId } from './documentId.ts';
import { addOutputIntent, tagRgbImages } from './outputIntent.ts';
import type { PrintOutput } from './printOutput.ts';
import { xmpPacket } from './xmp.ts';

// What makes a finished pdf-lib document a PDF/X-4 file (ISO 15930-7) besides its pages'
// boxes and colours: the 1.6 header, the output intent, Info keys the standard requires
// (GTS_PDFXVersion, Trapped), the XMP packet that repeats them, and the trailer /ID.

/** The document-level facts of the file, as written to Info and XMP alike. */
export interface PdfXDocument {
  title: string;
  author?: string | undefined;
  subject?: string | undefined;
  creator: string;
  producer: string;
  /** To the second: Info and XMP hold the same instant. */
  date: Date;
  /** What the identifier is computed from: the pages' content streams as written. */
  contents: readonly Uint8Array[];
}

/** Makes `doc` a PDF/X-4 file for `print`. Call after the pages are drawn, before saving. */
export async function makePdfX4(
  doc: PDFDocument,
  print: PrintOutput,
  facts: PdfXDocument,
  deflate: Deflate | undefined,
): Promise<void> {
  const { context, catalog } = doc;
  await addOutputIntent(context, catalog, print, deflate);
  await tagRgbImages(context, print, deflate);

  const id = documentId([
    facts.title,
    facts.date.toISOString(),
    print.outputConditionIdentifier,
    ...facts.contents,
  ]);
  const info = context.lookup(context.trailerInfo.Info) as PDFDict;
  info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-4'));
  info.set(PDFName.of('Trapped'), PDFName.of('False'));

  const xmp = new TextEncoder().encode(
    xmpPacket({
      title: facts.title,
      author: facts.author,
      subject: facts.subject,
      creatorTool: facts.creator,
      producer: facts.producer,
      date: facts.date,
      documentId: id,
      pdfxVersion: 'PDF/X-4',
      trapped: false,
    }),
  );
  // Uncompressed, so that any tool (and a person) can read it.
  const metadata = PDFRawStream.of(
    context.obj({ Type: 'Metadata', Subtype: 'XML', Length: xmp.length }),
    xmp,
  );
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const hexId = PDFHexString.of(id.toUpperCase());
  const ids = PDFArray.withContext(context);
  ids.push(hexId);
  ids.push(hexId);
  context.trailerInfo.ID = ids;
}

const HEADER_16 = '%PDF-1.6';

/**
 * The saved file with a 1.6 header: X-4 is PDF 1.6 and nothing here needs more, but pdf-lib's
 * writer always writes 1.7. The header has the same length, so no offset moves.
 */
export function withPdf16Header(bytes: Uint8Array): Uint8Array {
  const header = String.fromCharCode(...bytes.subarray(0, HEADER_16.length));
  if (!/^%PDF-1\.\d$/.test(header)) throw new Error('not a PDF header');
  for (let i = 0; i < HEADER_16.length; i++) bytes[i] = HEADER_16.charCodeAt(i);
  return bytes;
}
