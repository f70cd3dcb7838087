import type { Server } from 'node:net';
import { buildApp } from './app.ts';
import { listenForBackups } from './backup/backupSocket.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { DatabaseInUseError } from './db/directoryLock.ts';
import { formatAccountTable } from './seed/demoAccounts.ts';
import { warmUp } from './startup/warmUp.ts';

/** How long in-flight requests may take to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n\nSee "Configuration" in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, {
    onDemoSeeded: (accounts) =>
      process.stdout.write(formatAccountTable(accounts, config.adminPassword !== undefined)),
  });

  let stopping = false;
  let backups: Server | null = null;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // No new backup requests; one that has started finishes before the database closes.
      backups?.close();
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // Before the port opens: /healthz answers once the first users' thumbnails, render threads
  // and export writers are ready, so no load balancer sends them to a cold server. Not when
  // rendering runs in the request's thread (a start from source: development, tests), where
  // it would only delay each restart by the seconds of drawing every thumbnail there.
  await app.ready();
  if (app.renderer.threads > 0) {
    const warm = await warmUp(app);
    app.log.info(warm, 'warmed up for the first requests');
  }
  if (stopping) return;
  const address = await app.listen({ port: config.port, host: config.host });
  backups = await listenForBackups(config.dataDir, app.database, app.log);
  app.log.info(
    {
      database: app.database.kind,
      dataDir: config.dataDir,
      address,
      renderThreads: app.renderer.threads,
    },
    'Print- and Mediaservice is ready',
  );
  const port = new URL(address).port || String(config.port);
  process.stdout.write(
    `\nPrint- and Mediaservice: open http://localhost:${port} in your browser.\n\n`,
  );
}

main().catch((error: unknown) => {
  // Nothing to debug here, so no stack trace: the message says what to do.
  if (error instanceof DatabaseInUseError) {
    process.stderr.write(`The server could not start. ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
