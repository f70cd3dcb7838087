import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config/config.ts';
import { configRows, configTableProblems } from './configTable.ts';
import { anchorsOf, brokenLinks, describeBroken, slug } from './docLinks.ts';

const root = resolve(import.meta.dirname, '..');

/** README.md, apps/web/README.md and every markdown file under docs/. */
function documentationFiles(): string[] {
  const files = [join(root, 'README.md'), join(root, 'apps/web/README.md')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files;
}

describe('the documentation', () => {
  it('has no broken relative link or anchor', () => {
    const files = documentationFiles();
    expect(files.length).toBeGreaterThan(8);
    const broken = files.flatMap((file) => brokenLinks(file, readFileSync(file, 'utf8')));
    expect(describeBroken(root, broken)).toEqual([]);
  });

  it('keeps the README short and each screenshot under 200 KB', () => {
    // Issue 42: the README is a map; everything else lives in the guide of its reader.
    expect(
      readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length,
    ).toBeLessThanOrEqual(150);
    const images = readdirSync(join(root, 'docs/images'));
    expect(images.length).toBeGreaterThanOrEqual(6);
    const large = images.filter(
      (name) => statSync(join(root, 'docs/images', name)).size >= 200 * 1024,
    );
    expect(large).toEqual([]);
  });

  it("states every setting of the server's config schema with its default", () => {
    const rows = configRows(readFileSync(join(root, 'docs/operations.md'), 'utf8'));
    expect(rows.length).toBeGreaterThan(20);
    const defaults = envSchema.parse({}) as Record<string, unknown>;
    expect(configTableProblems(rows, Object.keys(envSchema.shape), defaults)).toEqual([]);
  });
});

describe('the link checker', () => {
  const made = '/made/up/guide.md';
  const other = '/made/up/other.md';
  const files: Record<string, string> = {
    [other]: '# Other guide\n\n## Set-up, step 1\n\n## Set-up, step 1\n',
  };
  const read = (path: string) => files[path];
  const exists = (path: string) => path in files || path === '/made/up/images/shot.png';
  const check = (markdown: string) =>
    brokenLinks(made, markdown, read, exists).map((link) => `${link.line}:${link.target}`);

  it('passes links to files and headings that exist', () => {
    const markdown = [
      '# Guide',
      '## `npm test` and more',
      'See [above](#npm-test-and-more), [other](other.md#set-up-step-1-1),',
      '![shot](images/shot.png) and [the web](https://example.com/#nowhere).',
    ].join('\n');
    expect(check(markdown)).toEqual([]);
  });

  it('fails a missing file, a missing heading and a missing anchor in another file', () => {
    const markdown = [
      '# Guide',
      'A [missing file](gone.md) and [a missing heading](#nowhere),',
      '[another file without it](other.md#set-up-step-2) and ![a lost picture](images/lost.png).',
      '```',
      '[inside code](ignored.md)',
      '```',
      '[ref]: gone-too.md',
    ].join('\n');
    expect(check(markdown)).toEqual([
      '2:gone.md',
      '2:#nowhere',
      '3:other.md#set-up-step-2',
      '3:images/lost.png',
      '7:gone-too.md',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Under load: rendering off the event loop, shared counters')).toBe(
      'under-load-rendering-off-the-event-loop-shared-counters',
    );
    expect(slug('`npm run bench:load`')).toBe('npm-run-benchload');
    expect([...anchorsOf('# A\n## A\n```\n# B\n```\n<a id="c"></a>')]).toEqual(['a', 'a-1', 'c']);
  });
});

describe('the configuration table check', () => {
  const table = [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    '| `PORT` | `3000` | HTTP port |',
    '| `OLD_NAME` | unset | gone |',
  ].join('\n');

  it('names a setting without a row, a row without a setting and a changed default', () => {
    expect(configTableProblems(configRows(table), ['PORT', 'NEW_NAME'], { PORT: 8080 })).toEqual([
      "PORT: the schema's default is 8080, the table says `3000`",
      'NEW_NAME is read by the server but has no row in the table',
      'OLD_NAME has a row in the table but the server does not read it',
    ]);
  });
});
