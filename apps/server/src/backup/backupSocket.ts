import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * The embedded database belongs to the one process that holds its directory lock, so a backup
 * while the server runs has to be taken by that process: `npm run backup` asks it over a Unix
 * socket in the data directory. The socket is chosen over an HTTP endpoint because it needs no
 * account or password on the command line and cannot be reached from the network: whoever may
 * use it could already read the data directory. Over a signal because it carries where to
 * write and answers when the file is complete, or why it is not.
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

const backupRequest = z.object({
  /** Where to write the database's tarball: an absolute path, the server's cwd is not the caller's. */
  file: z.string().refine(isAbsolute, { error: 'file must be an absolute path.' }),
});
type BackupRequest = z.infer<typeof backupRequest>;

/** Listens for backup requests while the server runs; the answer is one JSON line. */
export async function listenForBackups(
  dataDir: string,
  database: DatabaseHandle,
  log: { warn(object: object, message: string): void },
): Promise<Server | null> {
  const dump = database.dumpDataDir;
  if (!dump) return null;
  const path = backupSocketPath(dataDir);
  // A socket file left by a server that was killed: the directory lock says it is gone.
  await rm(path, { force: true });
  const server = createServer((socket) => {
    let text = '';
    let started = false;
    socket.setEncoding('utf8');
    socket.on('data', async (chunk: string) => {
      text += chunk;
      // One request a connection: whatever follows its line is ignored.
      if (started || !text.includes('\n')) return;
      started = true;
      try {
        const request = backupRequest.parse(JSON.parse(text.slice(0, text.indexOf('\n'))));
        const bytes = new Uint8Array(await (await dump()).arrayBuffer());
        const partial = `${request.file}.partial`;
        // Password hashes are in it: for the owner's eyes only.
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, request.file);
        socket.end(`${JSON.stringify({ bytes: bytes.byteLength })}\n`);
      } catch (error) {
        socket.end(`${JSON.stringify({ error: String(error) })}\n`);
      }
    });
    socket.on('error', () => {});
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    // Only the data directory's owner may ask, whatever the umask.
    await chmod(path, 0o600);
  } catch (error) {
    // A path longer than a socket may have (about 100 bytes): the server runs on without.
    log.warn({ err: error, path }, 'backups of the running server are not available');
    return null;
  }
  return server;
}

/** Asks the server running on `dataDir` to write its database to `file`. */
export function requestDatabaseDump(dataDir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(`${JSON.stringify({ file } satisfies BackupRequest)}\n`),
    );
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', (error) =>
      reject(
        new Error(
          `The server using ${dataDir} does not answer backup requests (${(error as NodeJS.ErrnoException).code}). Restart it with this version, or stop it and run the backup again.`,
        ),
      ),
    );
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as { error?: string };
        if (parsed.error)
          reject(new Error(`The server could not write the backup: ${parsed.error}`));
        else resolve();
      } catch {
        reject(new Error('The server ended the backup request without an answer.'));
      }
    });
  });
}
