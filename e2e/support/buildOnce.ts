import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './startApp.ts';

/**
 * Builds the server and the web app once before the journeys, which then start the built
 * server (`npm run start:server`): the journeys always test the code as it is, without paying
 * a build for each of them.
 */
export default async function setup(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
}
