// The engine's Node-only entry point (`@pms/sheet/node`): what needs native code or the file
// system, kept apart so the core stays isomorphic. Importing it installs native zlib as the
// deflate of PDF content streams (see render/pdfDeflate.ts) and reads hyphenation patterns from
// node_modules when a layout first needs a language (see layout/hyphenation.ts).

export { qrSafePngDpi } from '../elements/tyre_label/qrResolution.ts';
export {
  type FontFacts,
  type FontInspection,
  type FontProblem,
  inspectFont,
  LANGUAGE_LETTERS,
} from '../fonts/inspectFont.ts';
export { nodeDeflate, PDF_DEFLATE_LEVEL } from './deflate.ts';
export { NOTO_SANS_FILES, notoSans, notoSansSource, OPEN_FONT_FILES, openFonts } from './fonts.ts';
export { nodeHyphenationPatterns } from './hyphenation.ts';
export {
  DEFAULT_PNG_DPI,
  type PngImage,
  type PngOptions,
  type PngPhases,
  renderPng,
} from './png.ts';
