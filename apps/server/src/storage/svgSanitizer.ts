// htmlparser2 is the engine's rich-text parser (@pms/sheet depends on it), used here in XML mode.
import { Parser } from 'htmlparser2';
import { type CheckedCss, safeDeclarations, safeStylesheet } from './safeCss.ts';

// An uploaded SVG is shown in browsers and may be opened on its own, where it is a document
// that can run scripts and load other URLs. It is rebuilt from an allowlist: drawing
// elements and their presentation attributes only. Scripts, event handlers, animation (which
// can rewrite links), foreignObject (HTML), external references (href, url() and @import to
// anything but the file itself) and metadata are dropped; DOCTYPE (entity definitions),
// comments and processing instructions never reach the output. CSS is checked in the form a
// browser reads it, escapes decoded and comments removed (safeCss.ts).

const ELEMENTS = new Set([
  'svg',
  'a',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'image',
  'style',
  'switch',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Namespaced attributes that are part of SVG itself; editor extras (inkscape:…) are dropped. */
const NAMESPACED = new Set(['xlink:href', 'xml:space', 'xml:lang', 'xmlns:xlink']);
const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Raster pictures inside the file; they cannot run anything. */
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** An attribute's safe value (`cut` when part of its CSS was dropped), or null to drop it. */
function safeAttribute(element: string, name: string, value: string): CheckedCss | string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return null;
  if (!/^[a-zA-Z][a-zA-Z0-9_.:-]*$/.test(name)) return null;
  if (name.includes(':') && !NAMESPACED.has(name)) return null;
  if (lower === 'xmlns') return SVG_NS;
  if (lower === 'xmlns:xlink') return XLINK_NS;
  if (lower === 'href' || lower === 'xlink:href') {
    const target = value.trim();
    if (target.startsWith('#')) return target;
    return element === 'image' && EMBEDDED_RASTER.test(target) ? target : null;
  }
  // Presentation attributes are CSS values (fill="url(#g)"); the rest never holds CSS
  // syntax, so decoding leaves them as they are.
  return safeDeclarations(value);
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) =>
  escapeText(text).replaceAll('"', '&quot;').replaceAll('\n', '&#10;');

/** What sanitizing did, so an upload can say whether the file was changed. */
export interface SanitizedSvg {
  svg: string;
  /** Elements and attributes that were dropped, by name, each once. */
  removed: string[];
}

/**
 * The SVG rebuilt from what is safe in it; null when it is not an SVG document at all (its
 * root element is not `svg`), which the upload refuses.
 */
export function sanitizeSvg(source: string): SanitizedSvg | null {
  let out = '';
  let rootSeen = false;
  let notSvg = false;
  let dropDepth = 0;
  const open: string[] = [];
  // A stylesheet arrives in pieces (entities and CDATA split the text): checked whole.
  let stylesheet = '';
  const removed = new Set<string>();

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!rootSeen) {
          rootSeen = true;
          if (name !== 'svg') notSvg = true;
        }
        // Only text belongs in a stylesheet; an element inside one is dropped with its text.
        const inStyle = open.at(-1) === 'style';
        if (notSvg || dropDepth > 0 || inStyle || !ELEMENTS.has(name)) {
          if (dropDepth === 0) removed.add(`<${name}>`);
          dropDepth++;
          return;
        }
        let tag = `<${name}`;
        const kept: Record<string, string> = {};
        for (const [attribute, value] of Object.entries(attributes)) {
          const safe = safeAttribute(name, attribute, value);
          if (safe === null || (typeof safe === 'object' && safe.cut)) removed.add(attribute);
          if (safe !== null) kept[attribute] = typeof safe === 'string' ? safe : safe.css;
        }
        if (open.length === 0) kept.xmlns = SVG_NS;
        for (const [attribute, value] of Object.entries(kept)) {
          tag += ` ${attribute}="${escapeAttribute(value)}"`;
        }
        out += `${tag}>`;
        open.push(name);
      },
      onclosetag() {
        if (dropDepth > 0) {
          dropDepth--;
          return;
        }
        const name = open.pop();
        if (name === 'style') {
          const css = safeStylesheet(stylesheet);
          if (css === null) removed.add('<style> rule');
          out += escapeText(css ?? '');
          stylesheet = '';
        }
        if (name) out += `</${name}>`;
      },
      ontext(text) {
        if (dropDepth > 0 || open.length === 0) return;
        if (open.at(-1) === 'style') {
          stylesheet += text;
          return;
        }
        out += escapeText(text);
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(source);
  parser.end();
  if (!rootSeen || notSvg) return null;
  return { svg: out, removed: [...removed].sort() };
}
