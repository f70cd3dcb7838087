import type { FontKey } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/httpError.ts';
import { validate } from '../http/validate.ts';
import { familyVersion, loadFamily } from './brandFonts.ts';

const FACES: Record<string, FontKey> = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
  'bold-italic': 'boldItalic',
};

const BRAND_FILE = /^brand-([1-9][0-9]{0,9})-(regular|bold|italic|bold-italic)\.ttf$/;

const fileParams = z.object({ file: z.string() });

/**
 * Serves each face of a brand family at fontFileUrl's address (`/fonts/brand-3-bold.ttf`), the
 * very bytes the PDF embeds, so the designer sets lines as the exports do. A face the family
 * lacks serves its stand-in (brandFaces.ts). Public like the open families: the designer
 * fetches fonts without a token. Revalidated on every use (ETag), since a face can be replaced
 * under the same address.
 */
export async function brandFontFileRoutes(app: FastifyInstance) {
  app.get('/fonts/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = validate(fileParams, request.params);
    const match = BRAND_FILE.exec(file);
    const face = match?.[2] ? FACES[match[2]] : undefined;
    if (!match || !face) throw notFound('The font file');
    const familyId = Number(match[1]);
    const version = await familyVersion(app, familyId);
    const family = version === null ? null : await loadFamily(app, familyId, version);
    if (!family) throw notFound('The font file');
    const etag = `"${family.checksums[face]}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('font/ttf').send(Buffer.from(family.font.source[face]));
  });
}
