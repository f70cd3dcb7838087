import type { FontKey, FontSource } from '@pms/sheet';

/**
 * The engine's id of a brand family (FontLibrary, glyph runs, `/fonts/<id>-<face>.ttf`): never
 * one of the open families' ids, and stable while the family exists.
 */
export function brandFamilyId(familyId: number): string {
  return `brand-${familyId}`;
}

/**
 * A family's four faces from the ones uploaded. The engine draws no synthetic bold or slant, so
 * a missing face is set in its nearest uploaded one: bold and italic in the regular, bold
 * italic in the bold (weight is the stronger cue), else the italic; a family without a regular
 * takes its first other face. Null for a family without any face: its text stays in Noto Sans.
 */
export function completeFaces<T>(uploaded: Partial<Record<FontKey, T>>): Record<FontKey, T> | null {
  const regular = uploaded.regular ?? uploaded.bold ?? uploaded.italic ?? uploaded.boldItalic;
  if (regular === undefined) return null;
  return {
    regular,
    bold: uploaded.bold ?? regular,
    italic: uploaded.italic ?? regular,
    boldItalic: uploaded.boldItalic ?? uploaded.bold ?? uploaded.italic ?? regular,
  };
}

/** A brand family as renderers take it: `key` changes whenever any of its bytes may have. */
export interface BrandFont {
  /** The engine's family id (brandFamilyId). */
  family: string;
  /** Family id and version, e.g. `brand-3@7`: what parsed faces are cached by. */
  key: string;
  source: FontSource;
}
