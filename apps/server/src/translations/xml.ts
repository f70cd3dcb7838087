import { Parser } from 'htmlparser2';

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

/**
 * Parses XML into a small tree. htmlparser2 in XML mode decodes only the predefined and
 * numeric entities and never reads a DTD, so no entity expansion or external entity can
 * happen; a document that declares entities is refused outright all the same.
 */
export function parseXml(text: string): XmlNode {
  if (/<!ENTITY/i.test(text))
    throw new Error('The file declares XML entities, which are not allowed.');
  const root: XmlNode = { name: '#document', attribs: {}, children: [] };
  const stack: XmlNode[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const node: XmlNode = { name: localName(name), attribs: {}, children: [] };
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
  parser.write(text);
  parser.end();
  return root;
}

/** Element children named `name`, at any depth. */
export function descendants(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (child.name === name) found.push(child);
    found.push(...descendants(child, name));
  }
  return found;
}

/** Direct element children named `name`. */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((c): c is XmlNode => typeof c !== 'string' && c.name === name);
}
