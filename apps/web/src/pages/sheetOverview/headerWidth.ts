/** The header's font: the theme's table head (14 px, medium). */
const FONT = '500 14px Roboto, Helvetica, Arial, sans-serif';
/** Where nothing can measure (tests): about the widest a letter of that font gets. */
const LETTER = 7.8;
/** The cell's padding, left and right, and a pixel of rounding. */
const PADDING = 33;
/** TableSortLabel's arrow beside a sortable header, with its margins. */
const SORT_ARROW = 26;

let context: CanvasRenderingContext2D | null | undefined;

/** A word's width in the header's font: measured by a canvas, else estimated. */
function wordWidth(word: string): number {
  if (context === undefined) {
    // jsdom has no canvas: it logs an error for getContext, so it is not asked there.
    const canvas = typeof navigator !== 'undefined' && !/jsdom/.test(navigator.userAgent);
    context = canvas ? document.createElement('canvas').getContext('2d') : null;
    if (context) context.font = FONT;
  }
  return context ? context.measureText(word).width : word.length * LETTER;
}

/**
 * A column's width for its header in the current language: at least the designed width, and
 * wide enough for the header's longest word on one line, so no word breaks in its middle
 * ("Módosítva", "Τροποποιήθηκε"); headers of several words wrap between them.
 */
export function headerWidth(designed: number, label: string, sortable: boolean): number {
  const longest = Math.max(0, ...label.split(/\s+/).map(wordWidth));
  const needed = Math.ceil(longest) + PADDING + (sortable ? SORT_ARROW : 0);
  return Math.max(designed, needed);
}
