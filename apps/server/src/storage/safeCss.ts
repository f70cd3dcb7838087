// CSS in an uploaded SVG (style attributes, <style> elements, presentation attributes such as
// fill) may load other URLs: url(), image-set(), src(), @import. Browsers decode escapes
// (`u\72l(`, `@\69mport`) and skip comments (`u/**/rl(`) before they read a stylesheet, so a
// check on the text as written misses them. The text is therefore brought into the form a
// browser reads first, the check runs on exactly that form, and that form is what is kept.

/** The largest code point; an escape beyond it (or of a surrogate or of 0) is U+FFFD. */
const MAX_CODE_POINT = 0x10ffff;

/** Reads one escape after a backslash at `start`; answers the text and where it ends. */
function readEscape(css: string, start: number): { text: string; end: number } {
  const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(start + 1, start + 7));
  if (hex) {
    const code = Number.parseInt(hex[0], 16);
    let end = start + 1 + hex[0].length;
    // One whitespace after a hex escape belongs to the escape (`u\72 l` is `url`).
    if (css[end] === '\r' && css[end + 1] === '\n') end += 2;
    else if (/[ \t\n\r\f]/.test(css[end] ?? '')) end += 1;
    const valid = code > 0 && code <= MAX_CODE_POINT && (code < 0xd800 || code > 0xdfff);
    return { text: valid ? String.fromCodePoint(code) : '\uFFFD', end };
  }
  const next = css[start + 1];
  // A backslash before a line break continues the line; one at the very end stands alone.
  if (next === undefined) return { text: '\uFFFD', end: start + 1 };
  if (next === '\n' || next === '\f') return { text: '', end: start + 2 };
  if (next === '\r') return { text: '', end: start + (css[start + 2] === '\n' ? 3 : 2) };
  const char = String.fromCodePoint(css.codePointAt(start + 1) ?? 0xfffd);
  return { text: char, end: start + 1 + char.length };
}

/** One pass: comments out (an unclosed one runs to the end), escapes decoded. */
function decodeOnce(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2);
      i = close === -1 ? css.length : close + 2;
    } else if (css[i] === '\\') {
      const decoded = readEscape(css, i);
      out += decoded.text;
      i = decoded.end;
    } else {
      out += css[i];
      i++;
    }
  }
  return out;
}

/**
 * The CSS as a browser reads it: comments removed, escapes decoded, NUL replaced. Repeated
 * until nothing changes, because removing `/**\/` from `/\/**\/*` or decoding `\5c` makes new
 * comments and escapes; after a few rounds whatever still has them is refused by isDangerous.
 */
export function decodeCss(css: string): string {
  let current = css.replaceAll('\0', '\uFFFD');
  for (let round = 0; round < 4; round++) {
    const next = decodeOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** url() of a fragment of the file itself (a gradient, a clip path, a filter): safe. */
const LOCAL_URL = /url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/gi;

/**
 * What may load something or run something once decoded: any url() but a local fragment,
 * functions that take an image or a URL, @import (and every other at-rule that loads),
 * script URLs, old IE and Firefox bindings. Also a backslash or comment left after decoding,
 * which would be read once more by the browser.
 */
const DANGEROUS =
  /url\s*\(|src\s*\(|image(-set)?\s*\(|cross-fade\s*\(|element\s*\(|expression\s*\(|@import|@namespace|@font-face|javascript:|vbscript:|behavior|-moz-binding|\\|\/\*/i;

/** Whether decoded CSS still holds something that loads or runs outside the file. */
export function isDangerous(decoded: string): boolean {
  return DANGEROUS.test(decoded.replace(LOCAL_URL, ''));
}

/** CSS that was checked: what is kept, and whether a part of it had to go. */
export interface CheckedCss {
  css: string;
  /** Some declarations were dropped; the rest is kept. */
  cut: boolean;
}

/**
 * A presentation attribute or style attribute value, decoded, without the declarations that
 * load anything; null when nothing safe is left. The result is checked as a whole again, so
 * splitting at a semicolon inside a string cannot hide anything.
 */
export function safeDeclarations(value: string): CheckedCss | null {
  const decoded = decodeCss(value);
  if (!isDangerous(decoded)) return { css: decoded, cut: false };
  const kept = decoded
    .split(';')
    .filter((declaration) => !isDangerous(declaration))
    .join(';')
    .trim();
  return kept === '' || isDangerous(kept) ? null : { css: kept, cut: true };
}

/** An @import rule, decoded: up to its semicolon or the end of the stylesheet. */
const IMPORT = /@import[^;]*(;|$)/gi;

/**
 * A <style> element's stylesheet, decoded and without @import rules; null when anything else
 * dangerous is left, and then the whole stylesheet goes: rules cannot be cut out safely
 * without a full CSS parser.
 */
export function safeStylesheet(css: string): string | null {
  const kept = decodeCss(css).replace(IMPORT, '');
  return isDangerous(kept) ? null : kept;
}
