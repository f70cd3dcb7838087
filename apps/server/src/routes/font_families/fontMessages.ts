import type { FontProblem } from '@pms/sheet/node';

// Who may manage fonts is declared in policies/fonts.ts, with its refusal.
export { NOT_ALLOWED_FONTS } from '../../policies/fonts.ts';

/** Why an uploaded file cannot be a brand font, in words the person who chose it can act on. */
export const FONT_PROBLEMS: Readonly<Record<FontProblem, string>> = {
  unreadable:
    'This file is not a font we can use: choose a TrueType (.ttf) or OpenType (.otf) file. WOFF web fonts and damaged files cannot be used.',
  collection:
    'This file is a font collection holding several fonts. Upload each face (regular, bold, italic, bold italic) as its own .ttf or .otf file.',
  noLetters:
    'This font has no letters we could set text in (it may be a symbol or icon font). Choose the brand font of the text itself.',
  embeddingForbidden:
    'The licence flags of this font forbid embedding it in documents, so it cannot be used in PDF exports. Ask the font vendor for a version that allows embedding.',
};
