import * as mupdf from 'mupdf';

/**
 * The text of each page of a PDF as a reader copies it. The no-break spaces that bind a number
 * to its unit or digit group (`1 390 Kč`, `+420 222 123 456`; packages/sheet's nonBreaking.ts)
 * read as spaces: what the tests look for is the words, not how the lines may break.
 */
export function pdfPages(bytes: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  return Array.from({ length: doc.countPages() }, (_, index) =>
    doc
      .loadPage(index)
      .toStructuredText('preserve-whitespace')
      .asText()
      .replace(/\u00a0/g, ' '),
  );
}

/** The text of a PDF's first page, as `pdfPages` reads it. */
export function pdfText(bytes: Uint8Array): string {
  return pdfPages(bytes)[0] ?? '';
}
