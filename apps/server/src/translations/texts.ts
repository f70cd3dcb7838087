import {
  allPages,
  type ConfigPatch,
  definitionOf,
  type Element,
  type ElementConfig,
  type ElementType,
  type SheetData,
} from '@pms/sheet';

/** One translatable text of a sheet, with the key that finds it again. */
export interface SheetText {
  /**
   * Stable within the sheet and its regional copies: the element's `config.name`, then
   * ` @3+5` for a variant entry (its variant ids) and ` #2` for a list or icon line.
   */
  key: string;
  element: string;
  /** The element's id on its page: with `page`, `variantIds` and `line` it finds the box. */
  elementId: number;
  /** 0 is the main page. */
  page: number;
  /** The type of the element, whose definition names its texts (see `translatableTexts`). */
  type: ElementType;
  /** The variants of the entry, as "Group: Variant" and joined; empty for the element itself. */
  variant: string;
  /** The variant entry's ids, ascending; empty for the element's own text. */
  variantIds: number[];
  /** The line of a list or icons element, from 0; undefined for a text element. */
  line: number | undefined;
  /** Rich text of the sheet's subset. */
  text: string;
}

interface TextSlot extends SheetText {
  set(text: string): void;
}

/** The texts one config (an element's or an entry's) holds, with setters into it. */
function configSlots(
  element: Element,
  config: ConfigPatch<ElementConfig>,
  base: Omit<SheetText, 'key' | 'text' | 'line'>,
  stem: string,
): TextSlot[] {
  return definitionOf(element)
    .translatableTexts(config)
    .map(({ line, text, set }) => ({
      ...base,
      line,
      key: line === undefined ? stem : `${stem} #${line + 1}`,
      text,
      set,
    }));
}

/**
 * Every translatable text of `data` (texts, list lines and icon labels, on every page and in
 * every variant entry), each with a setter that writes into `data` itself: callers that
 * change texts pass a copy.
 */
export function textSlots(data: SheetData): TextSlot[] {
  const slots: TextSlot[] = [];
  allPages(data).forEach((page, pageIndex) => {
    const variantLabel = (ids: readonly number[]) =>
      ids
        .map((id) => {
          const variant = page.variants.find((v) => v.id === id);
          const group = page.variant_groups.find((g) => g.id === variant?.group);
          return variant ? `${group?.name ?? '?'}: ${variant.name}` : `#${id}`;
        })
        .join(' + ');
    for (const element of page.elements) {
      const name = element.config.name;
      const base = {
        element: name,
        elementId: element.id,
        page: pageIndex,
        type: element.type,
        variant: '',
        variantIds: [],
      };
      slots.push(...configSlots(element, element.config, base, name));
      for (const entry of element.variants) {
        const ids = [...entry.variants].sort((a, b) => a - b);
        slots.push(
          ...configSlots(
            element,
            entry.config,
            { ...base, variant: variantLabel(ids), variantIds: ids },
            `${name} @${ids.join('+')}`,
          ),
        );
      }
    }
  });
  return slots;
}

/** The translatable texts of a sheet, without setters. */
export function sheetTexts(data: SheetData): SheetText[] {
  return textSlots(data).map(({ set: _set, ...text }) => text);
}
