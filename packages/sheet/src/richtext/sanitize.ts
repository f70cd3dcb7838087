import { type Mark, type Segment, tokenizeRichText } from './tokenize.ts';

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function sameMark(a: Mark | undefined, b: Mark | undefined): boolean {
  if (a === undefined || b === undefined || a.tag !== b.tag) return false;
  if (a.tag !== 'span' || b.tag !== 'span') return true;
  return a.size === b.size && a.color === b.color;
}

/** The opening tag of a mark, as the subset writes it. */
export function openTag(mark: Mark): string {
  if (mark.tag !== 'span') return `<${mark.tag}>`;
  const size = mark.size === undefined ? '' : ` data-size="${mark.size}"`;
  const color = mark.color === undefined ? '' : ` style="color:${mark.color}"`;
  return `<span${size}${color}>`;
}

/** The closing tags of marks opened in this order. */
export function closeTags(marks: readonly Mark[]): string {
  return marks
    .map((mark) => `</${mark.tag}>`)
    .reverse()
    .join('');
}

function serializeInline(segments: readonly Segment[]): string {
  let out = '';
  let open: readonly Mark[] = [];
  for (const segment of segments) {
    let common = 0;
    while (common < open.length && sameMark(open[common], segment.marks[common])) common++;
    out += closeTags(open.slice(common));
    out += segment.marks.slice(common).map(openTag).join('');
    out += segment.kind === 'break' ? '<br>' : escapeHtml(segment.text);
    open = segment.marks;
  }
  return out + closeTags(open);
}

/**
 * Reduces HTML to the rich-text subset and returns it normalized and escaped: `<b>`/`<i>`
 * become `<strong>`/`<em>`, unknown tags are unwrapped, scripts and the like removed with
 * their content, and no attribute survives but a span's `data-size` and `style="color:…"`.
 * Idempotent; plain inline text is not wrapped in `<p>`.
 */
export function sanitizeRichText(html: string): string {
  const { blocks, structured } = tokenizeRichText(html);
  if (!structured) return blocks[0] === undefined ? '' : serializeInline(blocks[0]);
  return blocks.map((block) => `<p>${serializeInline(block)}</p>`).join('');
}
