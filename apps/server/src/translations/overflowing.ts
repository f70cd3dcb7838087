import type { OverflowingText } from '@pms/contracts';
import type { SheetData } from '@pms/sheet';
import type { SheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { LAYOUT_COST, layoutElement, layoutSlices, textBoxes, textLength } from './boxes.ts';
import { MAX_OVERFLOW_CHARACTERS } from './limits.ts';
import { sheetTexts } from './texts.ts';

/** A translated text that does not fit its box: declared with the import answer's contract. */
export type { OverflowingText };

/** What the overflow check found, and how many translated texts it had no time for. */
export interface OverflowReport {
  overflowing: OverflowingText[];
  unchecked: number;
}

/**
 * The texts among `keys` that overflow their box on `data`, each laid out as every export lays
 * it out (`fonts`: the sheet's, sheetFontsFor), in its own box: an element's own text with no variant selected,
 * a variant entry's with its variants selected. Work stops after MAX_OVERFLOW_CHARACTERS, with
 * turns of the event loop between layouts.
 */
export async function overflowingTexts(
  data: SheetData,
  keys: readonly string[],
  fonts: SheetLayoutFonts,
  budget = MAX_OVERFLOW_CHARACTERS,
): Promise<OverflowReport> {
  const wanted = new Set(keys);
  const texts = sheetTexts(data).filter((text) => wanted.has(text.key));
  const turn = layoutSlices();
  const overflowing: OverflowingText[] = [];
  let left = budget;
  let unchecked = 0;
  for (const box of textBoxes(data, texts)) {
    // The box's whole content is laid out: a list's other lines take room too.
    left -= LAYOUT_COST + textLength(box.element);
    if (left < 0) {
      unchecked += box.texts.length;
      continue;
    }
    await turn();
    const layout = layoutElement(box.element, fonts);
    const [first] = box.texts;
    if (layout?.overflow && first) {
      overflowing.push({
        key: first.key,
        element: first.element,
        page: box.page,
        variant: box.variant,
        by: Math.ceil(layout.overflowHeight),
      });
    }
  }
  return { overflowing, unchecked };
}
