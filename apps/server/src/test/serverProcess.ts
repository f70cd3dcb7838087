import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process started from the boot file, as `npm start` does. */
export interface ServerProcess {
  child: ChildProcess;
  /** What it printed so far. */
  output: { stdout: string; stderr: string };
}

/** How the server is started: the TypeScript source, or the bundle `npm start` runs. */
export type ServerBuild = 'source' | 'compiled';

const ENTRY: Record<ServerBuild, string[]> = {
  source: ['--import', 'tsx', 'src/server.ts'],
  // As the start script runs it; `npm run build -w @pms/server` must have made dist/ first.
  compiled: ['--single-threaded-gc', '--enable-source-maps', 'dist/server.js'],
};

/**
 * What the server's start script sets unless told otherwise (apps/server/package.json): glibc
 * returns blocks of 128 KiB and more to the system at once, instead of keeping them after an
 * export burst (its moving threshold otherwise rises to 32 MB after the first large free).
 */
const START_MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/** Starts the boot file with exactly these settings (and PATH), collecting what it prints. */
export function startServer(
  env: Record<string, string>,
  build: ServerBuild = 'source',
): ServerProcess {
  const child = spawn(process.execPath, ENTRY[build], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', ...(build === 'compiled' ? START_MALLOC : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  return { child, output };
}

/** Waits until `predicate` holds, failing if the process exits or time runs out. */
export async function waitFor(predicate: () => boolean, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not get ready in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const OPEN_LINE = /open http:\/\/localhost:(\d+) in your browser/;

/**
 * The loopback address of a started server (HOST 127.0.0.1), once it has printed the line a
 * person opens; that line is printed whatever LOG_LEVEL says.
 */
export async function readyAddress(server: ServerProcess): Promise<string> {
  try {
    await waitFor(() => OPEN_LINE.test(server.output.stdout), server.child);
  } catch (error) {
    const printed = `${server.output.stdout}\n${server.output.stderr}`.slice(-2000);
    throw new Error(`${error instanceof Error ? error.message : error}; it printed:\n${printed}`);
  }
  return `http://127.0.0.1:${OPEN_LINE.exec(server.output.stdout)?.[1]}`;
}

/** The passwords of the demo accounts from the table a first start prints. */
export function printedPasswords(stdout: string): Map<string, string> {
  const passwords = new Map<string, string>();
  for (const match of stdout.matchAll(/^(\S+)\s{2,}(\S+)\s{2,}/gm)) {
    const [, username, password] = match;
    if (username && password && username !== 'username') passwords.set(username, password);
  }
  return passwords;
}

/** The resident memory of a process in bytes (Linux), or null when it has gone. */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
