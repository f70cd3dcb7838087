import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { type RunningApp, repoRoot } from './startApp.ts';
import { stopServerGroup } from './stopServer.ts';

/**
 * A server that can be stopped and started again on the same port and data directory, as an
 * outage looks to a browser that stays open: requests fail while it is down, and the same
 * sessions and data are there when it is back (the JWT secret lives in the data directory).
 * startApp picks a port of its own, so the start again is made here.
 */
export interface RestartableServer {
  readonly url: string;
  /** Stops the server, keeping its data directory. */
  down(): Promise<void>;
  /** Starts it again where it was; answers when its health check passes. */
  up(): Promise<void>;
  /** Stops whichever start runs and removes the data directory. */
  stop(): Promise<void>;
}

export function restartable(app: RunningApp, env: Record<string, string>): RestartableServer {
  let first: RunningApp | null = app;
  let again: { child: ChildProcess; output: () => string } | null = null;
  const { dataDir, url } = app;
  const port = new URL(url).port;
  return {
    url,
    async down() {
      await first?.stop({ keepDataDir: true });
      first = null;
      if (again) await stopServerGroup(again.child, again.output);
      again = null;
    },
    async up() {
      if (first || again) return;
      let output = '';
      const child = spawn('npm', ['run', 'start:server'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: port },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      again = { child, output: () => output };
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited on restart:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`the server did not restart in time:\n${output}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      await first?.stop();
      first = null;
      if (again) await stopServerGroup(again.child, again.output);
      again = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
