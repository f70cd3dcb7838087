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
 */
export function htmlToInline(html: string, data: OriginalData, ids = new CodeIds()): string {
  let out = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (VOID.has(name)) {
          const id = ids.idFor(`<${name}>`);
          out += `<ph id="${id}" type="fmt" subType="xlf:lb" dataRef="${data.ref(`<${name}>`)}"/>`;
          return;
        }
        const markup = openTag(name, attribs);
        const id = ids.idFor(markup);
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

/**
 * XLIFF inline content back to rich text: codes become their original markup again, other
 * inline elements (annotations, split codes) keep their text. Unknown data references add
 * nothing. The result is HTML to be sanitized by the caller. Recurses once per level of
 * nesting: parseXml refuses documents deeper than MAX_XML_DEPTH, so that is the bound.
 */
export function inlineToHtml(
  nodes: readonly (XmlNode | string)[],
  data: ReadonlyMap<string, string>,
): string {
  const markup = (id: string | undefined) => (id === undefined ? '' : (data.get(id) ?? ''));
  let html = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      html += escapeHtml(node);
      continue;
    }
    switch (node.name) {
      case 'pc':
        html += markup(node.attribs.dataRefStart);
        html += inlineToHtml(node.children, data);
        html += markup(node.attribs.dataRefEnd);
        break;
      case 'ph':
      case 'sc':
      case 'ec':
        html += markup(node.attribs.dataRef);
        break;
      case 'cp': {
        const code = Number.parseInt(node.attribs.hex ?? '', 16);
        if (Number.isFinite(code)) html += escapeHtml(String.fromCodePoint(code));
        break;
      }
      default:
        html += inlineToHtml(node.children, data);
    }
  }
  return html;
}
