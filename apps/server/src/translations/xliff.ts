import { sanitizeRichText } from '@pms/sheet';
import {
  CodeIds,
  type CodeMarkup,
  htmlToInline,
  inlineToHtml,
  OriginalData,
  unitCodes,
} from './inlineCodes.ts';
import { MAX_TRANSLATION_UNITS } from './limits.ts';
import { type FileTranslation, tooManyTexts } from './messages.ts';
import type { SheetField, TranslationRow } from './rows.ts';
import { childrenNamed, escapeXml, parseXml, type XmlNode } from './xml.ts';

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

/** What the texts of a file were when it was written, by key: to rebuild dropped codes. */
export type OriginalTexts = (key: string) => { source: string; target: string } | undefined;

/** A unit's target as rich text, and whether codes in it had no markup to be found. */
interface UnitTarget {
  html: string;
  codesMissing: boolean;
}

/**
 * A unit's target text: its segments' targets in order, with ignorable whitespace between.
 * `space` is the `xml:space` the unit inherits; `codes` rebuild codes by id.
 */
function unitTarget(
  unit: XmlNode,
  space: string,
  codes?: ReadonlyMap<string, CodeMarkup>,
): UnitTarget | null {
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
  let missing = 0;
  const read = (content: XmlNode, part: XmlNode) => {
    const own = content.attribs.space ?? part.attribs.space ?? unit.attribs.space ?? space;
    const context = { codes, preserve: own === 'preserve', missing: 0 };
    html += inlineToHtml(content.children, data, context);
    missing += context.missing;
  };
  for (const part of unit.children) {
    if (typeof part === 'string' || (part.name !== 'segment' && part.name !== 'ignorable'))
      continue;
    const [target] = childrenNamed(part, 'target');
    if (target) {
      found = true;
      read(target, part);
    } else if (part.name === 'ignorable') {
      const [source] = childrenNamed(part, 'source');
      if (source) read(source, part);
    }
  }
  return found ? { html: sanitizeRichText(html), codesMissing: missing > 0 } : null;
}

/**
 * The units below `node` (in files and groups), each with the `xml:space` it inherits:
 * `default` unless an ancestor says otherwise. Recurses once per level: parseXml bounds the
 * depth.
 */
function unitsWithSpace(node: XmlNode, space: string, found: [XmlNode, string][] = []) {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (child.name === 'unit') found.push([child, space]);
    else unitsWithSpace(child, child.attribs.space ?? space, found);
  }
  return found;
}

/**
 * The translations of an XLIFF 2.x document: per unit its `name` (the key; `id` when a tool
 * dropped the name) and its target. Units without a target are skipped. Whitespace follows
 * `xml:space`. Codes whose `originalData` a tool dropped are rebuilt by their ids from
 * `originals`, the texts the file was written with; a translation with codes neither gives
 * is marked `codesMissing`. Throws when the text is not an XLIFF 2 document.
 */
export async function readXliff(
  text: string,
  originals?: OriginalTexts,
): Promise<FileTranslation[]> {
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
  const units = unitsWithSpace(xliff, xliff.attribs.space ?? 'default');
  for (const [index, [unit, space]] of units.entries()) {
    // Each target is sanitized: a turn of the event loop now and then keeps others answered.
    if (index % UNITS_PER_TURN === UNITS_PER_TURN - 1)
      await new Promise((resolve) => setImmediate(resolve));
    const key = unit.attribs.name ?? unit.attribs.id;
    if (key === undefined) continue;
    let target = unitTarget(unit, space);
    const original = target?.codesMissing ? originals?.(key) : undefined;
    if (original) target = unitTarget(unit, space, unitCodes(original.source, original.target));
    if (target === null) continue;
    const field = (Object.keys(SHEET_FIELD_UNITS) as SheetField[]).find(
      (name) => SHEET_FIELD_UNITS[name] === unit.attribs.id,
    );
    translations.push({
      key,
      text: target.html,
      field,
      ...(target.codesMissing ? { codesMissing: true } : {}),
    });
  }
  return translations;
}
