import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every TypeScript source file under `dir`, tests included (they may not close a cycle either). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `import … from`, `export … from`, `import '…'` and `import('…')`, type-only ones included. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The engine's own files a source file imports (relative specifiers only; packages are leaves). */
export function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1] ?? ''));
}

/**
 * The import cycles among `graph`'s files, each as the files around it, found by a depth-first
 * walk that reports a cycle each time it meets a file still on its path.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    if (done.has(file)) return;
    if (onPath.has(file)) {
      cycles.push(path.slice(path.indexOf(file)));
      return;
    }
    onPath.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe("the engine's structure", () => {
  it('finds a cycle in a made-up graph, and none in a tree', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(importCycles(cyclic)).toEqual([['a', 'b', 'c']]);
    const tree = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(importCycles(tree)).toEqual([]);
  });

  it('reads the specifiers of every import form', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    const found = importsOf('/src/x/file.ts', source);
    expect(found).toEqual([
      '/src/x/a.ts',
      '/src/b.ts',
      '/src/x/c.ts',
      '/src/x/d.ts',
      '/src/x/e.ts',
    ]);
  });

  it('has no import cycle among its source files', () => {
    const files = sourceFiles(SRC);
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
    const cycles = importCycles(graph).map((cycle) =>
      cycle.map((file) => relative(SRC, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
