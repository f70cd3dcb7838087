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

/**
 * Characters laid out to measure the room of each text in one export (a layout counts 300
 * besides, LAYOUT_COST), about two seconds; a sheet of a few hundred texts takes a fraction of
 * it. Texts beyond it are given their box's size only.
 */
export const MAX_ROOM_CHARACTERS = 2_000_000;

/**
 * Characters the overflow report of one import lays out (a layout counts 300 besides), about a
 * second; a sheet's few hundred texts are a fraction of it. The translated texts beyond it are
 * counted as not checked.
 */
export const MAX_OVERFLOW_CHARACTERS = 1_000_000;
