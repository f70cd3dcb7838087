// npm run build -w @pms/server: the server as plain JavaScript, so production starts without a
// TypeScript loader (less memory, no compiler process beside the server, render threads that
// need nothing loaded first). Our own code, the sheet engine included, goes into one file per
// entry; packages from node_modules stay where they are and are imported as usual.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every bare import stays external except the workspace's own packages (TypeScript source). */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pms/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(`${serverRoot}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  // The render worker is its own entry: the pool starts it by file in each worker thread.
  // So is the database thread (DATABASE_THREAD). The backup command is one too, so that
  // backups need no TypeScript loader in production.
  entryPoints: {
    server: 'src/server.ts',
    renderWorker: 'src/render/renderWorker.ts',
    pgliteWorker: 'src/db/pgliteWorker.ts',
    backup: 'src/backup/backupCommand.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
});
