import { Parser } from 'htmlparser2';
import { formatCount } from '../imports/limits.ts';
import { MAX_XML_DEPTH, MAX_XML_ELEMENTS } from './limits.ts';

/** Characters XML 1.0 does not allow, even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point: they are removed.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for XML content and double-quoted attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An XML element as the reader sees it: local name (no prefix), attributes, children. */
export interface XmlNode {
  name: string;
  attribs: Record<string, string>;
  children: (XmlNode | string)[];
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Characters parsed between turns of the event loop: a few milliseconds of work. */
const XML_SLICE = 16 * 1024;

/** A document beyond the limits: read no further. */
export class XmlLimitError extends Error {
  override name = 'XmlLimitError';
}

/** An element counted while parsing, so a file with too many stops as soon as it has them. */
export interface CountedElement {
  /** The local name, e.g. `unit`. */
  name: string;
  max: number;
  /** The error to stop with. */
  tooMany(): Error;
}

/**
 * Parses XML into a small tree. htmlparser2 in XML mode decodes only the predefined and
 * numeric entities and never reads a DTD, so no entity expansion or external entity can
 * happen; a document that declares entities is refused outright all the same. Parsing stops
 * with an XmlLimitError at the first element nested deeper than MAX_XML_DEPTH or beyond
 * MAX_XML_ELEMENTS (or beyond `counted.max` elements named `counted.name`), so the tree
 * every later step walks is bounded.
 */
export async function parseXml(text: string, counted?: CountedElement): Promise<XmlNode> {
  if (/<!ENTITY/i.test(text))
    throw new Error('The file declares XML entities, which are not allowed.');
  const root: XmlNode = { name: '#document', attribs: {}, children: [] };
  const stack: XmlNode[] = [root];
  let elements = 0;
  let named = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (stack.length > MAX_XML_DEPTH) {
          throw new XmlLimitError(
            `The translation file nests its elements more than ${MAX_XML_DEPTH} levels deep; at most ${MAX_XML_DEPTH} levels are read.`,
          );
        }
        if (++elements > MAX_XML_ELEMENTS) {
          throw new XmlLimitError(
            `The translation file has more than ${formatCount(MAX_XML_ELEMENTS)} XML elements; at most ${formatCount(MAX_XML_ELEMENTS)} are read.`,
          );
        }
        const node: XmlNode = { name: localName(name), attribs: {}, children: [] };
        if (counted && node.name === counted.name && ++named > counted.max) {
          throw counted.tooMany();
        }
        for (const [key, value] of Object.entries(attribs)) node.attribs[localName(key)] = value;
        stack.at(-1)?.children.push(node);
        stack.push(node);
      },
      ontext(data) {
        stack.at(-1)?.children.push(data);
      },
      oncdatastart() {},
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  // In slices, with a turn of the event loop between them: a large file must not hold up
  // everyone else's requests while it is read.
  for (let start = 0; start < text.length; start += XML_SLICE) {
    parser.write(text.slice(start, start + XML_SLICE));
    if (start + XML_SLICE < text.length) await new Promise((resolve) => setImmediate(resolve));
  }
  parser.end();
  return root;
}

/** Element children named `name`, at any depth, in document order; walked with a stack. */
export function descendants(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  const stack: (XmlNode | string)[] = [...node.children].reverse();
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next === 'string') continue;
    if (next.name === name) found.push(next);
    for (let i = next.children.length - 1; i >= 0; i--)
      stack.push(next.children[i] as XmlNode | string);
  }
  return found;
}

/** Direct element children named `name`. */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((c): c is XmlNode => typeof c !== 'string' && c.name === name);
}
