// What one read costs in CPU: milliseconds of the server process and of PostgreSQL's backends
// per request, for the sheet list and one sheet. Unlike requests per second, CPU time per
// request barely moves when other work shares the machine, so it is the figure to compare
// across changes. The load generator (this process) is measured too: on a machine it shares
// with the server, it spends CPU the server cannot, so two ceilings are printed: the server's
// alone (cores / server and database CPU per request) and with the generator beside it.
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { startBenchServer } from '../support/benchServer.ts';
import { runTraffic, type Step, Target } from '../support/traffic.ts';
import { readCacheVariants } from './readCacheVariants.ts';
import { readItem, readList, saver } from './requests.ts';

const USERS = 20;

export async function readCost(seconds: number) {
  console.log(
    `\nCPU per read and per save, ${USERS} users for ${seconds} s each, one server process`,
  );
  for (const variant of readCacheVariants()) {
    console.log(`  ${variant.label}:`);
    await costOnce(seconds, variant.env);
  }
}

async function costOnce(seconds: number, env: Record<string, string>) {
  const server = await startBenchServer({ env });
  const target = new Target(server.address, USERS);
  try {
    // A save (each user saving their own copy of the reference sheet) is measured beside the
    // reads: it is what the mixed traffic spends most on besides exports.
    const kinds: [string, () => Promise<{ steps: Step[]; done?: () => Promise<unknown> }>][] = [
      ['list', async () => ({ steps: users(() => readList(target, server)) })],
      ['item', async () => ({ steps: users(() => readItem(target, server)) })],
      [
        'save',
        async () => {
          const savers = await Promise.all(users((n) => saver(target, server, n)));
          // Removed afterwards: the next run's list must not have 20 more sheets in it.
          const done = () => Promise.all(savers.map((user) => user.remove()));
          return { steps: savers.map((user) => user.step), done };
        },
      ],
    ];
    for (const [name, make] of kinds) {
      const { steps, done } = await make();
      await runTraffic([{ name, users: steps.slice(0, 1) }], 2); // warm-up
      const before = await cpuNow(server.pid);
      const generatorBefore = process.cpuUsage();
      const [result] = await runTraffic([{ name, users: steps }], seconds);
      const generator = process.cpuUsage(generatorBefore);
      const after = await cpuNow(server.pid);
      await done?.();
      if (!result) continue;
      const served = result.requests - result.errors;
      const serverMs = (after.server - before.server) / served;
      const databaseMs = (after.database - before.database) / served;
      const generatorMs = (generator.user + generator.system) / 1000 / served;
      const cores = cpus().length;
      const ceiling = (cores * 1000) / (serverMs + databaseMs);
      const shared = (cores * 1000) / (serverMs + databaseMs + generatorMs);
      console.log(
        `    ${name.padEnd(5)} ${result.perSecond.toFixed(0).padStart(5)} req/s   server ${serverMs.toFixed(2)} ms   database ${databaseMs.toFixed(2)} ms   load generator ${generatorMs.toFixed(2)} ms per request   (at most ~${ceiling.toFixed(0)} req/s on ${cores} cores, ~${shared.toFixed(0)} with the generator on them)   errors ${result.errors}`,
      );
    }
  } finally {
    await target.close();
    await server.stop();
  }
}

function users<T>(make: (n: number) => T): T[] {
  return Array.from({ length: USERS }, (_, n) => make(n));
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
