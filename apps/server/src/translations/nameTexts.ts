import {
  allPages,
  dealerFieldLabel,
  escapeHtml,
  richTextToPlainText,
  type SheetData,
} from '@pms/sheet';
import { textSlots } from './texts.ts';

/**
 * A sheet's names that are texts to translate but sit in no box: its variant groups' and
 * variants' names (dealers pick them in the variant menu) and the label dealers read on each
 * field they fill in. Held as rich text, escaped, so that files, merges and counters treat them
 * as every other text; set back as the plain words they show.
 */
export interface NameSlot {
  /**
   * `@variant_group.<id>` and `@variant.<id>` on the main page (ids are per page, so `@2`, the
   * page's number, follows on later pages: `@variant.4@2`); `<element name> @dealerLabel`, which
   * reads as a text of that element wherever texts are grouped by element.
   */
  key: string;
  /** 0 is the main page. */
  page: number;
  /** For a variant, its group's name: what the translator needs to know where it is shown. */
  variant: string;
  /** Where the name is shown, for the file's room column: it has no box to measure. */
  room: string;
  text: string;
  set(text: string): void;
  plain: true;
}

/** What the file's room column says for names, which no box bounds. */
export const NAME_ROOMS = {
  group: 'variant group name in the variant menu: no box, keep it short',
  variant: 'variant name in the variant menu: no box, keep it short',
  dealerLabel: "label above a dealer's form field: no box, keep it short",
} as const;

/** The suffix of a dealer label's key after the element's name. */
export const DEALER_LABEL_SUFFIX = ' @dealerLabel';

/** A file's rich text as the plain words a name holds, on one line. */
export function plainName(text: string): string {
  return richTextToPlainText(text).replace(/\s+/g, ' ').trim();
}

/** Every name of `data` to translate, with setters into `data` itself. */
export function nameSlots(data: SheetData): NameSlot[] {
  const slots: NameSlot[] = [];
  allPages(data).forEach((page, pageIndex) => {
    const onPage = pageIndex === 0 ? '' : `@${pageIndex + 1}`;
    for (const group of page.variant_groups) {
      slots.push({
        key: `@variant_group.${group.id}${onPage}`,
        page: pageIndex,
        variant: '',
        room: NAME_ROOMS.group,
        text: escapeHtml(group.name),
        set: (text) => {
          group.name = plainName(text);
        },
        plain: true,
      });
    }
    for (const variant of page.variants) {
      slots.push({
        key: `@variant.${variant.id}${onPage}`,
        page: pageIndex,
        variant: page.variant_groups.find((g) => g.id === variant.group)?.name ?? '',
        room: NAME_ROOMS.variant,
        text: escapeHtml(variant.name),
        set: (text) => {
          variant.name = plainName(text);
        },
        plain: true,
      });
    }
    for (const element of page.elements) {
      const config = element.config;
      if (!config.dealerEditable) continue;
      slots.push({
        key: `${config.name}${DEALER_LABEL_SUFFIX}`,
        page: pageIndex,
        variant: '',
        room: NAME_ROOMS.dealerLabel,
        // The label dealers read now: the admin's own, or the name made readable.
        text: escapeHtml(dealerFieldLabel(config)),
        set: (text) => {
          config.dealerLabel = plainName(text);
        },
        plain: true,
      });
    }
  });
  return slots;
}

/** One text a translation can change: a box's text or a name. */
export interface TranslatableSlot {
  key: string;
  text: string;
  set(text: string): void;
  /** A name: compared and stored as plain words. */
  plain?: true;
}

/** Every translatable text of `data`, the boxes' first, then its names; setters write into `data`. */
export function translatableSlots(data: SheetData): TranslatableSlot[] {
  return [...textSlots(data), ...nameSlots(data)];
}

/** Every translatable text of `data` by its key: what merges, guards and counters compare. */
export function translatableTexts(data: SheetData): Map<string, string> {
  return new Map(translatableSlots(data).map((slot) => [slot.key, slot.text]));
}
