// npm run backup / npm run restore: the built command (npm start and npm run build make it), so
// an installation without dev dependencies needs no TypeScript loader for its backups either.
import { existsSync } from 'node:fs';

const built = new URL('../dist/backup.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('The server is not built yet: run npm run build first, then try again.\n');
  process.exit(1);
}
await import(built.href);
