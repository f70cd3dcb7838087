import { allPages, keepCopyLanguages, type SheetData } from '@pms/sheet';
import { translatableSlots } from '../translations/nameTexts.ts';
import { isTranslated, textIndex } from './textIndex.ts';

/** A copy merged with its master's current version, and what the merge did to its texts. */
export interface MasterMerge {
  data: SheetData;
  /** Keys of the copy's translations that the merge kept. */
  kept: string[];
  /** Kept translations whose master text changed since: the translator should look again. */
  outdated: string[];
  /** Keys of texts that are new or changed in the master and not translated yet. */
  untranslated: string[];
  /** Names of the copy's elements the master no longer has: they go. */
  removed: string[];
}

function elementNames(data: SheetData): Set<string> {
  return new Set(allPages(data).flatMap((page) => page.elements.map((e) => e.config.name)));
}

/**
 * "Update from master" (issue #16): layout, styles, images, variants and elements come from
 * the master's current data; every text the copy has translated, its variant groups', variants'
 * and dealer labels' names too, (it differs from the master's
 * text at the copy's base version) is kept, matched by key as translation files match; texts
 * the copy never changed follow the master; elements the master removed go. `base` is the
 * master at the copy's base version, or null when that version is not known.
 */
export function mergeFromMaster(
  copy: SheetData,
  base: SheetData | null,
  master: SheetData,
): MasterMerge {
  const data = structuredClone(master);
  const copyTexts = textIndex(copy);
  const baseTexts = base ? textIndex(base) : null;
  const masterTexts = textIndex(master);
  const merge: MasterMerge = { data, kept: [], outdated: [], untranslated: [], removed: [] };
  for (const slot of translatableSlots(data)) {
    const own = copyTexts.get(slot.key);
    const before = baseTexts?.get(slot.key);
    const masterChanged = before === undefined || before !== slot.text;
    if (own !== undefined && isTranslated(slot.key, own, baseTexts, masterTexts)) {
      slot.set(own);
      merge.kept.push(slot.key);
      if (baseTexts !== null && masterChanged) merge.outdated.push(slot.key);
    } else if (baseTexts === null ? own === undefined : masterChanged) {
      merge.untranslated.push(slot.key);
    }
  }
  const kept = elementNames(data);
  merge.removed = [...elementNames(copy)].filter((name) => !kept.has(name));
  // A language the copy set on a text of its own is the copy's, like its translation.
  merge.data = keepCopyLanguages(data, copy, base);
  return merge;
}

/**
 * The copy's translations that a save would put the master's texts over: keys the copy has
 * translated whose incoming text is no longer the translation but the master's text (at the
 * base version or now). The API refuses such a save unless the request says it means to.
 */
export function overwrittenTranslations(
  current: SheetData,
  incoming: SheetData,
  base: SheetData | null,
  master: SheetData,
): string[] {
  const baseTexts = base ? textIndex(base) : null;
  const masterTexts = textIndex(master);
  const incomingTexts = textIndex(incoming);
  const overwritten: string[] = [];
  for (const [key, own] of textIndex(current)) {
    if (!isTranslated(key, own, baseTexts, masterTexts)) continue;
    const next = incomingTexts.get(key);
    if (next === undefined || next === own) continue;
    if (next === masterTexts.get(key) || next === baseTexts?.get(key)) overwritten.push(key);
  }
  return overwritten;
}
