import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync, Zip, ZipPassThrough } from 'fflate';
import { batchExportFiles } from '../db/schema/index.ts';

/** Files read from storage ahead of the one being written: enough to keep the stream busy. */
const READ_AHEAD = 4;

/**
 * The ZIP of a finished batch, written as it is sent: each dealer's file is read from storage
 * when its turn comes, so a thousand dealers' PDFs never sit in memory at once. The files are
 * stored, not compressed again (PDFs and PNGs are compressed already). Dealers whose file
 * could not be made are listed in `report.txt`, with the reason (as in the batch's `skipped`).
 */
export function batchZipStream(app: FastifyInstance, batchId: number): Readable {
  // Back pressure: when the client reads slower than storage delivers, wait for it.
  let full = false;
  let resume: (() => void) | null = null;
  const output = new Readable({
    read() {
      full = false;
      resume?.();
      resume = null;
    },
  });
  // A client that went away: stop waiting for it.
  output.on('close', () => resume?.());
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    if (!output.push(chunk)) full = true;
    if (final) output.push(null);
  });
  const add = (name: string, bytes: Uint8Array) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  };
  (async () => {
    const files = await app.db
      .select()
      .from(batchExportFiles)
      .where(eq(batchExportFiles.batchId, batchId))
      .orderBy(asc(batchExportFiles.hnr));
    const problems: string[] = [];
    const made = files.filter((file) => file.fileKey !== null);
    const reads = made.slice(0, READ_AHEAD).map((file) => app.media.get(file.fileKey ?? ''));
    for (const [index, file] of made.entries()) {
      const next = made[index + READ_AHEAD];
      if (next) reads.push(app.media.get(next.fileKey ?? ''));
      const bytes = await reads[index];
      // A dealer's PNGs of several pages come as a ZIP of their own: their pages go in as files.
      if (bytes && file.name.endsWith('.zip')) {
        for (const [page, pageBytes] of Object.entries(unzipSync(bytes))) add(page, pageBytes);
      } else if (bytes) add(file.name, bytes);
      else problems.push(`${file.hnr}: the file is missing from storage.`);
      if (full && !output.destroyed) await new Promise<void>((resolve) => (resume = resolve));
      if (output.destroyed) return;
    }
    for (const file of files) if (file.problem) problems.push(`${file.hnr}: ${file.problem}`);
    if (problems.length > 0) {
      add('report.txt', new TextEncoder().encode(`${problems.join('\n')}\n`));
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
