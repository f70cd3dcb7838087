// Public API of the sheet engine. The PNG renderer needs Node: it is in `@pms/sheet/node`.
// Everything a browser needs is in `@pms/sheet/browser`; this entry adds the PDF writer.

export * from './browser.ts';
export { MARK_AREA } from './render/cropMarks.ts';
export { type PdfOptions, renderPdf } from './render/pdf.ts';
export type { CmykToRgb } from './render/pdfColors.ts';
export { type Deflate, setPdfDeflate } from './render/pdfDeflate.ts';
export { limitInk, type PrintOutput } from './render/pdfx/printOutput.ts';
