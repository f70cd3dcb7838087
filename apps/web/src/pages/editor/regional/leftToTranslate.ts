import { allPages, definitionOf, type SheetData } from '@pms/sheet/browser';
import type { LeftToTranslate } from './MasterUpdateDialog';
import { nameTextsByKey } from './nameTexts';

/**
 * The texts of `data` by the keys translation files and "Update from master" name them: the
 * element's name, ` @3+5` for a variant entry, ` #2` for a list or icon line (the server's
 * `textSlots` makes the same keys), and the names a copy translates too (variant groups,
 * variants, dealer labels: nameTextsByKey).
 */
export function textsByKey(data: SheetData): Map<string, string> {
  const texts = new Map<string, string>();
  for (const page of allPages(data)) {
    for (const element of page.elements) {
      const definition = definitionOf(element);
      const add = (config: Parameters<typeof definition.translatableTexts>[0], stem: string) => {
        for (const { line, text } of definition.translatableTexts(config)) {
          texts.set(line === undefined ? stem : `${stem} #${line + 1}`, text);
        }
      };
      add(element.config, element.config.name);
      for (const entry of element.variants) {
        const ids = [...entry.variants].sort((a, b) => a - b);
        add(entry.config, `${element.config.name} @${ids.join('+')}`);
      }
    }
  }
  for (const [key, name] of nameTextsByKey(data)) texts.set(key, name);
  return texts;
}

/** What an update left to translate, with each text as the update left it. */
export interface LeftSnapshot {
  left: LeftToTranslate;
  /** Key -> text in the updated copy; a key absent there is absent here. */
  texts: ReadonlyMap<string, string>;
}

export function snapshotLeft(left: LeftToTranslate, data: SheetData): LeftSnapshot {
  return { left, texts: textsByKey(data) };
}

/**
 * What is still left in `data`: a text counts as translated (or checked) once it differs from
 * what the update left, so the banner follows a translation import or a save at once instead of
 * naming texts that were translated since.
 */
export function stillLeft(snapshot: LeftSnapshot, data: SheetData): LeftToTranslate {
  const now = textsByKey(data);
  const unchanged = (key: string) => now.get(key) === snapshot.texts.get(key);
  return {
    untranslated: snapshot.left.untranslated.filter(unchanged),
    outdated: snapshot.left.outdated.filter(unchanged),
  };
}
