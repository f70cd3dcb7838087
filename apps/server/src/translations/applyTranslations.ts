import type { TranslationImportReport } from '@pms/contracts';
import { type SheetData, sanitizeRichText } from '@pms/sheet';
import type { FileTranslation } from './messages.ts';
import { plainName, translatableSlots } from './nameTexts.ts';
import { keepProcessColors, sameRichText } from './xlsxRichText.ts';

/**
 * What applying a file did: matched and changed texts, keys the sheet lacks (`unknown`) and
 * texts the file left out (`notCovered`); the answer's report as the contract declares it.
 */
export type TranslationReport = Pick<
  TranslationImportReport,
  'matched' | 'changed' | 'unknown' | 'notCovered'
>;

/** Whether rich text is set in paragraphs (`<p>`), not inline. */
const structured = (html: string) => html.trimStart().startsWith('<p>');

/**
 * Writes the file's texts into a copy of `data`, matched by key. Each text is sanitized like
 * every save, so the result is what the sheet will store; an empty translation leaves the
 * text as it was. `data` itself is not changed. `translated` are the keys the file covered.
 * `sources` are the texts the file was translated from (a copy's master's), by key: their
 * process colours come back where an XLSX file could only show their screen colour.
 */
export function applyTranslations(
  data: SheetData,
  translations: readonly FileTranslation[],
  sources: ReadonlyMap<string, string> = new Map(),
): { data: SheetData; report: TranslationReport; translated: string[] } {
  const copy = structuredClone(data);
  const slots = new Map(translatableSlots(copy).map((slot) => [slot.key, slot]));
  const covered = new Set<string>();
  const unknown = new Set<string>();
  let changed = 0;
  for (const { key, text } of translations) {
    const slot = slots.get(key);
    if (!slot) {
      unknown.add(key);
      continue;
    }
    // The first non-empty translation of a key counts; later ones are not even sanitized.
    if (covered.has(key)) continue;
    let clean = sanitizeRichText(text);
    if (clean.trim() === '') continue;
    covered.add(key);
    // The same text in other tags (a cell's runs nest marks in their own order) is no change:
    // the sheet keeps its text byte for byte, and a copy's text stays untranslated.
    if (sameRichText(clean, slot.text)) continue;
    // A name keeps only its words: the same words in other markup are no change either.
    if (slot.plain && plainName(clean) === plainName(slot.text)) continue;
    // A translation keeps the paragraph of the text it replaces: a cell or target holds the
    // words, and a one-paragraph text comes back as one paragraph, not as loose inline text.
    if (structured(slot.text) && !structured(clean)) clean = `<p>${clean}</p>`;
    changed++;
    slot.set(keepProcessColors(clean, [slot.text, sources.get(key) ?? '']));
  }
  return {
    data: copy,
    report: {
      matched: covered.size,
      changed,
      unknown: [...unknown],
      notCovered: [...slots.keys()].filter((key) => !covered.has(key)),
    },
    // The keys the file translated: the overflow report checks each of them.
    translated: [...covered],
  };
}
