// `npm run backup [directory]` and `npm run restore <backup> [--force]`, with the server's
// own configuration (DATA_DIR, DATABASE_URL, MEDIA_DIR, S3_*) from the environment.

import { resolve } from 'node:path';
import { loadConfig } from '../config/config.ts';
import { takeBackup } from './backup.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

const USAGE = `Usage:
  npm run backup [directory]          writes a backup into directory (default: BACKUP_DIR or ./backups)
  npm run restore <backup> [--force]  restores a backup into an empty DATA_DIR or database
`;

/** A path as the person typed it: npm runs scripts in the root, INIT_CWD is where they were. */
const typed = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const parent = rest[0] ?? process.env.BACKUP_DIR ?? 'backups';
    const { dir, manifest } = await takeBackup(config, typed(parent));
    process.stdout.write(`Backup written to ${dir} (${manifest.mediaFiles} media files).\n`);
    return;
  }
  if (command === 'restore') {
    const force = rest.includes('--force');
    const backup = rest.find((arg) => arg !== '--force');
    if (!backup) throw new RestoreRefused(`Name the backup directory to restore.\n\n${USAGE}`);
    const { manifest, mediaFiles } = await restoreBackup(config, typed(backup), force);
    process.stdout.write(
      `Restored the backup of ${manifest.created} (${mediaFiles} media files). Start the server.\n`,
    );
    return;
  }
  process.stderr.write(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Every failure is worded for the administrator (pg_dump's own output included); the stack
  // helps only a developer.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${process.env.DEBUG ? String((error as Error)?.stack) : message}\n`);
  process.exitCode = 1;
});
