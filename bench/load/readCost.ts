// What one read costs in CPU: milliseconds of the server process and of PostgreSQL's backends
// per request, for the sheet list and one sheet. Unlike requests per second, CPU time per
// request barely moves when other work shares the machine, so it is the figure to compare
// across changes; the ceiling it implies (cores / CPU per request) is printed beside it.
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { startBenchServer } from '../support/benchServer.ts';
import { runTraffic, Target } from '../support/traffic.ts';
import { readItem, readList } from './requests.ts';

const USERS = 20;

/** Answered again from the read cache, and computed every time as without it. */
const VARIANTS: { label: string; env: Record<string, string> }[] = [
  { label: 'with the read cache (default)', env: {} },
  { label: 'without the read cache (READ_CACHE_SECONDS=0)', env: { READ_CACHE_SECONDS: '0' } },
];

export async function readCost(seconds: number) {
  console.log(`\nCPU per read, ${USERS} users for ${seconds} s each, one server process`);
  for (const variant of VARIANTS) {
    console.log(`  ${variant.label}:`);
    await costOnce(seconds, variant.env);
  }
}

async function costOnce(seconds: number, env: Record<string, string>) {
  const server = await startBenchServer({ env });
  const target = new Target(server.address, USERS);
  try {
    for (const [name, make] of [
      ['list', readList],
      ['item', readItem],
    ] as const) {
      await runTraffic([{ name, users: [make(target, server)] }], 2); // warm-up
      const before = await cpuNow(server.pid);
      const [result] = await runTraffic(
        [{ name, users: Array.from({ length: USERS }, () => make(target, server)) }],
        seconds,
      );
      const after = await cpuNow(server.pid);
      if (!result) continue;
      const served = result.requests - result.errors;
      const serverMs = (after.server - before.server) / served;
      const databaseMs = (after.database - before.database) / served;
      const ceiling = (cpus().length * 1000) / (serverMs + databaseMs);
      console.log(
        `    ${name.padEnd(5)} ${result.perSecond.toFixed(0).padStart(5)} req/s   server ${serverMs.toFixed(2)} ms   database ${databaseMs.toFixed(2)} ms per request   (at most ~${ceiling.toFixed(0)} req/s on ${cpus().length} cores)   errors ${result.errors}`,
      );
    }
  } finally {
    await target.close();
    await server.stop();
  }
}

/** CPU milliseconds used so far by the server process and by every postgres process. */
async function cpuNow(serverPid: number): Promise<{ server: number; database: number }> {
  let database = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat.includes('(postgres)')) database += cpuMs(stat);
  }
  const server = cpuMs(await readFile(`/proc/${serverPid}/stat`, 'utf8'));
  return { server, database };
}

/** utime + stime of a /proc/<pid>/stat line, in milliseconds (clock ticks are 100 per second). */
function cpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
