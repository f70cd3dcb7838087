import {
  definitionOf,
  type Element,
  type ElementLayout,
  getPage,
  type ImageAssets,
  resolveElement,
  type SheetData,
} from '@pms/sheet';
import type { SheetLayoutFonts } from '../fonts/sheetFonts.ts';
import type { SheetText } from './texts.ts';

/** Layout time after which other requests get a turn: they wait at most this long. */
const LAYOUT_SLICE_MS = 20;

/**
 * What one layout costs besides its characters, counted as characters against the layout
 * budgets: about 0.3 ms, where a character costs about 1 µs.
 */
export const LAYOUT_COST = 300;

/** Texts are measured without images: an image's placeholder takes no room from them. */
const NO_IMAGES: ImageAssets = new Map();

/**
 * The texts that share one box: an element's own texts, or one variant entry's, with the
 * element as it looks when that entry's variants are selected (the engine's resolution, so a
 * variant that moves or resizes the box is measured in its own box).
 */
export interface TextBox {
  page: number;
  /** The element, resolved for the entry. */
  element: Element;
  /** The entry's variants as the file names them: "Group: Variant"; empty for the element. */
  variant: string;
  /** The texts in this box, in the element's order (one, or a list's or icons' lines). */
  texts: SheetText[];
}

/** `texts` grouped by the box they are set in; texts of elements `data` lacks are left out. */
export function textBoxes(data: SheetData, texts: readonly SheetText[]): TextBox[] {
  const boxes = new Map<string, TextBox>();
  for (const text of texts) {
    const id = `${text.page}:${text.elementId}:${text.variantIds.join('+')}`;
    let box = boxes.get(id);
    if (box === undefined) {
      const element = getPage(data, text.page).elements.find((e) => e.id === text.elementId);
      if (element === undefined) continue;
      box = {
        page: text.page,
        element: resolveElement(element, text.variantIds),
        variant: text.variant,
        texts: [],
      };
      boxes.set(id, box);
    }
    box.texts.push(text);
  }
  return [...boxes.values()];
}

/** The element laid out by its type's definition, as every export lays it out. */
export function layoutElement(element: Element, fonts: SheetLayoutFonts): ElementLayout {
  return definitionOf(element).layout(element, { ...fonts, images: NO_IMAGES });
}

/** Lets other requests in between layouts, every LAYOUT_SLICE_MS of work. */
export function layoutSlices(): () => Promise<void> {
  let start = performance.now();
  return async () => {
    if (performance.now() - start <= LAYOUT_SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    start = performance.now();
  };
}

/** The length of an element's texts with their markup: what laying it out costs, at most. */
export function textLength(element: Element): number {
  return definitionOf(element)
    .translatableTexts(element.config)
    .reduce((sum, { text }) => sum + text.length, 0);
}
