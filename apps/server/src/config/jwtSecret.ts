import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The configured JWT_SECRET, else one generated once into DATA_DIR so tokens survive a
 * restart. Several server processes must share JWT_SECRET instead.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // No secret yet: generate one below.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
