import { Parser } from 'htmlparser2';
import { numbers } from './svgStyle.ts';

// An SVG document as a plain element tree (htmlparser2 in XML mode, the engine's rich-text
// parser), and its basic shapes as path data: what svgArtwork.ts reads its drawing from.

/** An element: its name, attributes, children and text (a stylesheet's). */
export interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

/** The root `<svg>` element of a document; null when there is none. */
export function parseXml(text: string): Node | null {
  const root: Node = { name: '#root', attributes: {}, children: [], text: '' };
  const stack: Node[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const node: Node = { name, attributes, children: [], text: '' };
        stack.at(-1)?.children.push(node);
        stack.push(node);
      },
      ontext(data) {
        const top = stack.at(-1);
        if (top) top.text += data;
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  return root.children.find((node) => node.name === 'svg') ?? null;
}

/** Path data of a basic shape in its own user units; null for a shape that draws nothing. */
export function shapePath(node: Node): string | null {
  const a = node.attributes;
  const n = (name: string) => Number.parseFloat(a[name] ?? '0') || 0;
  switch (node.name) {
    case 'path':
      return a.d?.trim() ? a.d : null;
    case 'rect': {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      if (w <= 0 || h <= 0) return null;
      let rx = a.rx === undefined ? n('ry') : n('rx');
      let ry = a.ry === undefined ? rx : n('ry');
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (rx <= 0 || ry <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      const arc = (dx: number, dy: number) => `A${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}H${x + w - rx}${arc(x + w, y + ry)}V${y + h - ry}` +
        `${arc(x + w - rx, y + h)}H${x + rx}${arc(x, y + h - ry)}V${y + ry}${arc(x + rx, y)}Z`
      );
    }
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [n('cx'), n('cy')];
      const rx = node.name === 'circle' ? n('r') : n('rx');
      const ry = node.name === 'circle' ? n('r') : n('ry');
      if (rx <= 0 || ry <= 0) return null;
      const arc = (x: number) => `A${rx} ${ry} 0 1 0 ${x} ${cy}`;
      return `M${cx - rx} ${cy}${arc(cx + rx)}${arc(cx - rx)}Z`;
    }
    case 'line':
      return `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`;
    case 'polyline':
    case 'polygon': {
      const values = numbers(a.points);
      if (values.length < 4) return null;
      let d = '';
      for (let i = 0; i + 1 < values.length; i += 2)
        d += `${i ? 'L' : 'M'}${values[i]} ${values[i + 1]}`;
      return node.name === 'polygon' ? `${d}Z` : d;
    }
    default:
      return null;
  }
}
