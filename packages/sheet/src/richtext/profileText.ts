// A dealer profile's plain text as the sheet's rich text, in a placeholder's formatting.
import { closeTags, escapeHtml, openTag } from './sanitize.ts';
import { type Mark, tokenizeRichText } from './tokenize.ts';

/**
 * Plain profile text as the sheet's rich text: one paragraph, its lines kept as breaks, in the
 * formatting (`marks`) the designer gave the placeholder, so a bold "Your dealer" prints the
 * dealer's name in bold.
 */
export function profileRichText(value: string, marks: readonly Mark[] = []): string {
  const lines = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeHtml(line.trim()));
  return `<p>${marks.map(openTag).join('')}${lines.join('<br>')}${closeTags(marks)}</p>`;
}

/** The marks around the first words of a text: the placeholder's formatting. */
export function leadingMarks(html: string): readonly Mark[] {
  const first = tokenizeRichText(html)
    .blocks.flat()
    .find((segment) => segment.kind === 'text' && segment.text.trim() !== '');
  return first?.marks ?? [];
}
