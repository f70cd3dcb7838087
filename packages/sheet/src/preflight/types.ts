// What preflight reports: findings that a printer (or a proof reader) would otherwise find on
// paper. Each finding names the element and page and carries the figures behind it, so the
// designer can say it in the user's language and the server in a compact header.
import type { Element } from '../model/element.ts';
import type { ElementType } from '../model/elementTypes.ts';
import type { RenderItem } from '../render/tree.ts';

/** `error`: the print will be visibly wrong; `warning`: it may be, worth a look. */
export type PreflightSeverity = 'error' | 'warning';

/** The border edges of a page an element may touch. */
export type PageEdge = 'left' | 'top' | 'right' | 'bottom';

/** One problem of one element, with its figures; each kind of check has its own. */
export type PreflightIssue =
  /** An image's effective resolution at its placed size, in pixels per inch. */
  | { check: 'imageResolution'; severity: PreflightSeverity; ppi: number; required: number }
  /** Content reaches this many points below its box. */
  | { check: 'overflow'; severity: PreflightSeverity; overflowHeight: number }
  /** Edges that touch the trim edge but do not reach into the bleed. */
  | { check: 'bleed'; severity: PreflightSeverity; edges: PageEdge[]; bleed: number }
  /**
   * Content reaching beyond the bleed on these edges, at most `reach` points beyond the trim:
   * the print PDF is clipped to the bleed (`bleed` points), so that part never prints.
   */
  | {
      check: 'beyondBleed';
      severity: PreflightSeverity;
      edges: PageEdge[];
      reach: number;
      bleed: number;
    }
  /** Text that crosses (or lies beyond) the trim edge on these edges: the cut goes through it. */
  | { check: 'textCrossesTrim'; severity: PreflightSeverity; edges: PageEdge[] }
  /** Code points the font set has no glyph for (drawn as .notdef). */
  | { check: 'missingGlyphs'; severity: PreflightSeverity; codePoints: number[] }
  /** Code points the element's font family (its id) lacks, set in the default family instead. */
  | { check: 'fontFallback'; severity: PreflightSeverity; family: string; codePoints: number[] }
  /** The element's own font family (its id) is not there: its text is in the sheet's family. */
  | { check: 'familyMissing'; severity: PreflightSeverity; family: string }
  /** The thinnest line or stroke, in points, and how many are below the minimum. */
  | {
      check: 'thinLines';
      severity: PreflightSeverity;
      width: number;
      count: number;
      minimum: number;
    }
  /** A tyre label printed smaller than Regulation (EU) 2020/740 allows, in points. */
  | {
      check: 'tyreLabelSize';
      severity: PreflightSeverity;
      width: number;
      height: number;
      minWidth: number;
      minHeight: number;
    };

/** The names of the checks. */
export type PreflightCheck = PreflightIssue['check'];

/** An issue with the element and page it belongs to. */
export type PreflightFinding = PreflightIssue & {
  /** 0 is the main page, 1+ the additional pages. */
  page: number;
  elementId: number;
  elementName: string;
  elementType: ElementType;
};

/** One element as laid out, which is all preflight looks at. */
export interface PreflightElement {
  /** The element as drawn: variants resolved, dealer values applied. */
  element: Element;
  /** Its own render items, in page coordinates. */
  items: readonly RenderItem[];
  overflow: boolean;
  overflowHeight: number;
}

/** A laid-out page for preflight. */
export interface PreflightPage {
  /** 0 is the main page, 1+ the additional pages. */
  index: number;
  width: number;
  height: number;
  elements: readonly PreflightElement[];
}
