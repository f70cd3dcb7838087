import type { Readable } from 'node:stream';

/**
 * A file part read whole, refused with `tooLarge` the moment it passes the size limit. The
 * plugin's own toBuffer notices the limit only at the end of the part, which a chunked body
 * need never send: until then it would read on, dropping what it reads.
 */
export async function readFilePart(file: Readable, tooLarge: () => Error): Promise<Buffer> {
  // Busboy marks a part truncated when it passed the limit before anyone read it.
  if ((file as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  file.once('limit', () => file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
