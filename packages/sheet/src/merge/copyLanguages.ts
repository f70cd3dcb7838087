// Which language each text of a regional copy is in. The copy's translations are its own texts
// (they differ from the master's text at the copy's base version, as the server counts them);
// a text it never changed is still the master's and keeps the master's language, so an English
// body left in a Czech copy is hyphenated in English, not with Czech patterns.
import { DEFAULT_TEXT_LANGUAGE } from '../layout/element.ts';
import type { Element } from '../model/element.ts';
import { allPages, updatePage } from '../model/pages.ts';
import type { SheetData } from '../model/sheet.ts';

type TextElement = Extract<Element, { type: 'p' | 'ul' }>;

function isText(element: Element): element is TextElement {
  return element.type === 'p' || element.type === 'ul';
}

/** The text of a text element as one comparable value (a list's items joined). */
function textOf(element: TextElement): string {
  return element.type === 'p' ? element.config.text : JSON.stringify(element.config.items);
}

/**
 * The copy with each text that names no language of its own given one: the region's when the
 * copy translated it (its text differs from `reference`'s element of the same name, or
 * `reference` has none), else the master's (the reference element's own, else `masterLanguage`).
 * `reference` is the master at the copy's base version (or the master now when that is gone);
 * null leaves the copy as it is (its texts follow the region, as before languages were kept).
 * Texts that name a language (a designer or translator set it) keep it.
 */
export function withTextLanguages(
  copy: SheetData,
  reference: SheetData | null,
  regionLanguage: string | undefined,
  masterLanguage: string = DEFAULT_TEXT_LANGUAGE,
): SheetData {
  if (reference === null) return copy;
  const masterTexts = textsByName(reference);
  let result = copy;
  allPages(copy).forEach((page, index) => {
    if (!page.elements.some((e) => isText(e) && e.config.language === undefined)) return;
    result = updatePage(result, index, (current) => ({
      ...current,
      elements: current.elements.map((element) => {
        if (!isText(element) || element.config.language !== undefined) return element;
        const master = masterTexts.get(element.config.name);
        const untranslated =
          master !== undefined &&
          master.type === element.type &&
          textOf(master) === textOf(element);
        const language = untranslated ? (master.config.language ?? masterLanguage) : regionLanguage;
        if (language === undefined) return element;
        return { ...element, config: { ...element.config, language } } as Element;
      }),
    }));
  });
  return result;
}

/** Text elements by name, on every page. */
function textsByName(data: SheetData): Map<string, TextElement> {
  const texts = new Map<string, TextElement>();
  for (const page of allPages(data)) {
    for (const element of page.elements)
      if (isText(element)) texts.set(element.config.name, element);
  }
  return texts;
}

/**
 * `merged` (an update of a copy from its master, which takes the master's configs) with the
 * languages the copy set on its own texts kept: where the copy's text names another language
 * than the master's did at the copy's base version (a translator set it), the copy's stays; a
 * language the copy never touched follows the master. `base` null: every language the copy
 * names is its own.
 */
export function keepCopyLanguages(
  merged: SheetData,
  copy: SheetData,
  base: SheetData | null,
): SheetData {
  const own = textsByName(copy);
  const before = base ? textsByName(base) : new Map<string, TextElement>();
  let result = merged;
  allPages(merged).forEach((page, index) => {
    const changed = (element: Element) => {
      if (!isText(element)) return undefined;
      const mine = own.get(element.config.name)?.config.language;
      const was = before.get(element.config.name)?.config.language;
      return mine !== was && mine !== element.config.language ? mine : undefined;
    };
    if (!page.elements.some((e) => changed(e) !== undefined)) return;
    result = updatePage(result, index, (current) => ({
      ...current,
      elements: current.elements.map((element) => {
        const language = changed(element);
        if (language === undefined) return element;
        return { ...element, config: { ...element.config, language } } as Element;
      }),
    }));
  });
  return result;
}
