import type { z } from 'zod';
import type { ElementLayout, LayoutContext } from '../layout/element.ts';
import type { DealerField, DealerValue } from '../model/dealerValue.ts';
import type { ElementOf } from '../model/element.ts';
import type { ElementType } from '../model/elementTypes.ts';
import type { ConfigPatch } from '../model/patch.ts';
import type { PreflightElement, PreflightIssue } from '../preflight/types.ts';
import type { DealerProfile } from '../variants/dealerProfileFields.ts';

/**
 * The one field of a dealer value a type takes, and how it applies: `apply` returns the
 * element with the value in place (sanitized), or null to refuse it (an unsafe image URL).
 */
export type DealerContent<T extends ElementType> = {
  [F in DealerField]: {
    field: F;
    apply(element: ElementOf<T>, value: NonNullable<DealerValue[F]>): ElementOf<T> | null;
  };
}[DealerField];

/** Something about an imported cell the importer tells the user; the server words it. */
export type CellNotice =
  /** The cell has more lines than the element (its icons) has rows: the rest were dropped. */
  | { kind: 'extraLines'; lines: number; ignored: number }
  /** The cell names an image outside the media library: it prints as a placeholder. */
  | { kind: 'notInLibrary'; url: string };

/** What an imported cell does to an element: a config patch, or a refusal of the import. */
export type CellContent<C> =
  | { patch: ConfigPatch<C>; notice?: CellNotice }
  /** The type's content cannot come from a spreadsheet (the tyre label's product data). */
  | { refused: 'notImportable' };

/**
 * One rich text a translation file carries. `set` writes into the config it was read from,
 * so callers that change texts read them from a copy.
 */
export interface TranslatableText {
  /** The line of a type with several (a list's items), from 0; undefined for a single text. */
  line: number | undefined;
  text: string;
  set(text: string): void;
}

/**
 * Everything the engine knows about one element type. Each type's folder assembles one in
 * its `index.ts`; `registry.ts` collects them. Every member is required: the server, the
 * importer and the exports ask the definition, so a type that forgets one fails to compile
 * instead of being skipped somewhere.
 */
export interface ElementDefinition<T extends ElementType, C> {
  type: T;
  /** English display name; also the stem of generated names ("Text 1"). */
  label: string;
  configSchema: z.ZodType<C>;
  /** A fresh config for a new element, per SPEC section 3 (name is made unique by the caller). */
  defaults(): C;
  /** Applies `fn` to each rich-text field present in a config or a config patch. */
  mapRichText<P extends ConfigPatch<C>>(config: P, fn: (html: string) => string): P;
  /** Lays the element out into render-tree items. */
  layout(element: ElementOf<T>, ctx: LayoutContext): ElementLayout;
  /**
   * Print checks only this type knows (the tyre label's legal minimum size), run by preflight
   * besides the checks every element gets (images, overflow, bleed, glyphs, thin lines); []
   * for a type without any.
   */
  preflight(element: ElementOf<T>, laidOut: PreflightElement): PreflightIssue[];
  /**
   * Whether the element shrinks its content until it fits its box: such an element never
   * refuses an export for a dealer's long text (see the server's dealer overflow check).
   */
  shrinksToFit(element: ElementOf<T>): boolean;
  /**
   * The element laid out at its own size, never shrinking: a translation's room is what fits
   * at the designer's size, not at a size nobody reads. The element itself for a type that
   * never shrinks.
   */
  withoutShrinking(element: ElementOf<T>): ElementOf<T>;
  /** What a dealer may fill into an element marked dealer-editable; null for nothing. */
  dealerContent: DealerContent<T> | null;
  /** What an import cell of the element's content column changes on it. */
  fromCell(element: ElementOf<T>, cell: string): CellContent<C>;
  /**
   * The rich texts of a config or variant patch that a translation file carries, in order;
   * [] for a type without any.
   */
  translatableTexts(config: ConfigPatch<C>): TranslatableText[];
  /**
   * How those texts share the box, for measuring a translation's room: `rows` when each has an
   * equal row to itself (the icons' lines), `flow` when they flow together (a list's lines, or
   * one text).
   */
  textsShareBox: 'rows' | 'flow';
  /** The media URLs a config or variant patch draws, which an export must load; [] for none. */
  imageSources(config: ConfigPatch<C>): string[];
  /**
   * The element with the dealer profile's field it is bound to filled in (a text bound to the
   * address); the element itself when it is bound to none or the profile leaves that field empty.
   */
  fromDealerProfile(element: ElementOf<T>, profile: DealerProfile): ElementOf<T>;
}

/** Leaves a config unchanged: for types without rich text. */
export function noRichText<P>(config: P): P {
  return config;
}

/** No checks of the type's own. */
export function noPreflight(): PreflightIssue[] {
  return [];
}

/** Content that never shrinks to fit. */
export function neverShrinks(): boolean {
  return false;
}

/** Never shrinks: the element as it is. */
export function asItIs<E>(element: E): E {
  return element;
}

/** No texts to translate. */
export function noTranslatableTexts(): TranslatableText[] {
  return [];
}

/** Bound to no profile field: the element as it is. */
export function noDealerProfile<E>(element: E): E {
  return element;
}

/** No images to load. */
export function noImageSources(): string[] {
  return [];
}
