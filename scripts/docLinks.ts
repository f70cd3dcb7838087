/**
 * Finds the broken relative links of markdown files: a link to a file that does not exist, or
 * to an anchor (`#heading`) that no heading of the target makes. Links with a scheme (https:,
 * mailto:) are left alone: they are not ours to keep. Anchors follow GitHub's rules, since the
 * guides are read there: lower case, punctuation dropped, spaces as hyphens, repeats numbered.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** The markdown with fenced code blocks and inline code blanked out, lines kept in place. */
function withoutCode(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker?.startsWith(fence)) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
  });
}

/** GitHub's anchor for a heading's text. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  // Headings in code are not headings; inline code inside a heading still names it.
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker?.startsWith(fence)) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) {
      if (match[1]) anchors.add(match[1]);
    }
  }
  return anchors;
}

/**
 * The broken relative links of one markdown text. `file` is its path (for relative targets and
 * the report); `read` gives another file's text, so a test can check made-up files.
 */
export function brokenLinks(
  file: string,
  markdown: string,
  read: (path: string) => string | undefined = readIfFile,
  exists: (path: string) => boolean = existsSync,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const lines = withoutCode(markdown);
  const links = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
  lines.forEach((line, index) => {
    const targets = [...line.matchAll(links)].map((match) => match[1] ?? '');
    // Reference-style definitions: `[name]: target`.
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line)?.[1];
    if (definition) targets.push(definition);
    for (const target of targets) {
      const reason = checkTarget(file, markdown, target, read, exists);
      if (reason) broken.push({ file, line: index + 1, target, reason });
    }
  });
  return broken;
}

function checkTarget(
  file: string,
  markdown: string,
  target: string,
  read: (path: string) => string | undefined,
  exists: (path: string) => boolean,
): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const [pathPart = '', anchor] = target.split('#', 2);
  const path = decodeURIComponent(pathPart);
  const resolved = path === '' ? file : resolve(dirname(file), path);
  if (path !== '' && !exists(resolved)) return `${path} does not exist`;
  if (anchor === undefined || anchor === '') return undefined;
  if (!resolved.endsWith('.md')) return undefined;
  const text = path === '' ? markdown : read(resolved);
  if (text === undefined) return `${path} cannot be read`;
  if (!anchorsOf(text).has(decodeURIComponent(anchor))) {
    return `no heading makes #${anchor} in ${path === '' ? 'this file' : path}`;
  }
  return undefined;
}

function readIfFile(path: string): string | undefined {
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
}

/** One line per broken link, for a failing test's message. */
export function describeBroken(root: string, broken: BrokenLink[]): string[] {
  return broken.map(
    (link) => `${relative(root, link.file)}:${link.line}: (${link.target}) ${link.reason}`,
  );
}
