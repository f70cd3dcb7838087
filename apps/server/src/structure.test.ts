import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's shape (STYLE.md, issue 40): routes validate, call the domain and present. A
// route that queries the database itself, imports another route's folder, or a domain file
// that imports a route is how checks came to be done one way in one place and another way in
// the next.

const SRC = dirname(fileURLToPath(import.meta.url));
const ROUTES = join(SRC, 'routes');

/** Every TypeScript source file under `dir` that is not a test. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `import … from`, `export … from`, `import '…'` and `import('…')`, type-only ones included. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files a source file imports by relative path, resolved. */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1] ?? ''));
}

/** The route folder a file belongs to (`sheets`, or `health.ts` for a file of its own). */
function routeFolder(file: string): string | undefined {
  const inside = relative(ROUTES, file);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

/** A query or command run on a database handle or transaction, over line breaks too. */
const DATABASE_CALL =
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction|query)\b/g;

/** The imports of `source` (a file at `file`) that cross a route folder's wall, as lines. */
function crossingImports(file: string, source: string): string[] {
  const name = relative(SRC, file);
  const folder = routeFolder(file);
  return importsOf(file, source).flatMap((target) => {
    const targetFolder = routeFolder(target);
    if (targetFolder === undefined || targetFolder === folder) return [];
    // The app registers every route; nothing else outside routes/ may import one.
    if (folder === undefined && name === 'app.ts') return [];
    return [`${name}: imports ${relative(SRC, target)}`];
  });
}

/** The database work `source` (a route file at `file`) does itself, as lines. */
function databaseWork(file: string, source: string): string[] {
  const name = relative(SRC, file);
  const calls = [...source.matchAll(DATABASE_CALL)].map(
    (match) => `${name}: queries the database (${match[0].replace(/\s+/g, '')})`,
  );
  const builds = /from\s*['"]drizzle-orm['"]/.test(source)
    ? [`${name}: builds queries with drizzle-orm`]
    : [];
  return [...calls, ...builds];
}

/** A role decided by hand: the roles read, or a helper of its own that refuses by role. */
const ROLE_DECISION =
  /\b(?:isAdmin|isRegionAdmin)\s*\(|\broles\s*\.\s*includes\s*\(|\bfunction\s+require[A-Z]\w*|\bconst\s+require[A-Z]\w*\s*=/g;

/**
 * The role decisions `source` (a route file at `file`) makes itself, as lines: who may do what
 * is declared in policies/ and applied with authorize (issue 40 point 2).
 */
function roleDecisions(file: string, source: string): string[] {
  const name = relative(SRC, file);
  return [...source.matchAll(ROLE_DECISION)].map(
    (match) => `${name}: decides a role itself (${match[0].replace(/\s+/g, ' ').trim()})`,
  );
}

/** A request or answer shape declared in place: its home is @pms/contracts. */
const SHAPE = /\bz\s*\.\s*(?:object|strictObject|looseObject)\s*\(/g;

/**
 * The shapes `source` (a route file at `file`) declares itself, as lines: requests and answers
 * are declared once in @pms/contracts, for the server's validation, its docs and the web app.
 */
function ownShapes(file: string, source: string): string[] {
  const name = relative(SRC, file);
  return [...source.matchAll(SHAPE)].map(
    (match) => `${name}: declares a shape (${match[0].replace(/\s+/g, '')})`,
  );
}

/** Each file under `dir` with its source. */
function sources(dir: string): [string, string][] {
  return sourceFiles(dir).map((file) => [file, readFileSync(file, 'utf8')]);
}

describe("the server's structure", () => {
  it('finds each kind of broken rule in made-up files, and none in a route that calls the domain', () => {
    const route = join(ROUTES, 'sheets', 'sheets.ts');
    const domain = join(SRC, 'sheets', 'sheetQueries.ts');
    expect(crossingImports(route, "import { x } from '../users/users.ts';")).toEqual([
      'routes/sheets/sheets.ts: imports routes/users/users.ts',
    ]);
    expect(crossingImports(domain, "import { y } from '../routes/sheets/sheetBody.ts';")).toEqual([
      'sheets/sheetQueries.ts: imports routes/sheets/sheetBody.ts',
    ]);
    expect(
      databaseWork(
        route,
        "import { eq } from 'drizzle-orm';\nconst [row] = await app.db\n  .select()\n  .from(sheets);",
      ),
    ).toEqual([
      'routes/sheets/sheets.ts: queries the database (db.select)',
      'routes/sheets/sheets.ts: builds queries with drizzle-orm',
    ]);
    const calling =
      "import { findSheet } from '../../sheets/sheetQueries.ts';\nimport { present } from './present.ts';\nconst row = await findSheet(app.db, id);\napp.delete('/api/sheets/:id', handler);";
    expect([...crossingImports(route, calling), ...databaseWork(route, calling)]).toEqual([]);
  });

  it('finds a route that decides a role itself in made-up files, and none in one that authorizes', () => {
    const route = join(ROUTES, 'users', 'users.ts');
    const deciding = [
      'function requireAdmin(request: FastifyRequest) {',
      '  if (!isAdmin(principal)) throw forbidden(NOT_ALLOWED_USERS);',
      '}',
      'const requireLibrarian = (p: Principal) => isRegionAdmin (p);',
      "if (principal.roles.includes('ROLE_ADMIN')) return;",
    ].join('\n');
    expect(roleDecisions(route, deciding)).toEqual([
      'routes/users/users.ts: decides a role itself (function requireAdmin)',
      'routes/users/users.ts: decides a role itself (isAdmin()',
      'routes/users/users.ts: decides a role itself (const requireLibrarian =)',
      'routes/users/users.ts: decides a role itself (isRegionAdmin ()',
      'routes/users/users.ts: decides a role itself (roles.includes()',
    ]);
    const authorizing =
      "import { requirePrincipal } from '../../auth/authenticate.ts';\nconst principal = authorize(request, 'list', userPolicy);\nconst me = requirePrincipal(request);";
    expect(roleDecisions(route, authorizing)).toEqual([]);
  });

  it('finds a route that declares its own shape in made-up files, and none in one that imports it', () => {
    const route = join(ROUTES, 'dealer_logos', 'dealerLogoWrites.ts');
    const declaring =
      'const logoFields = z.object({ hnr: z.string() });\nconst q = z .strictObject({});';
    expect(ownShapes(route, declaring)).toEqual([
      'routes/dealer_logos/dealerLogoWrites.ts: declares a shape (z.object()',
      'routes/dealer_logos/dealerLogoWrites.ts: declares a shape (z.strictObject()',
    ]);
    const importing =
      "import { dealerLogoUploadFields } from '@pms/contracts';\nconst fields = validate(dealerLogoUploadFields, raw);";
    expect(ownShapes(route, importing)).toEqual([]);
  });

  it('has routes that import no other route folder and no domain file that imports a route', () => {
    const problems = sources(SRC).flatMap(([file, source]) => crossingImports(file, source));
    expect(problems).toEqual([]);
  });

  it('has no route file that decides a role itself', () => {
    const problems = sources(ROUTES).flatMap(([file, source]) => roleDecisions(file, source));
    expect(problems).toEqual([]);
  });

  it('has no route file that declares a request or answer shape of its own', () => {
    const problems = sources(ROUTES).flatMap(([file, source]) => ownShapes(file, source));
    expect(problems).toEqual([]);
  });

  it('has no database call in a route file', () => {
    const problems = sources(ROUTES).flatMap(([file, source]) => databaseWork(file, source));
    expect(problems).toEqual([]);
  });
});
