import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../db/client.ts';
import type { DemoApp } from '../test/demoApp.ts';

/**
 * Generated bad input for every operation of the OpenAPI document, sent as each kind of user:
 * malformed path parameters, query parameters, content types and bodies. What must hold for
 * every answer: no 5xx, every 4xx a Hydra error whose description is a sentence for a person,
 * and nothing written by a refused request. The CI test and `npm run fuzz` both run it.
 */

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{id}`-style parameters. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Top-level fields of the JSON body, when the operation takes one. */
  bodyFields: string[] | null;
}

export const ROLES = ['anonymous', 'admin', 'regionadmin.cz', 'dealer.cz', 'dealer.pl'] as const;
export type Role = (typeof ROLES)[number];

export interface BadRequest {
  operation: Operation;
  role: Role;
  url: string;
  contentType: string | undefined;
  /** Text or bytes as sent; undefined sends no body. */
  payload: string | undefined;
}

export interface Outcome {
  status: number;
  message: string | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

/** Every operation the server documents, read from its own OpenAPI document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      const schema = content ? Object.values(content)[0]?.schema : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: content ? Object.keys(schema?.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

// Phrases of the validation library and of Fastify's own errors; none may reach a person.
const RAW_PHRASES =
  /invalid input|\bexpected\b|\breceived\b|too big|too small|unrecognized|FST_|ZodError|\bundefined\b|\[object /i;

/**
 * Why a 4xx message is not a sentence for a person, or null when it is one: it starts with a
 * capital letter or a field name (a letter, or a quoted name), ends with a full stop, and has
 * none of the library's phrasing.
 */
export function notAPersonsSentence(message: string | undefined): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (!/^(["'[_$]|\p{L})/u.test(message)) return 'does not start with a word or a field name';
  if (!/[.!?]$/.test(message.trim())) return 'does not end with a full stop';
  // What the request sent comes back quoted; only the message's own words are checked.
  const own = message.replace(/'[^']*'|"[^"]*"/g, "''");
  const raw = RAW_PHRASES.exec(own);
  if (raw) return `has the library's phrasing "${raw[0]}"`;
  return null;
}

/** Why an error's body is not a Hydra error, or null when it is one. */
export function notAHydraError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'a body that is not a JSON object';
  const fields = body as Record<string, unknown>;
  if (fields['@type'] !== 'hydra:Error') return 'a body without @type hydra:Error';
  if (typeof fields['hydra:title'] !== 'string') return 'a Hydra error without hydra:title';
  if (typeof fields['hydra:description'] !== 'string') {
    return 'a Hydra error without hydra:description';
  }
  return null;
}

// --- Generators -------------------------------------------------------------------------

/** Percent-encoded, also for lone surrogates (which encodeURIComponent refuses). */
function encoded(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

const EXISTING_IDS = ['1', '2', '3', '4', '5'];

/** Values of path segments: valid ids now and then, mostly malformed ones. */
const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EXISTING_IDS) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '01',
      '1.5',
      '1e3',
      '+1',
      ' 1',
      '0x10',
      '2147483648',
      '9007199254740993',
      '99999999999999999999999999',
      'NaN',
      'null',
      'undefined',
      'true',
      '%00',
      '%01%1f',
      '%ZZ',
      '%F0%9F',
      '%E2%80%AE',
      '%ED%A0%80',
      '%2e%2e',
      '..',
      '%2Fapi%2Fsheets%2F1',
      encodeURIComponent('/api/categories/1'),
      encodeURIComponent('http://evil.example/api/sheets/1'),
      '%3Cscript%3E',
      'a'.repeat(3000),
      '__proto__',
      'constructor',
      'Error',
      'Sheet',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encoded) },
);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b\u007f',
  '\r\n\t',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '💥👍🏽',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../etc/passwd',
  '/api/sheets/1',
  '/api/sheets/999999999',
  '/api/sheets/0',
  '/api/sheets/abc',
  '/api/categories/1',
  '/api/categories/999999',
  '/api/regional_sheets/1',
  '/api/users/1',
  '/api/media_objects/1',
  'http://evil.example/api/sheets/1',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '1',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '{"a":1}',
  '[1,2]',
  'admin',
  'ROLE_ADMIN',
  'REGION_CZ',
  'cz',
  'locked',
  'pdf',
  'png',
  'xlsx',
  'xliff',
  '__proto__',
  '%s%s%s%n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally.
  '${7*7}',
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(201), 'é'.repeat(5000), 'y'.repeat(300_000)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, 2, 3, -1, 1.5, 0.1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested `depth` times: JSON deeper than the limit, and deep but allowed. */
const deeplyNested = fc
  .tuple(fc.constantFrom(10, 63, 65, 300), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

const { hostileValue } = fc.letrec<{ hostileValue: unknown }>((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.array(tie('hostileValue'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(hostileString, fc.string()), tie('hostileValue'), {
        maxKeys: 4,
      }),
    },
    { weight: 1, arbitrary: fc.array(fc.constant(0), { minLength: 10_000, maxLength: 10_000 }) },
  ),
}));

/** Every path in a value, to replace one of them with something hostile. */
function pathsOf(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pathsOf(item, [...prefix, i], out);
  } else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaced(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

/** A real sheet's data with one place broken: the sheet data a save most nearly accepts. */
function brokenSheetData(sample: unknown) {
  const paths = pathsOf(sample);
  return fc
    .tuple(fc.nat(paths.length - 1), hostileValue, fc.boolean())
    .map(([index, value, asText]) => {
      const data = replaced(sample, paths[index] ?? [], value);
      return asText ? JSON.stringify(data) : data;
    });
}

/** A body with the operation's own fields (some broken), perhaps with a stranger among them. */
function bodyFor(operation: Operation, sheetData: unknown) {
  const fields = operation.bodyFields ?? [];
  const field = (name: string) =>
    name === 'data'
      ? fc.oneof(hostileValue, brokenSheetData(sheetData))
      : name === 'version'
        ? fc.oneof(fc.constantFrom(0, 1, 2, 3), hostileValue)
        : hostileValue;
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((name) => [name, field(name)])), {
        requiredKeys: [],
      }),
      fc.option(fc.tuple(fc.oneof(hostileString, fc.constant('unknownField')), hostileValue)),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: hostileValue.map((body) => JSON.stringify(body) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        "{'a':1}",
        '[1,]',
        '{"a":1}}',
        'null',
        '\u0000',
        '{"a":"\\u0000"}',
        '{"a":"\\ud800"}',
        '{"__proto__":{"admin":true}}',
        `${'['.repeat(100_000)}`,
        `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        `{"a":"${'z'.repeat(1_100_000)}"}`,
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--x--\r\n',
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Mostly the JSON a route takes, so bodies reach its validation; now and then anything. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/ld+json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/merge-patch+json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
      'application/octet-stream',
      '*/*',
      'garbage',
      ';;;',
      undefined,
    ),
  },
);

function queryFor(operation: Operation) {
  const names = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        ...(operation.queryParams.length > 0 ? operation.queryParams : ['page']),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'page',
        'itemsPerPage',
        'order[id]',
        'unknown',
        'a[b][c]',
        '__proto__',
        '',
      ),
    },
  );
  const value = fc.oneof(
    fc.constantFrom(
      '1',
      '0',
      '-1',
      '1.5',
      '100000',
      '9007199254740993',
      'asc',
      'desc',
      'x',
      '',
      '%00',
      '%ZZ',
    ),
    pathValue,
    hostileString.map(encoded),
  );
  return fc
    .array(fc.tuple(names, value), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([name, text]) => `${encodeURIComponent(name)}=${text}`).join('&')}`,
    );
}

/** One generated request for one operation. */
export function badRequestFor(operation: Operation, sheetData: unknown): fc.Arbitrary<BadRequest> {
  const takesBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      params: fc.tuple(...operation.pathParams.map(() => pathValue)),
      query: queryFor(operation),
      contentType,
      payload:
        takesBody || operation.bodyFields ? bodyFor(operation, sheetData) : fc.constant(undefined),
    })
    .map(({ role, params, query, contentType, payload }) => {
      let url = operation.path;
      operation.pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, params[i] ?? '');
      });
      return {
        operation,
        role,
        url: url + query,
        contentType: payload === undefined ? undefined : contentType,
        payload,
      };
    });
}

/**
 * A save that is right in all but its sheet data, sent by someone who may save: so that
 * broken data reaches the engine's own checks rather than stopping at the first wrong field.
 */
function sheetSaveFor(operation: Operation, sheetData: unknown): fc.Arbitrary<BadRequest> {
  return fc
    .record({
      role: fc.constantFrom<Role>('admin', 'admin', 'regionadmin.cz'),
      id: fc.constantFrom(...EXISTING_IDS),
      version: fc.constantFrom(0, 1, 2, 3),
      data: fc.oneof({ weight: 4, arbitrary: brokenSheetData(sheetData) }, hostileValue),
      contentType: fc.constantFrom('application/json', 'application/ld+json'),
    })
    .map(({ role, id, version, data, contentType }) => ({
      operation,
      role,
      url: operation.path.replace('{id}', id),
      contentType,
      payload: JSON.stringify({ name: 'Generated', data, version }),
    }));
}

const BOUNDARY = 'fuzzboundary';

/** Files an upload might carry: empty, disguised, scripted, truncated, or just text. */
const hostileFile = fc.oneof(
  fc.constantFrom(
    '',
    '\x89PNG\r\n\x1a\n',
    '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\xff\xff\0\0\xff\xff\x08\x06\0\0\0',
    '\xff\xd8\xff\xe0garbage',
    'GIF89a',
    '%PDF-1.7\n',
    'PK\x03\x04',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    '<xliff version="2.0"><file><unit id="x"><segment><source>a</source><target>b</target></segment></unit></file></xliff>',
  ),
  fc.string({ maxLength: 200 }),
);

/** A real multipart form with a generated file and fields, for the upload routes. */
function multipartFor(operation: Operation): fc.Arbitrary<BadRequest> {
  const field = fc.tuple(
    fc.constantFrom('name', 'tags', 'hnr', 'brand', 'version', 'overwriteTranslations', 'x'),
    hostileString,
  );
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      id: fc.constantFrom(...EXISTING_IDS, '0', 'abc'),
      fields: fc.array(field, { maxLength: 3 }),
      files: fc.array(
        fc.tuple(
          fc.constantFrom('file', 'file', 'other'),
          fc.constantFrom('a.png', 'a.svg', 'a.jpg', 'a.xlsx', 'a.xliff', '../../x.png', '', 'a'),
          fc.constantFrom('image/png', 'image/svg+xml', 'application/octet-stream', 'text/plain'),
          hostileFile,
        ),
        { maxLength: 2 },
      ),
    })
    .map(({ role, id, fields, files }) => {
      const parts = [
        ...fields.map(
          ([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
        ),
        ...files.map(
          ([name, filename, type, bytes]) =>
            `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${bytes}`,
        ),
      ];
      const payload = `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;
      return {
        operation,
        role,
        url: operation.path.replace('{id}', id),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload,
      };
    });
}

const UPLOADS =
  /^POST \/api\/(media_objects|dealer_logos|imports|regional_sheets\/\{id\}\/translations|font_families\/\{id\}\/faces)$/;

const SAVES = /^(PUT \/api\/(sheets|regional_sheets)\/\{id\}|POST \/api\/sheets)$/;

/** Any operation's generated request, each operation about as often, saves and uploads more. */
export function anyBadRequest(operations: Operation[], sheetData: unknown) {
  const saves = operations.filter((operation) =>
    SAVES.test(`${operation.method} ${operation.path}`),
  );
  const uploads = operations.filter((operation) =>
    UPLOADS.test(`${operation.method} ${operation.path}`),
  );
  return fc.oneof(
    ...operations.map((operation) => badRequestFor(operation, sheetData)),
    ...saves.map((operation) => ({ weight: 3, arbitrary: sheetSaveFor(operation, sheetData) })),
    ...uploads.map((operation) => ({ weight: 2, arbitrary: multipartFor(operation) })),
  );
}

// --- Running ----------------------------------------------------------------------------

/**
 * Watches the database for writes. Transaction ids advance only when something writes, so one
 * id between two looks means only the second look's own: cheap enough around every request.
 * Only when more went by is the digest of the tables compared.
 */
export class WriteWatch {
  private digest: string | null = null;
  private lastId = -1n;
  private idBefore = 0n;

  constructor(private readonly demo: DemoApp) {}

  private async currentId(): Promise<bigint> {
    const [row] = await queryRows<{ id: string }>(
      this.demo.app.db,
      sql`select txid_current()::text as id`,
    );
    return BigInt(row?.id ?? 0);
  }

  /** Row counts and newest row versions of every table but the login counters (refusals count). */
  private async tablesDigest(): Promise<string> {
    const tables = await queryRows<{ name: string }>(
      this.demo.app.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'rate_limit_counters' order by 1`,
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: string; newest: string | null }>(
        this.demo.app.db,
        sql.raw(
          `select count(*)::text as rows, max(xmin::text::bigint)::text as newest from "${name}"`,
        ),
      );
      parts.push(`${name}:${row?.rows}:${row?.newest}`);
    }
    return parts.join(' ');
  }

  /** Before a request: the digest is brought up to date if anything wrote since it was taken. */
  async before() {
    let id = await this.currentId();
    if (this.digest === null || id !== this.lastId + 1n) {
      this.digest = await this.tablesDigest();
      id = await this.currentId();
    }
    this.idBefore = id;
    this.lastId = id;
  }

  /** After a request: true when a refused one changed a table. */
  async refusedButWrote(refused: boolean): Promise<boolean> {
    const id = await this.currentId();
    this.lastId = id;
    if (id === this.idBefore + 1n) return false;
    if (!refused) {
      this.digest = null;
      return false;
    }
    const digest = await this.tablesDigest();
    const wrote = digest !== this.digest;
    this.digest = digest;
    this.lastId = await this.currentId();
    return wrote;
  }
}

export interface Tally {
  requests: number;
  byStatus: Map<number, number>;
}

/** What is sent, shortened for a failure report. */
export function describeRequest(request: BadRequest): string {
  const payload =
    request.payload === undefined
      ? 'no body'
      : request.payload.length > 300
        ? `${JSON.stringify(request.payload.slice(0, 300))}… (${request.payload.length} characters)`
        : JSON.stringify(request.payload);
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.role}: ${request.operation.method} ${url} [${request.contentType ?? 'no content type'}] ${payload}`;
}

/**
 * Sends one request and checks its answer; throws (for fast-check to report) when the answer
 * is a 5xx, a 4xx without a person's sentence, or a refusal that wrote something.
 */
export async function sendAndCheck(
  demo: DemoApp,
  watch: WriteWatch,
  request: BadRequest,
  tally: Tally,
): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (request.role !== 'anonymous') Object.assign(headers, await demo.login(request.role));
  if (request.contentType) headers['content-type'] = request.contentType;
  await watch.before();
  const response = await demo.app.inject({
    method: request.operation.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  tally.requests++;
  tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
  const status = response.statusCode;
  let message: string | undefined;
  let notHydra: string | null = null;
  if (status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    notHydra = notAHydraError(body);
    message = notHydra ? undefined : (body as { 'hydra:description': string })['hydra:description'];
  }
  if (status >= 500) throw new Error(`answered ${status} (${message})`);
  if (notHydra) throw new Error(`answered ${status} with ${notHydra}`);
  if (await watch.refusedButWrote(status >= 400)) {
    throw new Error(`answered ${status} but wrote to the database`);
  }
  if (status >= 400) {
    const why = notAPersonsSentence(message);
    if (why) throw new Error(`answered ${status} with ${JSON.stringify(message)}: ${why}`);
  }
  return { status, message };
}

export interface RunOptions {
  seed: number;
  numRuns: number;
  /** Progress lines; the CI test stays quiet. */
  log?: (line: string) => void;
  /**
   * Collects every kind of failure (by its message, with one request that shows it) instead
   * of stopping at the first: to see all there is to fix in one run.
   */
  survey?: Map<string, string>;
  /** Told of every answer, to look at the messages a run drew out. */
  onAnswer?: (outcome: Outcome, request: BadRequest) => void;
}

export interface RunResult extends Tally {
  seed: number;
  operations: number;
  ms: number;
}

/**
 * Starts the demo server in process (PGlite), reads its OpenAPI document and a real sheet's
 * data, and sends `numRuns` generated requests. fast-check's report names the seed and the
 * (shrunk) failing request when an answer breaks a rule.
 */
export async function runBadInput(demo: DemoApp, options: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const document = (await demo.app.inject({ url: '/api/docs.json' })).json() as OpenApiDocument;
  const operations = operationsOf(document);
  const admin = await demo.login('admin');
  const sheets = (
    await demo.app.inject({ url: '/api/sheets?itemsPerPage=1', headers: admin })
  ).json();
  const first = sheets['hydra:member']?.[0]?.['@id'];
  const sheet = first ? (await demo.app.inject({ url: first, headers: admin })).json() : {};
  // The API answers sheet data as JSON text; generated saves send it either way.
  const sheetData: unknown =
    typeof sheet.data === 'string' ? JSON.parse(sheet.data) : (sheet.data ?? { ci: 'bmw' });
  for (const role of ROLES) if (role !== 'anonymous') await demo.login(role);

  const watch = new WriteWatch(demo);
  const tally: Tally = { requests: 0, byStatus: new Map() };
  const requests = anyBadRequest(operations, sheetData).map((request) =>
    Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }),
  );
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      try {
        const outcome = await sendAndCheck(demo, watch, request, tally);
        options.onAnswer?.(outcome, request);
      } catch (error) {
        if (!options.survey) throw error;
        const kind = error instanceof Error ? error.message : String(error);
        if (!options.survey.has(kind)) options.survey.set(kind, describeRequest(request));
      }
      if (options.log && tally.requests % 1000 === 0) {
        options.log(`${tally.requests} requests, ${Math.round(performance.now() - started)} ms`);
      }
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: false },
  );
  return {
    ...tally,
    seed: options.seed,
    operations: operations.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Statuses and how often each came, in order: "400 × 1203, 401 × 310". */
export function statusTally(byStatus: Map<number, number>): string {
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
}
