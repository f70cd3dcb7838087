// npm run bench:portal — the overview at scale: 5,000 master sheets with variants and 20,000
// regional copies, logged in as the admin in headless Chromium. Prints how long until the
// overview is usable and how long a search keystroke takes to update the results. Needs a
// built web app (npm run build) and /usr/bin/chromium. Prints figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { regionalSheets, sheets } from '../apps/server/src/db/schema/index.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { freePort, repoRoot } from '../e2e/support/startApp.ts';

const MASTERS = Number(process.env.BENCH_MASTERS ?? 5000);
const COPIES_PER_MASTER = 4;
const REGIONS = ['cz', 'pl', 'at', 'hu', 'sk', 'ro', 'bg', 'hr', 'si', 'gr'];
const PASSWORD = 'bench-admin-password';
const SIZES = ['16 inch', '17 inch', '18 inch', '19 inch', '20 inch'];

function sheetData(index: number) {
  return {
    schemaVersion: 1,
    ci: index % 3 === 0 ? 'mini' : 'bmw',
    sticky: index % 500 === 0,
    elements: [
      {
        id: 1,
        type: 'p',
        variants: [],
        config: {
          name: 'Headline',
          dealerEditable: false,
          text: `<p><strong>Offer ${index}</strong></p>`,
          style: { position: 'absolute', left: 40, top: 40, width: 400, height: 60 },
        },
      },
    ],
    variant_groups: [{ id: 1, name: 'Tyre size' }],
    variants: SIZES.map((name, id) => ({
      id: id + 1,
      name,
      details: `${205 + 10 * id}/${55 - 5 * id} R${16 + id} ${index}`,
      group: 1,
    })),
    additional_pages: [],
    connected_groups: [],
  };
}

async function seed(dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: PASSWORD,
    WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
  });
  const app = await buildApp(config);
  const start = performance.now();
  await app.db.transaction(async (tx) => {
    for (let first = 0; first < MASTERS; first += 500) {
      const rows = Array.from({ length: Math.min(500, MASTERS - first) }, (_, offset) => {
        const index = first + offset;
        return {
          name: `Offer sheet ${index}`,
          details: `Complete wheels, series ${index % 40}`,
          status: index % 5 === 0 ? ('locked' as const) : ('unlocked' as const),
          categoryId: 2 + (index % 14),
          data: sheetData(index),
        };
      });
      const inserted = await tx.insert(sheets).values(rows).returning({ id: sheets.id });
      await tx.insert(regionalSheets).values(
        inserted.flatMap(({ id }, offset) =>
          Array.from({ length: COPIES_PER_MASTER }, (_, copy) => ({
            masterId: id,
            region: REGIONS[(first + offset + copy) % REGIONS.length] ?? 'cz',
            name: `Offer sheet ${first + offset}`,
            status: copy % 2 === 0 ? ('unlocked' as const) : ('locked' as const),
            data: sheetData(first + offset),
          })),
        ),
      );
    }
  });
  console.log(
    `seeded ${MASTERS} masters and ${MASTERS * COPIES_PER_MASTER} copies in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  await app.close();
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the server did not start');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = await mkdtemp(join(tmpdir(), 'pms-bench-portal-'));
const port = await freePort();
await seed(dataDir);
const server = await startServer(dataDir, port);
const browser = await launchBrowser();
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 } })
  ).newPage();
  await page.goto(`http://localhost:${port}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  const started = performance.now();
  await page.getByRole('button', { name: 'Login' }).click();
  // Usable: every sheet loaded and counted in the list (SPEC loads them all for the search).
  await page.getByText(`Sheets found: ${MASTERS + 13}`).waitFor({ timeout: 120_000 });
  const usable = performance.now() - started;
  console.log(
    `overview usable ${usable.toFixed(0)} ms after clicking Login (${MASTERS + 13} sheets)`,
  );

  // A keystroke: from the input event to the next frame after React rendered the results.
  const search = page.getByLabel('Search by name, details or variant');
  await search.click();
  const timings: number[] = [];
  for (const text of ['1', '19', '19 ', '19 i', '19 in', '19 inc', '19 inch', 'o', 'of', 'off']) {
    const ms = await page.evaluate(
      (value) =>
        new Promise<number>((resolve) => {
          const input = document.activeElement as HTMLInputElement;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          const start = performance.now();
          setter?.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        }),
      text,
    );
    timings.push(ms);
  }
  console.log(
    `search keystroke to updated results: median ${median(timings).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
