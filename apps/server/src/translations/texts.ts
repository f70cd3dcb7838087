import { allPages, type Element, type SheetData } from '@pms/sheet';

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
  type: 'p' | 'ul' | 'icons';
  /** The variants of the entry, as "Group: Variant" and joined; empty for the element itself. */
  variant: string;
  /** The variant entry's ids, ascending; empty for the element's own text. */
  variantIds: number[];
  /** The line of a list or icons element, from 0; undefined for a text element. */
  line: number | undefined;
  /** Rich text of the sheet's subset. */
  text: string;
}

type Setter = (text: string) => void;

interface TextSlot extends SheetText {
  set: Setter;
}

type TextConfig = { text?: string; items?: string[]; lines?: { feature: string; text: string }[] };

/** The texts one config (an element's or an entry's) holds, with setters into it. */
function configSlots(
  config: TextConfig,
  type: SheetText['type'],
  base: Omit<SheetText, 'key' | 'text' | 'type' | 'line'>,
  stem: string,
): TextSlot[] {
  const slots: TextSlot[] = [];
  if (type === 'p' && typeof config.text === 'string') {
    slots.push({
      ...base,
      type,
      line: undefined,
      key: stem,
      text: config.text,
      set: (t) => (config.text = t),
    });
  }
  if (type === 'ul' && Array.isArray(config.items)) {
    const items = config.items;
    items.forEach((text, i) => {
      slots.push({
        ...base,
        type,
        line: i,
        key: `${stem} #${i + 1}`,
        text,
        set: (t) => (items[i] = t),
      });
    });
  }
  if (type === 'icons' && Array.isArray(config.lines)) {
    for (const [i, line] of config.lines.entries()) {
      slots.push({
        ...base,
        type,
        line: i,
        key: `${stem} #${i + 1}`,
        text: line.text,
        set: (t) => (line.text = t),
      });
    }
  }
  return slots;
}

function isTextElement(element: Element): element is Extract<Element, { type: SheetText['type'] }> {
  return element.type === 'p' || element.type === 'ul' || element.type === 'icons';
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
      if (!isTextElement(element)) continue;
      const name = element.config.name;
      const base = {
        element: name,
        elementId: element.id,
        page: pageIndex,
        variant: '',
        variantIds: [],
      };
      slots.push(...configSlots(element.config as TextConfig, element.type, base, name));
      for (const entry of element.variants) {
        const ids = [...entry.variants].sort((a, b) => a - b);
        slots.push(
          ...configSlots(
            entry.config as TextConfig,
            element.type,
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
