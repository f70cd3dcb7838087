import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web app's side of issue 40 point 5: the server's request and answer shapes live in
// @pms/contracts, so src/api/ derives from them (pick, extend) instead of declaring its own
// copies that drift; and every request goes through the one API client, which adds the token
// and reads the server's error messages the same way each time.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every TypeScript source file under `dir` that is not a test, as a path relative to src/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

/** The source without its comments, so a comment that names `fetch(` is no call. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** `z.object(`, `z.strictObject(`, `z.looseObject(`: a shape declared rather than derived. */
const OBJECT_SHAPE = /\bz\s*\.\s*(?:object|strictObject|looseObject)\s*\(/g;

/** `fetch(`, `window.fetch(`, `globalThis.fetch(`; not `apiFetch(` or `client.fetch(`. */
const RAW_FETCH = /(?:^|[^\w$.])fetch\s*\(|\b(?:window|globalThis|self)\s*\.\s*fetch\s*\(/g;

/** The one module that calls fetch itself. */
const CLIENT = 'api/client.ts';

/** What `source` (the file `name`, relative to src/) does against the rules, as lines. */
function breaches(name: string, source: string): string[] {
  const text = code(source);
  const found: string[] = [];
  if (name.startsWith('api/')) {
    for (const match of text.matchAll(OBJECT_SHAPE)) {
      found.push(
        `${name}: declares a shape (${match[0].replace(/\s+/g, '')}); derive it from @pms/contracts`,
      );
    }
  }
  if (name !== CLIENT) {
    for (const match of text.matchAll(RAW_FETCH)) {
      found.push(`${name}: calls fetch directly (${match[0].trim()}); use the API client`);
    }
  }
  return found;
}

describe('the web app’s structure', () => {
  it('src/api declares no shape of its own and nothing but the client calls fetch', () => {
    const files = sourceFiles(SRC);
    // A walk that found nothing would pass for the wrong reason.
    expect(files).toContain(CLIENT);
    expect(files.filter((name) => name.startsWith('api/')).length).toBeGreaterThan(10);
    const found = files.flatMap((name) => breaches(name, readFileSync(join(SRC, name), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the client itself calls fetch, so the rule has something to spare', () => {
    expect(breaches('api/other.ts', readFileSync(join(SRC, CLIENT), 'utf8'))).not.toEqual([]);
  });

  it('finds a made-up shape in src/api and a made-up raw fetch anywhere', () => {
    const shape = "import { z } from 'zod';\nexport const thing = z.object({ id: z.number() });";
    expect(breaches('api/things.ts', shape)).toEqual([
      'api/things.ts: declares a shape (z.object(); derive it from @pms/contracts',
    ]);
    expect(breaches('api/things.ts', 'const t = z\n  .strictObject({});')).toHaveLength(1);
    expect(breaches('api/things.ts', 'const t = z.looseObject({});')).toHaveLength(1);
    // Outside src/api the web app may declare its own shapes (forms, local storage).
    expect(breaches('pages/form.ts', shape)).toEqual([]);

    expect(breaches('pages/page.tsx', 'const r = await fetch(apiBase + path);')).toEqual([
      'pages/page.tsx: calls fetch directly (fetch(); use the API client',
    ]);
    expect(breaches('api/files.ts', 'void window.fetch(url, { keepalive: true });')).toHaveLength(
      1,
    );
    expect(breaches('state/sync.ts', 'globalThis.fetch(url)')).toHaveLength(1);
  });

  it('leaves alone the client’s callers and comments, and spares no file of src/api', () => {
    const fine = [
      'await apiFetch(path, { token });',
      'await queryClient.prefetchQuery(options);',
      'await client.fetchQuery(options);',
      '// a download used to call fetch(url) here',
      '/* fetch( */ const a = 1;',
    ].join('\n');
    expect(breaches('api/sheets.ts', fine)).toEqual([]);
    // The file that once held the contract's gaps has no exemption left.
    expect(breaches('api/contractGaps.ts', 'export const gap = z.object({});')).toHaveLength(1);
  });
});
