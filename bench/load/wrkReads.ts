// Reads sent by wrk (Debian's package), a load generator written in C. The Node generator
// spends about as much CPU on a cached read as the server does (the cost phase prints both),
// and on two cores that CPU is taken from the server it measures; wrk spends a small part of it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KindResult } from '../support/traffic.ts';

/** wrk's report, one JSON line: latency in microseconds turned into milliseconds. */
const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/** Whether wrk is installed (apt-get install wrk). */
export function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** One GET path sent by `connections` users to one server, each sending again at once. */
export interface WrkLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
}

interface WrkReport {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Runs the loads of one kind at once (one wrk per server) for `seconds` and answers them as one
 * kind: requests and errors add up; p50 and p99 are those of the slower server, since wrk's
 * histograms cannot be merged here and the slower one is what a user may meet.
 */
export async function wrkKind(
  name: string,
  loads: WrkLoad[],
  seconds: number,
): Promise<KindResult> {
  const dir = await mkdtemp(join(tmpdir(), 'pms-bench-wrk-'));
  try {
    const script = join(dir, 'report.lua');
    await writeFile(script, REPORT);
    const reports = await Promise.all(loads.map((load) => runWrk(load, seconds, script)));
    const requests = reports.reduce((sum, r) => sum + r.requests, 0);
    const errors = reports.reduce((sum, r) => sum + r.errors, 0);
    return {
      name,
      users: loads.reduce((sum, load) => sum + load.connections, 0),
      requests,
      errors,
      perSecond: reports.reduce((sum, r) => sum + r.requests / r.seconds, 0),
      // A kind without users reports 0, as the Node generator's do.
      p50: Math.max(0, ...reports.map((r) => r.p50)),
      p99: Math.max(0, ...reports.map((r) => r.p99)),
      ...(errors > 0
        ? { firstError: 'wrk counted non-2xx answers, timeouts or socket errors' }
        : {}),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runWrk(load: WrkLoad, seconds: number, script: string): Promise<WrkReport> {
  const headers = Object.entries(load.headers).flatMap(([key, value]) => [
    '-H',
    `${key}: ${value}`,
  ]);
  const args = [
    '-t1',
    `-c${load.connections}`,
    `-d${seconds}s`,
    // A slow answer is latency, not an error: wrk gives up after 2 s unless told otherwise.
    '--timeout',
    '60s',
    '-s',
    script,
    ...headers,
    load.url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`wrk ${args.join(' ')} exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as WrkReport);
    });
  });
}
