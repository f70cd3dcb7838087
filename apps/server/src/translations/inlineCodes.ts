import { escapeHtml } from '@pms/sheet';
import { Parser } from 'htmlparser2';
import { escapeXml, type XmlNode } from './xml.ts';

/**
 * The original markup of a unit's inline codes (XLIFF `<originalData>`): each distinct tag
 * once, as `d1`, `d2`, ... so source and target can share them.
 */
export class OriginalData {
  readonly entries = new Map<string, string>();
  private readonly ids = new Map<string, string>();

  ref(markup: string): string {
    let id = this.ids.get(markup);
    if (!id) {
      id = `d${this.ids.size + 1}`;
      this.ids.set(markup, id);
      this.entries.set(id, markup);
    }
    return id;
  }
}

/**
 * Ids of a unit's inline codes. The source numbers its codes 1, 2, ...; the target then reuses
 * the id of the source code with the same markup, so tools pair them up, and numbers codes
 * the source lacks after the source's.
 */
export class CodeIds {
  private readonly sourceCodes: { markup: string; id: number; used: boolean }[] = [];
  private next = 1;
  private inTarget = false;

  /** Call once the source is written: codes from now on belong to the target. */
  startTarget() {
    this.inTarget = true;
  }

  idFor(markup: string): number {
    if (this.inTarget) {
      const code = this.sourceCodes.find((c) => !c.used && c.markup === markup);
      if (code) {
        code.used = true;
        return code.id;
      }
      return this.next++;
    }
    const id = this.next++;
    this.sourceCodes.push({ markup, id, used: false });
    return id;
  }
}

const VOID = new Set(['br']);

/** The markup of an inline code: a paired code's start and end tag, a placeholder's tag. */
export interface CodeMarkup {
  start: string;
  end: string;
}

/**
 * The markup of a unit's codes by code id, as writeXliff numbers them for this source and
 * target: what a file whose `originalData` a tool dropped still names by id.
 */
export function unitCodes(source: string, target: string): Map<string, CodeMarkup> {
  const data = new OriginalData();
  const ids = new CodeIds();
  const codes = new Map<string, CodeMarkup>();
  htmlToInline(source, data, ids, codes);
  ids.startTarget();
  htmlToInline(target, data, ids, codes);
  return codes;
}

function openTag(name: string, attribs: Record<string, string>): string {
  const attributes = Object.entries(attribs)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${attributes}>`;
}

/**
 * Rich text of the sheet's subset as XLIFF 2 inline content: text escaped for XML, each
 * paired tag a `<pc>` and each line break a `<ph>`, whose markup lives in `originalData`.
 * Translators' tools show them as protected codes, so tags cannot be broken by accident.
 * `codes` receives each code's markup by its id.
 */
export function htmlToInline(
  html: string,
  data: OriginalData,
  ids = new CodeIds(),
  codes?: Map<string, CodeMarkup>,
): string {
  let out = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (VOID.has(name)) {
          const id = ids.idFor(`<${name}>`);
          codes?.set(String(id), { start: `<${name}>`, end: '' });
          out += `<ph id="${id}" type="fmt" subType="xlf:lb" dataRef="${data.ref(`<${name}>`)}"/>`;
          return;
        }
        const markup = openTag(name, attribs);
        const id = ids.idFor(markup);
        codes?.set(String(id), { start: markup, end: `</${name}>` });
        const start = data.ref(markup);
        const end = data.ref(`</${name}>`);
        out += `<pc id="${id}" type="fmt" dataRefStart="${start}" dataRefEnd="${end}">`;
      },
      ontext(text) {
        out += escapeXml(text);
      },
      onclosetag(name) {
        if (!VOID.has(name)) out += '</pc>';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

/** Whitespace between the tags of pretty-printed XML: a line break and what surrounds it. */
const LEADING_BREAK = /^([ \t]*)[\r\n][ \t\r\n]*/;
const TRAILING_BREAK = /([ \t]*)[\r\n][ \t\r\n]*$/;

/**
 * A text node of inline content under `xml:space="default"`, where whitespace is formatting
 * (XLIFF 2 leaves it to the application): a tool that re-saves the file may indent the codes.
 * A line break next to a tag, with the indentation around it, is such formatting and goes
 * (spaces before it stay: "incl. \n  <pc>" keeps its space); any other run of whitespace is
 * one space, as the sheet's rich text reads it anyway.
 */
function collapseWhitespace(text: string): string {
  return text
    .replace(LEADING_BREAK, '$1')
    .replace(TRAILING_BREAK, '$1')
    .replace(/[ \t\r\n]+/g, ' ');
}

/** How a unit's inline content is read back. */
export interface InlineContext {
  /** Markup by code id, for codes whose data is missing (see unitCodes). */
  codes?: ReadonlyMap<string, CodeMarkup> | undefined;
  /** `xml:space="preserve"` in effect: whitespace is text. */
  preserve: boolean;
  /** Counts the codes whose markup neither the data nor the code ids gave. */
  missing: number;
}

/** Adjacent text nodes as one: the parser may hand a text over in pieces. */
function mergeText(nodes: readonly (XmlNode | string)[]): (XmlNode | string)[] {
  const merged: (XmlNode | string)[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (typeof node === 'string' && typeof last === 'string')
      merged[merged.length - 1] = last + node;
    else merged.push(node);
  }
  return merged;
}

/**
 * XLIFF inline content back to rich text: codes become their original markup again, found by
 * data reference, else (a tool dropped `originalData`) by code id in `context.codes`; a code
 * found by neither is counted in `context.missing` and adds no markup. Other inline elements
 * (annotations) keep their text. Whitespace follows `context.preserve`. The result is HTML to
 * be sanitized by the caller. Recurses once per level of nesting: parseXml refuses documents
 * deeper than MAX_XML_DEPTH, so that is the bound.
 */
export function inlineToHtml(
  nodes: readonly (XmlNode | string)[],
  data: ReadonlyMap<string, string>,
  context: InlineContext = { preserve: true, missing: 0 },
): string {
  const markup = (ref: string | undefined, id: string | undefined, part: keyof CodeMarkup) => {
    const found =
      (ref === undefined ? undefined : data.get(ref)) ??
      (id === undefined ? undefined : context.codes?.get(id)?.[part]);
    if (found === undefined) context.missing++;
    return found ?? '';
  };
  let html = '';
  for (const node of mergeText(nodes)) {
    if (typeof node === 'string') {
      html += escapeHtml(context.preserve ? node : collapseWhitespace(node));
      continue;
    }
    const { id } = node.attribs;
    switch (node.name) {
      case 'pc':
        html += markup(node.attribs.dataRefStart, id, 'start');
        html += inlineToHtml(node.children, data, context);
        html += markup(node.attribs.dataRefEnd, id, 'end');
        break;
      case 'ph':
      case 'sc':
        html += markup(node.attribs.dataRef, id, 'start');
        break;
      case 'ec':
        // An end code names its start code by startRef, unless it is isolated.
        html += markup(node.attribs.dataRef, node.attribs.startRef ?? id, 'end');
        break;
      case 'cp': {
        const code = Number.parseInt(node.attribs.hex ?? '', 16);
        if (Number.isFinite(code)) html += escapeHtml(String.fromCodePoint(code));
        break;
      }
      default:
        html += inlineToHtml(node.children, data, context);
    }
  }
  return html;
}
