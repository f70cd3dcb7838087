import type { TextSize } from './sizes.ts';
import { type Mark, type Segment, tokenizeRichText } from './tokenize.ts';
import type { Baseline, Paragraph, Run } from './types.ts';

type Format = Omit<Run, 'text'>;

function formatOf(marks: readonly Mark[]): Format {
  let baseline: Baseline = 'normal';
  let size: TextSize = 'm';
  let color: string | undefined;
  // Marks are outermost first, so the innermost sup/sub, size and colour win.
  for (const mark of marks) {
    if (mark.tag === 'sup') baseline = 'super';
    if (mark.tag === 'sub') baseline = 'sub';
    if (mark.tag === 'span') {
      size = mark.size ?? size;
      color = mark.color ?? color;
    }
  }
  const format: Format = {
    bold: marks.some((m) => m.tag === 'strong'),
    italic: marks.some((m) => m.tag === 'em'),
    underline: marks.some((m) => m.tag === 'u'),
    baseline,
    size,
  };
  if (color !== undefined) format.color = color;
  return format;
}

function sameFormat(a: Format, b: Format): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.baseline === b.baseline &&
    a.size === b.size &&
    a.color === b.color
  );
}

/** Drops trailing spaces of the runs so far (before a line break or at paragraph end). */
function trimTrailing(runs: Run[]): void {
  for (let last = runs.at(-1); last !== undefined; last = runs.at(-1)) {
    if (last.text.endsWith('\n')) return;
    last.text = last.text.replace(/ +$/, '');
    if (last.text !== '') return;
    runs.pop();
  }
}

/** Collapses whitespace like HTML (runs of spaces, tabs, newlines become one space). */
function toRuns(segments: readonly Segment[]): Run[] {
  const runs: Run[] = [];
  let afterSpace = true;
  for (const segment of segments) {
    let text: string;
    if (segment.kind === 'break') {
      trimTrailing(runs);
      text = '\n';
      afterSpace = true;
    } else {
      text = segment.text.replace(/[ \t\n\r\f]+/g, ' ');
      if (afterSpace) text = text.replace(/^ /, '');
      if (text === '') continue;
      afterSpace = text.endsWith(' ');
    }
    const format = formatOf(segment.marks);
    const last = runs.at(-1);
    if (last !== undefined && sameFormat(last, format)) last.text += text;
    else runs.push({ text, ...format });
  }
  trimTrailing(runs);
  // Like a browser, a paragraph's last <br> ends the line instead of adding an empty one.
  const last = runs.at(-1);
  if (last?.text.endsWith('\n')) {
    last.text = last.text.slice(0, -1);
    if (last.text === '') runs.pop();
  }
  return runs;
}

/**
 * Parses rich text (the HTML subset, see README) into paragraphs of formatted runs. Plain text
 * is one paragraph; `<br>` is a `\n` in a run; empty input gives no paragraphs.
 */
export function parseRichText(html: string): Paragraph[] {
  return tokenizeRichText(html).blocks.map((segments) => ({ runs: toRuns(segments) }));
}

// Parsed rich text by its HTML, for layout: the same texts recur in every export of a sheet.
const parsed = new Map<string, readonly Paragraph[]>();
/** Bounds the memory of a long-running server; clearing changes speed only. */
const PARSED_LIMIT = 5_000;

/**
 * `parseRichText`, memoized by the HTML for layout: the paragraphs are shared, so read only.
 */
export function parseRichTextShared(html: string): readonly Paragraph[] {
  let paragraphs = parsed.get(html);
  if (paragraphs === undefined) {
    paragraphs = parseRichText(html);
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    parsed.set(html, paragraphs);
  }
  return paragraphs;
}

/** The text without formatting, paragraphs and line breaks as `\n`: for search and translation. */
export function richTextToPlainText(html: string): string {
  return parseRichText(html)
    .map((paragraph) => paragraph.runs.map((run) => run.text).join(''))
    .join('\n');
}
