import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Files the server reads at run time (migrations, the ICC profile, the SVG drawing process,
// the built web app) are found from the server package's folder, not from this module's own
// place: bundled for production, every module shares the URL of dist/server.js.

function packageFolder(from: string): string {
  let folder = dirname(from);
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

/** apps/server, whether the server runs from src/ (TypeScript) or from dist/ (bundled). */
export const serverRoot = packageFolder(fileURLToPath(import.meta.url));

/** The repository root, so that defaults work whichever directory the server starts from. */
export const repoRoot = join(serverRoot, '..', '..');

/** A file of the server package, given by its path inside apps/server. */
export function serverFile(...segments: string[]): string {
  return join(serverRoot, ...segments);
}
