import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import {
  HEAVY_FILTER_SVG,
  SLOW_FILTER_SVG,
  xliffNested,
  xliffWithUnits,
  xlsxWithRows,
} from './attackPayloads.ts';
import {
  printedPasswords,
  readyAddress,
  residentBytes,
  type ServerProcess,
  startServer,
} from './serverProcess.ts';
import { type TestEnvironment, testEnvironment } from './testApp.ts';

/**
 * Logged-in users attacking a real server process with oversized, deeply nested and slow
 * inputs while a thread of its own probes how fast everyone else is answered: shared by
 * underAttack.test.ts, which checks the refusals, and `npm run bench:attack`, which prints the
 * probe times (timings do not belong in tests on shared machines).
 */

type Headers = Record<string, string>;

/** One attack's answer: its name, status, message and how long the refusal took. */
export interface Outcome {
  name: string;
  status: number;
  message: string;
  ms: number;
}

/** A multipart body with one file part and text fields, as a browser's FormData sends it. */
export async function form(
  file: { name: string; bytes: Uint8Array | string },
  fields: Headers = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  data.append('file', new Blob([new Uint8Array(bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

/**
 * Sends a request and reads the answer even when the server answers before the body is sent
 * and closes the connection (a 413 on Content-Length), which fetch reports as a failed write.
 */
export function send(
  address: string,
  path: string,
  headers: Headers,
  body?: string | Uint8Array,
  method = body === undefined ? 'GET' : 'POST',
) {
  return new Promise<{ status: number; text: string }>((resolve) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const request = httpRequest(`${address}${path}`, {
      method,
      headers: bytes === undefined ? headers : { ...headers, 'content-length': bytes.byteLength },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // Unanswered and cut off (a reset, a timeout): status 0 with what happened.
    request.on('error', (error) => {
      if (!answered)
        resolve({ status: 0, text: JSON.stringify({ 'hydra:description': error.message }) });
    });
    request.end(bytes);
  });
}

/** The probe time below which a share `q` of the probes were answered. */
export function quantile(probes: Probe[], q: number): number {
  const sorted = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

/** One answer the prober waited for: what, when (since it started) and how long. */
export interface Probe {
  path: string;
  at: number;
  ms: number;
}

const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { address, dealer } = workerData;
const probes = [];
const failures = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  // Warm: the first fetch of a thread sets up its HTTP client and connection.
  for (const [path, headers] of [['/healthz', {}], ['/api/sheets?itemsPerPage=30', dealer]]) {
    await (await fetch(address + path, { headers })).arrayBuffer();
  }
  parentPort.postMessage('ready');
  const t0 = performance.now();
  while (running) {
    for (const [path, headers] of [['/healthz', {}], ['/api/sheets?itemsPerPage=30', dealer]]) {
      const started = performance.now();
      try {
        const response = await fetch(address + path, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(path + ' answered ' + response.status);
      } catch (error) {
        failures.push(path + ': ' + error.message);
      }
      probes.push({ path, at: Math.round(started - t0), ms: performance.now() - started });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ probes, failures });
})();
`;

/**
 * Asks for /healthz and a dealer's sheet list, one after the other every 20 ms, from a worker
 * thread, until stopped; answers every probe's time and any failure. Resolves once the
 * thread is warm and probing.
 */
async function probeInThread(address: string, dealer: Headers) {
  const worker = new Worker(PROBER, { eval: true, workerData: { address, dealer } });
  await new Promise((resolve) => worker.once('message', resolve));
  const done = new Promise<{ probes: Probe[]; failures: string[] }>((resolve) =>
    worker.once('message', resolve),
  );
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

/**
 * Sends headers that promise a body and then only a few bytes of it; resolves with how long
 * the server kept the connection open and what it answered, if anything.
 */
function stall(address: string, path: string, headers: Headers, declared: number) {
  const url = new URL(address);
  return new Promise<{ openMs: number; answer: string }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(Number(url.port), url.hostname, () => {
      const lines = Object.entries({ ...headers, host: url.host, 'content-length': declared })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`POST ${path} HTTP/1.1\r\n${lines}\r\n\r\n{"a`);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ openMs: Date.now() - started, answer }));
  });
}

/** A server process with the demo, three logged-in users and the Czech copy of the reference sheet. */
export interface AttackedServer {
  environment: TestEnvironment;
  server: ServerProcess;
  address: string;
  auth: Record<string, Headers>;
  referenceCz: number;
  call(
    path: string,
    init?: RequestInit & { headers?: Headers },
  ): Promise<{ status: number; text: string }>;
  stop(): Promise<void>;
}

/**
 * Starts the server on a fresh database (embedded, or one on TEST_DATABASE_URL's server), logs
 * in and warms it as a server up a while; `env` adds settings (the bench's event-loop probe).
 */
export async function startAttackedServer(
  requestTimeoutSeconds: number,
  env: Record<string, string> = {},
  database: 'pglite' | 'postgres' = 'pglite',
): Promise<AttackedServer> {
  const environment = await testEnvironment(database);
  const server = startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: environment.dataDir,
    ...(environment.databaseUrl && { DATABASE_URL: environment.databaseUrl }),
    LOG_LEVEL: 'warn',
    REQUEST_TIMEOUT_SECONDS: String(requestTimeoutSeconds),
    ...env,
  });
  const stop = async () => {
    server.child.kill('SIGKILL');
    await environment.cleanup();
  };
  try {
    const address = await readyAddress(server);
    const call = async (path: string, init: RequestInit & { headers?: Headers } = {}) => {
      const response = await fetch(`${address}${path}`, init);
      return { status: response.status, text: await response.text() };
    };
    const passwords = printedPasswords(server.output.stdout);
    const auth: Record<string, Headers> = {};
    for (const username of ['admin', 'dealer.cz', 'regionadmin.cz']) {
      const login = await call('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: passwords.get(username) }),
      });
      if (login.status !== 200) throw new Error(`${username} could not log in: ${login.status}`);
      auth[username] = { authorization: `Bearer ${JSON.parse(login.text).token}` };
    }
    const list = async (path: string) =>
      JSON.parse((await call(path, { headers: auth.admin })).text)['hydra:member'] as {
        id: number;
        name: string;
        master?: string;
      }[];
    const master = (await list('/api/sheets?itemsPerPage=100')).find(
      (sheet) => sheet.name === 'Reference offer sheet',
    );
    const copies = await list('/api/regional_sheets?region=cz&itemsPerPage=100');
    const referenceCz = copies.find((copy) => copy.master === `/api/sheets/${master?.id}`)?.id ?? 0;
    if (!referenceCz) throw new Error('The demo has no Czech copy of the reference sheet');
    // Warm, as a server that has been up a while: fonts, layouts and the lists are cached.
    for (let i = 0; i < 3; i++) {
      await call('/api/exports', {
        method: 'POST',
        headers: { ...auth['dealer.cz'], 'content-type': 'application/json' },
        body: JSON.stringify({ sheet: `/api/regional_sheets/${referenceCz}`, format: 'png' }),
      });
      await call('/api/sheets', { headers: auth['dealer.cz'] });
    }
    return { environment, server, address, auth, referenceCz, call, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the attacks got, what the prober saw meanwhile, and the server's memory. */
export interface AttackResult {
  outcomes: Outcome[];
  /** The two logins that declare a body and stop sending it. */
  stalled: { openMs: number; answer: string }[];
  probes: Probe[];
  failures: string[];
  idle: number;
  peak: number;
}

/** A request of the scenario: its name, and how to send it and read the answer. */
export type AttackCase = [name: string, send: () => Promise<{ status: number; text: string }>];

/** The attacks the limits answer: each is refused with a 4xx and a sentence. */
export async function attackCases(target: AttackedServer): Promise<AttackCase[]> {
  const dealer = target.auth['dealer.cz'] ?? {};
  const regionAdmin = target.auth['regionadmin.cz'] ?? {};
  const admin = target.auth.admin ?? {};
  const hugeExport = JSON.stringify({
    sheet: `/api/regional_sheets/${target.referenceCz}`,
    format: 'png',
    dealerValues: { Price: { text: 'x'.repeat(12_000_000) } },
  });
  const longExport = JSON.stringify({
    sheet: `/api/regional_sheets/${target.referenceCz}`,
    format: 'pdf',
    dealerValues: { Price: { text: 'x '.repeat(400_000) } },
  });
  const translations = `/api/regional_sheets/${target.referenceCz}/translations`;
  const uploads = {
    units: await form({ name: 'units.xlf', bytes: xliffWithUnits(100_000) }),
    nested: await form({ name: 'nested.xlf', bytes: xliffNested(100_000) }),
    rows: await form({ name: 'rows.xlsx', bytes: xlsxWithRows(1_000_000) }),
    importRows: await form(
      { name: 'rows.xlsx', bytes: xlsxWithRows(1_000_000) },
      { name: 'Imported', template: '1', category: '1' },
    ),
    cell: await form(
      { name: 'cell.csv', bytes: `Price\n${'x'.repeat(5_000_000)}\n` },
      { name: 'test', template: '1', category: '1' },
    ),
    svg: await form({ name: 'filter.svg', bytes: HEAVY_FILTER_SVG }),
    slowSvg: await form({ name: 'turbulence.svg', bytes: SLOW_FILTER_SVG }),
  };
  const post = (path: string, headers: Headers, body: string | Uint8Array, type: string) => () =>
    send(target.address, path, { ...headers, 'content-type': type }, body);
  return [
    ...[1, 2, 3].map(
      (n): AttackCase => [
        `dealer export with 12 million characters #${n}`,
        post('/api/exports', dealer, hugeExport, 'application/json'),
      ],
    ),
    [
      'dealer export with 800,000 characters',
      post('/api/exports', dealer, longExport, 'application/json'),
    ],
    [
      'XLIFF of 100,000 units',
      post(translations, regionAdmin, uploads.units.body, uploads.units.type),
    ],
    [
      'XLIFF nested 100,000 deep',
      post(translations, regionAdmin, uploads.nested.body, uploads.nested.type),
    ],
    [
      'XLSX of 1 million rows',
      post(translations, regionAdmin, uploads.rows.body, uploads.rows.type),
    ],
    [
      'import of 1 million rows',
      post('/api/imports', admin, uploads.importRows.body, uploads.importRows.type),
    ],
    ['dry run with a 5 MB cell', post('/api/imports', admin, uploads.cell.body, uploads.cell.type)],
    [
      'SVG with a slow filter',
      post('/api/media_objects', regionAdmin, uploads.slowSvg.body, uploads.slowSvg.type),
    ],
    [
      'SVG with a heavy filter',
      post('/api/media_objects', regionAdmin, uploads.svg.body, uploads.svg.type),
    ],
    [
      'JSON nested 400,000 deep',
      post(
        '/api/exports',
        dealer,
        `{"sheet":${'['.repeat(400_000)}${']'.repeat(400_000)}}`,
        'application/json',
      ),
    ],
    ['id beyond the column', () => send(target.address, '/api/sheets/2147483648', dealer)],
    ['NUL in a search', () => send(target.address, '/api/sheets?search=%00', dealer)],
  ];
}

/** Sends every attack at once, with two stalled logins, while a thread probes everyone else. */
export async function runAttacks(target: AttackedServer): Promise<AttackResult> {
  const dealer = target.auth['dealer.cz'] ?? {};
  const attacks = await attackCases(target);

  // Probed from a thread of its own: the test's own thread is busy sending the attacks, and
  // its delays must not count as the server's.
  const prober = await probeInThread(target.address, dealer);
  const pid = target.server.child.pid ?? 0;
  const idle = (await residentBytes(pid)) ?? 0;
  let peak = idle;
  const sampling = setInterval(async () => {
    peak = Math.max(peak, (await residentBytes(pid)) ?? 0);
  }, 25);

  const [outcomes, stalled] = await Promise.all([
    Promise.all(
      attacks.map(async ([name, attack]): Promise<Outcome> => {
        const started = performance.now();
        const { status, text } = await attack();
        const ms = Math.round(performance.now() - started);
        let message = '';
        try {
          message = JSON.parse(text)['hydra:description'] ?? '';
        } catch {}
        return { name, status, message, ms };
      }),
    ),
    Promise.all([
      stall(target.address, '/auth/login', { 'content-type': 'application/json' }, 2_000_000_000),
      stall(target.address, '/auth/login', { 'content-type': 'application/json' }, 200),
    ]),
  ]);
  const { probes, failures } = await prober.stop();
  clearInterval(sampling);
  return { outcomes, stalled, probes, failures, idle, peak };
}

/** One line on the probes and memory, and the slowest three probes. */
export function describeProbes({ probes, idle, peak }: AttackResult): string {
  const slowest = [...probes].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return `${probes.length} probes, median ${quantile(probes, 0.5).toFixed(1)} ms, p95 ${quantile(probes, 0.95).toFixed(1)} ms, slowest ${(slowest[0]?.ms ?? 0).toFixed(1)} ms (${slowest
    .map((probe) => `${probe.path} at ${probe.at} ms: ${probe.ms.toFixed(0)} ms`)
    .join(
      ', ',
    )}); RSS ${(idle / 2 ** 20).toFixed(0)} MB idle, ${(peak / 2 ** 20).toFixed(0)} MB peak`;
}
