// npm run bench:load — how the server holds up, on the bundle production runs (npm start):
//   memory: RSS idle, during and after a burst of exports;
//   reads:  reading one sheet alone and while 8 users export PNGs, with rendering in the
//           worker-thread pool and in the request thread;
//   cost:   CPU milliseconds per list and item read, in the server and in PostgreSQL;
//   mixed:  list, item, save, PDF and PNG exports from 100 users against two processes on one
//           PostgreSQL (needs DATABASE_URL).
// Prints figures; asserts nothing. DATABASE_URL runs everything on PostgreSQL (an empty database:
// the demo is seeded into it). BENCH_SECONDS (default 60) is the length of the burst and of the
// mixed traffic; BENCH_PHASES picks phases (default memory,reads,cost,mixed).
import { memoryAfterBurst } from './load/memoryAfterBurst.ts';
import { mixedTraffic } from './load/mixedTraffic.ts';
import { readCost } from './load/readCost.ts';
import { readsDuringExports } from './load/readsDuringExports.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const phases = new Set((process.env.BENCH_PHASES ?? 'memory,reads,cost,mixed').split(','));

console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
// Memory first: on PostgreSQL its first start is the one that seeds the empty database.
if (phases.has('memory')) await memoryAfterBurst(SECONDS);
if (phases.has('reads')) await readsDuringExports();
if (phases.has('cost')) await readCost(Math.min(SECONDS, 20));
if (phases.has('mixed')) await mixedTraffic(SECONDS);
