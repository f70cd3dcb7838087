// Types for `linebreak` 1.1 (UAX #14 line break opportunities), which ships none.
declare module 'linebreak' {
  /** A break opportunity before the character at `position` (a UTF-16 index). */
  export interface Break {
    position: number;
    /** A mandatory break, e.g. after `\n`. */
    required: boolean;
  }

  /** Iterates the line break opportunities of a string, in order. */
  export default class LineBreaker {
    constructor(text: string);
    /** The next opportunity, or null after the end of the text. */
    nextBreak(): Break | null;
  }
}
