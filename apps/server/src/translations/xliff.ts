import { sanitizeRichText } from '@pms/sheet';
import { CodeIds, htmlToInline, inlineToHtml, OriginalData } from './inlineCodes.ts';
import { MAX_TRANSLATION_UNITS } from './limits.ts';
import { type FileTranslation, tooManyTexts } from './messages.ts';
import type { SheetField, TranslationRow } from './rows.ts';
import { childrenNamed, descendants, escapeXml, parseXml, type XmlNode } from './xml.ts';

/** Units read between turns of the event loop: a few milliseconds of work. */
const UNITS_PER_TURN = 200;

export const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';

/** Unit ids of the sheet's own name and details. */
const SHEET_FIELD_UNITS: Readonly<Record<SheetField, string>> = {
  name: 'sheet-name',
  details: 'sheet-details',
};

export interface TranslationDocument {
  /** Names the file inside the document, e.g. the sheet's IRI. */
  original: string;
  title: string;
  sourceLanguage: string;
  targetLanguage: string;
  rows: readonly TranslationRow[];
}

function unitXml(row: TranslationRow, index: number): string {
  const data = new OriginalData();
  const ids = new CodeIds();
  const source = htmlToInline(row.source, data, ids);
  ids.startTarget();
  const target = htmlToInline(row.target, data, ids);
  const location =
    row.page < 0
      ? 'The sheet itself'
      : [`Page ${row.page + 1}`, row.variant && `Variant: ${row.variant}`]
          .filter(Boolean)
          .join(', ');
  // The room as a note, not as the Size and Length Restriction module's slr:sizeRestriction:
  // that is a maximum the content must not exceed, counted in a profile's unit (the spec's own,
  // xliff:codepoints, counts code points whatever their width), and a tool may enforce it. What
  // fits a box depends on the glyphs and where lines break, so the count is an estimate to
  // read; the import's overflow report checks the real layout.
  const room = row.room ? `<note category="room">${escapeXml(row.room)}</note>` : '';
  const originalData =
    data.entries.size === 0
      ? ''
      : `      <originalData>\n${[...data.entries]
          .map(([id, markup]) => `        <data id="${id}">${escapeXml(markup)}</data>\n`)
          .join('')}      </originalData>\n`;
  // Unit ids must be NMTOKENs; the key, which may hold spaces, goes in `name`. The sheet's own
  // fields have ids of their own: their keys could also be an element's name.
  const id = row.field ? SHEET_FIELD_UNITS[row.field] : `u${index + 1}`;
  return (
    `    <unit id="${id}" name="${escapeXml(row.key)}">\n` +
    `      <notes><note category="location">${escapeXml(location)}</note>${room}</notes>\n` +
    originalData +
    '      <segment>\n' +
    `        <source>${source}</source>\n` +
    `        <target>${target}</target>\n` +
    '      </segment>\n' +
    '    </unit>\n'
  );
}

/**
 * A sheet's texts as an XLIFF 2.0 document: one `<unit>` per text, named by its key, with
 * the formatting as protected inline codes.
 */
export function writeXliff(document: TranslationDocument): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="${escapeXml(document.sourceLanguage)}" trgLang="${escapeXml(document.targetLanguage)}">\n` +
    `  <file id="f1" original="${escapeXml(document.original)}" xml:space="preserve">\n` +
    `    <notes><note category="title">${escapeXml(document.title)}</note></notes>\n` +
    document.rows.map(unitXml).join('') +
    '  </file>\n' +
    '</xliff>\n'
  );
}

/** A unit's target text: its segments' targets in order, with ignorable whitespace between. */
function unitTarget(unit: XmlNode): string | null {
  const data = new Map<string, string>();
  for (const original of childrenNamed(unit, 'originalData')) {
    for (const entry of childrenNamed(original, 'data')) {
      // The parser has decoded the markup's escaping; the text is the tag itself.
      const markup = entry.children.filter((c) => typeof c === 'string').join('');
      if (entry.attribs.id) data.set(entry.attribs.id, markup);
    }
  }
  let html = '';
  let found = false;
  for (const part of unit.children) {
    if (typeof part === 'string' || (part.name !== 'segment' && part.name !== 'ignorable'))
      continue;
    const [target] = childrenNamed(part, 'target');
    if (target) {
      found = true;
      html += inlineToHtml(target.children, data);
    } else if (part.name === 'ignorable') {
      const [source] = childrenNamed(part, 'source');
      if (source) html += inlineToHtml(source.children, data);
    }
  }
  return found ? sanitizeRichText(html) : null;
}

/**
 * The translations of an XLIFF 2.x document: per unit its `name` (the key; `id` when a tool
 * dropped the name) and its target. Units without a target are skipped. Throws when the text
 * is not an XLIFF 2 document.
 */
export async function readXliff(text: string): Promise<FileTranslation[]> {
  const root = await parseXml(text, {
    name: 'unit',
    max: MAX_TRANSLATION_UNITS,
    tooMany: tooManyTexts,
  });
  const [xliff] = childrenNamed(root, 'xliff');
  if (!xliff || !(xliff.attribs.version ?? '').startsWith('2.')) {
    throw new Error('The file is not an XLIFF 2.x document.');
  }
  const translations: FileTranslation[] = [];
  const units = descendants(xliff, 'unit');
  for (const [index, unit] of units.entries()) {
    // Each target is sanitized: a turn of the event loop now and then keeps others answered.
    if (index % UNITS_PER_TURN === UNITS_PER_TURN - 1)
      await new Promise((resolve) => setImmediate(resolve));
    const key = unit.attribs.name ?? unit.attribs.id;
    const target = unitTarget(unit);
    const field = (Object.keys(SHEET_FIELD_UNITS) as SheetField[]).find(
      (name) => SHEET_FIELD_UNITS[name] === unit.attribs.id,
    );
    if (key !== undefined && target !== null) translations.push({ key, text: target, field });
  }
  return translations;
}
