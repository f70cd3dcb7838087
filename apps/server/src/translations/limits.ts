/**
 * What a translation file may hold. A sheet has a few hundred texts; these leave ample room
 * and are checked while the file is read, so a hostile file stops early.
 */

/** Texts (XLIFF units, XLSX rows) one file may carry. */
export const MAX_TRANSLATION_UNITS = 5_000;

/** How deeply XML elements may nest: an XLIFF unit with formatting is about eight deep. */
export const MAX_XML_DEPTH = 32;

/** XML elements one file may hold: about twenty per unit, for every unit allowed. */
export const MAX_XML_ELEMENTS = MAX_TRANSLATION_UNITS * 20;
