import type { SheetData } from '@pms/sheet';
import { isTranslated, textIndex } from './textIndex.ts';

/** How much of a copy is translated: texts changed from the master, of all its texts. */
export interface TranslationProgress {
  translated: number;
  total: number;
}

/**
 * Counts the copy's texts that differ from the master's at the copy's base version; the master
 * as it is now stands in for texts the base lacks, unless it is withheld (null: locked).
 */
export function translationProgress(
  copy: SheetData,
  base: SheetData | null,
  master: SheetData | null,
): TranslationProgress {
  const baseTexts = base ? textIndex(base) : null;
  const masterTexts = master ? textIndex(master) : new Map<string, string>();
  let translated = 0;
  let total = 0;
  for (const [key, text] of textIndex(copy)) {
    total += 1;
    if (isTranslated(key, text, baseTexts, masterTexts)) translated += 1;
  }
  return { translated, total };
}
