import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JOURNEY_ADMIN_PASSWORD, repoRoot, seededTemplate, startApp } from './startApp.ts';

/**
 * Builds the server and the web app once before the journeys, which then start the built
 * server (`npm run start:server`): the journeys always test the code as it is, without paying
 * a build for each of them. Then seeds the demo once with a first start, for the journeys to
 * start from copies of; the newcomer's journey (`npm start`) still seeds its own.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  await refuseDevelopmentReact();
  const run = randomUUID();
  const template = seededTemplate(run);
  const app = await startApp({ ADMIN_PASSWORD: JOURNEY_ADMIN_PASSWORD });
  const output = app.output();
  await app.stop({ keepDataDir: true });
  await rename(app.dataDir, template.dir);
  await writeFile(template.output, output);
  // Set last: only a complete template is used.
  process.env.PMS_E2E_RUN = run;
  return async () => {
    await rm(template.dir, { recursive: true, force: true });
    await rm(template.output, { force: true });
  };
}

/**
 * The journeys test what users get: React's production build. Vitest runs with NODE_ENV=test,
 * and a build that inherited it shipped React's development build (twice the render work, every
 * effect run twice under StrictMode) until the web app's build script set NODE_ENV itself.
 */
async function refuseDevelopmentReact() {
  const assets = join(repoRoot, 'apps/web/dist/assets');
  for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js'))) {
    if ((await readFile(join(assets, name), 'utf8')).includes('Download the React DevTools')) {
      throw new Error(`apps/web/dist/assets/${name} holds React's development build`);
    }
  }
}
