import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEAVY_FILTER_SVG,
  SLOW_FILTER_SVG,
  xliffNested,
  xliffWithUnits,
  xlsxWithRows,
} from './test/attackPayloads.ts';
import {
  printedPasswords,
  readyAddress,
  residentBytes,
  type ServerProcess,
  startServer,
} from './test/serverProcess.ts';
import { type TestEnvironment, testEnvironment } from './test/testApp.ts';

/**
 * Everyone else is answered within this while the attacks run (95 of 100 answers; on a
 * shared 2-core machine a garbage collection or the embedded database now and then adds
 * some), and no answer ever takes more than SLOWEST_ANSWER_MS.
 */
const ANSWER_WITHIN_MS = 100;
// The slowest single answer. Each attack alone holds the loop at most ~100 ms at a time
// (measured per group of attacks); when all start in the same second, their first slices can
// queue back to back on one event loop. On 2026-11-24 the slowest probe was 315 to 363 ms on
// a quiet machine, with this code and with the code before the print work (a371ea9) alike;
// it had been 77 to 90 ms on earlier machines. The bound still catches the multi-second
// stalls the limits removed (38 s before them); rendering and parsing off the event loop
// (worker threads, issue #18) is what will bring it down.
const SLOWEST_ANSWER_MS = 600;
/** How much the server's memory may grow over its warm, idle size while under attack. */
const RSS_GROWTH_LIMIT = 300 * 1024 * 1024;
const REQUEST_TIMEOUT_SECONDS = 3;

type Headers = Record<string, string>;

interface Outcome {
  name: string;
  status: number;
  message: string;
  /** How long the refusal took. */
  ms: number;
}

/** A multipart body with one file part and text fields, as a browser's FormData sends it. */
async function form(file: { name: string; bytes: Uint8Array | string }, fields: Headers = {}) {
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
function send(address: string, path: string, headers: Headers, body?: string | Uint8Array) {
  return new Promise<{ status: number; text: string }>((resolve) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const request = httpRequest(`${address}${path}`, {
      method: bytes === undefined ? 'GET' : 'POST',
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

function median(probes: Probe[]): number {
  const sorted = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One answer the prober waited for: what, when (since it started) and how long. */
interface Probe {
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

describe('a server under attack by logged-in users', () => {
  let environment: TestEnvironment;
  let server: ServerProcess;
  let address: string;
  const auth: Record<string, Headers> = {};
  let referenceCz = 0;

  const call = async (path: string, init: RequestInit & { headers?: Headers } = {}) => {
    const response = await fetch(`${address}${path}`, init);
    const text = await response.text();
    return { status: response.status, text };
  };

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: environment.dataDir,
      LOG_LEVEL: 'warn',
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    });
    address = await readyAddress(server);
    const passwords = printedPasswords(server.output.stdout);
    for (const username of ['admin', 'dealer.cz', 'regionadmin.cz']) {
      const login = await fetch(`${address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: passwords.get(username) }),
      });
      expect(login.status, username).toBe(200);
      const { token } = (await login.json()) as { token: string };
      auth[username] = { authorization: `Bearer ${token}` };
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
    referenceCz = copies.find((copy) => copy.master === `/api/sheets/${master?.id}`)?.id ?? 0;
    expect(referenceCz).toBeGreaterThan(0);
    // Warm, as a server that has been up a while: fonts, layouts and the lists are cached.
    for (let i = 0; i < 3; i++) {
      await call('/api/exports', {
        method: 'POST',
        headers: { ...auth['dealer.cz'], 'content-type': 'application/json' },
        body: JSON.stringify({ sheet: `/api/regional_sheets/${referenceCz}`, format: 'png' }),
      });
      await call('/api/sheets', { headers: auth['dealer.cz'] });
    }
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await environment?.cleanup();
  });

  it('keeps answering everyone else within 100 ms (95 %), with bounded memory, and refuses each attack', async () => {
    const dealer = auth['dealer.cz'] ?? {};
    const regionAdmin = auth['regionadmin.cz'] ?? {};
    const admin = auth.admin ?? {};
    const hugeExport = JSON.stringify({
      sheet: `/api/regional_sheets/${referenceCz}`,
      format: 'png',
      dealerValues: { Price: { text: 'x'.repeat(12_000_000) } },
    });
    const longExport = JSON.stringify({
      sheet: `/api/regional_sheets/${referenceCz}`,
      format: 'pdf',
      dealerValues: { Price: { text: 'x '.repeat(400_000) } },
    });
    const translations = `/api/regional_sheets/${referenceCz}/translations`;
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
      send(address, path, { ...headers, 'content-type': type }, body);
    const attacks: [string, () => Promise<{ status: number; text: string }>][] = [
      ...[1, 2, 3].map((n): [string, () => Promise<{ status: number; text: string }>] => [
        `dealer export with 12 million characters #${n}`,
        post('/api/exports', dealer, hugeExport, 'application/json'),
      ]),
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
      [
        'dry run with a 5 MB cell',
        post('/api/imports', admin, uploads.cell.body, uploads.cell.type),
      ],
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
      ['id beyond the column', () => send(address, '/api/sheets/2147483648', dealer)],
      ['NUL in a search', () => send(address, '/api/sheets?search=%00', dealer)],
    ];

    // Probed from a thread of its own: the test's own thread is busy sending the attacks, and
    // its delays must not count as the server's.
    const prober = await probeInThread(address, dealer);
    const pid = server.child.pid ?? 0;
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
        stall(address, '/auth/login', { 'content-type': 'application/json' }, 2_000_000_000),
        stall(address, '/auth/login', { 'content-type': 'application/json' }, 200),
      ]),
    ]);
    const { probes, failures } = await prober.stop();
    clearInterval(sampling);
    expect(failures).toEqual([]);

    const slowest = Math.max(...probes.map((probe) => probe.ms));
    console.info(
      `under attack: ${probes.length} probes, median ${median(probes).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (${[
        ...probes,
      ]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((probe) => `${probe.path} at ${probe.at} ms: ${probe.ms.toFixed(0)} ms`)
        .join(
          ', ',
        )}); RSS ${(idle / 2 ** 20).toFixed(0)} MB idle, ${(peak / 2 ** 20).toFixed(0)} MB peak`,
      outcomes.map((o) => `${o.status} in ${o.ms} ms, ${o.name}: ${o.message}`),
      stalled.map((stall) => `stalled ${stall.openMs} ms: ${stall.answer.split('\r\n')[0]}`),
    );
    for (const outcome of outcomes) {
      // Refused by its Content-Length, a body may still be on its way when the server answers
      // and closes: the client then sees the connection reset instead of the 413 (the 413's
      // wording is checked with the stalled login below).
      if (outcome.status === 0 && outcome.name.includes('12 million')) {
        expect(outcome.message).toMatch(/EPIPE|ECONNRESET/);
        continue;
      }
      expect(outcome.status, `${outcome.name}: ${outcome.message}`).toBeGreaterThanOrEqual(400);
      expect(outcome.status, `${outcome.name}: ${outcome.message}`).toBeLessThan(500);
      // A sentence for a person: not empty, not a stack trace, not a library's wording.
      expect(outcome.message, outcome.name).toMatch(/^\S[^\n]{10,400}[.)]$/);
    }
    // A body larger than any login is refused before it arrives...
    expect(stalled[0].answer).toMatch(/^HTTP\/1.1 413/);
    expect(stalled[0].answer).toContain('The request is too large: at most 1 MB.');
    // ...and one that stops arriving is cut off once REQUEST_TIMEOUT_SECONDS have passed.
    expect(stalled[1].openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 100);
    expect(stalled[1].openMs).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 2) * 1000);
    expect(probes.length).toBeGreaterThan(10);
    const sorted = probes.map((probe) => probe.ms).sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.POSITIVE_INFINITY;
    expect(p95).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
    expect(slowest).toBeLessThanOrEqual(SLOWEST_ANSWER_MS);
    expect(peak - idle).toBeLessThan(RSS_GROWTH_LIMIT);
    expect((await call('/healthz')).status).toBe(200);
  }, 120_000);
});
