// Apart from the PDF writer, so preflight and the designer's canvas use it without pdf-lib.

/** 3 mm, the usual print bleed, in points. */
export const PRINT_BLEED = (3 / 25.4) * 72;
