import { Parser } from 'htmlparser2';
import { colorFromStyle, normalizeColor } from './color.ts';
import { isTextSize, type TextSize } from './sizes.ts';

/** An inline formatting of the subset, as it applies to a stretch of text. */
export type Mark =
  | { tag: 'strong' | 'em' | 'u' | 'sup' | 'sub' }
  | { tag: 'span'; size?: TextSize; color?: string };

/** Text or a hard line break, with the marks around it, outermost first. */
export type Segment =
  | { kind: 'text'; text: string; marks: readonly Mark[] }
  | { kind: 'break'; marks: readonly Mark[] };

/** Rich text reduced to the subset: blocks (paragraphs) of segments. */
export interface RichTextTokens {
  blocks: Segment[][];
  /** Whether the input had paragraphs or other blocks; plain inline text stays unwrapped. */
  structured: boolean;
}

const SIMPLE_MARKS: Readonly<Record<string, 'strong' | 'em' | 'u' | 'sup' | 'sub'>> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  ins: 'u',
  sup: 'sup',
  sub: 'sub',
};

/** Dropped together with everything inside them: code, embeds, forms and metadata. */
const DROP_WITH_CONTENT = new Set(
  (
    'script style iframe frame frameset noframes object embed applet noscript noembed ' +
    'template title head svg math textarea select option button canvas audio video ' +
    'xmp plaintext meta link base'
  ).split(' '),
);

/** Unknown tags that still separate paragraphs, so their text does not run together. */
const BLOCK_TAGS = new Set(
  (
    'div li ul ol dl dt dd h1 h2 h3 h4 h5 h6 blockquote pre address article aside ' +
    'section header footer main nav figure figcaption table tr hr'
  ).split(' '),
);

function spanMark(attribs: Record<string, string>): Mark | null {
  const size = attribs['data-size']?.trim().toLowerCase();
  // `data-color` carries a colour the browser cannot show (device-cmyk) out of the designer's
  // text editor, whose DOM keeps only colours it can show in `style`; it wins over `style`.
  const carried =
    attribs['data-color'] === undefined ? undefined : normalizeColor(attribs['data-color']);
  const color =
    carried ?? (attribs.style === undefined ? undefined : colorFromStyle(attribs.style));
  const mark: { tag: 'span'; size?: TextSize; color?: string } = { tag: 'span' };
  if (isTextSize(size)) mark.size = size;
  if (color !== undefined) mark.color = color;
  return mark.size === undefined && mark.color === undefined ? null : mark;
}

/**
 * Tokenizes HTML into the rich-text subset. Unknown tags are unwrapped (block-like ones still
 * break paragraphs), dangerous ones are dropped with their content, attributes other than a
 * span's `data-size` and `style` colour are ignored, entities are decoded.
 */
export function tokenizeRichText(html: string): RichTextTokens {
  const blocks: Segment[][] = [];
  const stack: (Mark | null)[] = [];
  let current: Segment[] = [];
  let explicit = false;
  let structured = false;
  let dropDepth = 0;

  const activeMarks = (): Mark[] => stack.filter((m): m is Mark => m !== null);
  const flush = () => {
    const meaningful = current.some((s) => s.kind === 'break' || s.text.trim() !== '');
    if (meaningful || explicit) blocks.push(current);
    current = [];
    explicit = false;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (dropDepth > 0 || DROP_WITH_CONTENT.has(name)) {
          dropDepth++;
          stack.push(null);
          return;
        }
        if (name === 'p' || BLOCK_TAGS.has(name)) {
          structured = true;
          flush();
          explicit = name === 'p';
          stack.push(null);
          return;
        }
        if (name === 'br') current.push({ kind: 'break', marks: activeMarks() });
        const simple = SIMPLE_MARKS[name];
        if (simple !== undefined) {
          // Nested duplicates (<b><b>) add nothing; sup/sub may nest, the innermost wins.
          const dup = simple !== 'sup' && simple !== 'sub' && stack.some((m) => m?.tag === simple);
          stack.push(dup ? null : { tag: simple });
          return;
        }
        stack.push(name === 'span' ? spanMark(attribs) : null);
      },
      onclosetag(name) {
        stack.pop();
        if (dropDepth > 0) {
          dropDepth--;
          return;
        }
        if (name === 'p' || BLOCK_TAGS.has(name)) flush();
      },
      ontext(text) {
        if (dropDepth > 0) return;
        const marks = activeMarks();
        const last = current.at(-1);
        const same =
          last?.kind === 'text' &&
          last.marks.length === marks.length &&
          last.marks.every((m, i) => m === marks[i]);
        if (same) last.text += text;
        else current.push({ kind: 'text', text, marks });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { blocks, structured };
}
