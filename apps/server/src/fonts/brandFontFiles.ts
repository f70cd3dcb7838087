import type { FontKey } from '@pms/sheet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findUser } from '../auth/authenticate.ts';
import { forbidden, HttpError, notFound } from '../http/httpError.ts';
import { validate } from '../http/validate.ts';
import { familyVersion, loadFamily } from './brandFonts.ts';

/** Brand typefaces are licensed to the portal's users, not to the internet. */
export const BRAND_FONT_LOGIN =
  "Please log in to load this brand font: it is licensed for this portal's users only.";
export const INVALID_FONT_LINK = 'This font link is invalid or has expired.';
const SIG_ERROR = 'sig must be the signature of a font link, given once.';

const FACES: Record<string, FontKey> = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
  'bold-italic': 'boldItalic',
};

const BRAND_FILE = /^brand-([1-9][0-9]{0,9})-(regular|bold|italic|bold-italic)\.ttf$/;

const fileParams = z.object({ file: z.string() });
const whole = (name: string, what: string) =>
  z.coerce
    .number({ error: `${name} must be ${what}.` })
    .int({ error: `${name} must be ${what}.` })
    .optional();
const linkQuery = z.object({
  exp: whole('exp', 'a time in Unix seconds'),
  u: whole('u', 'the id of the user the link was made for'),
  t: whole('t', "the token version of the link's user"),
  // A signature is 43 characters; the limit only keeps junk from being compared.
  sig: z.string({ error: SIG_ERROR }).max(200, { error: SIG_ERROR }).optional(),
});

/** What the query parser hands a route: one string per name, or several when repeated. */
type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Whether a signed link may load the face: the signature is ours for this very face and still
 * valid, and the user it was made for still exists with the token version the link carries.
 * Every role may read brand fonts, so that is the whole of their access: a deleted account's
 * links stop at once, and so do they with the user's sessions (a password or role change).
 */
async function signedLinkValid(
  app: FastifyInstance,
  familyId: number,
  face: FontKey,
  query: RawQuery,
): Promise<boolean> {
  const { exp, u, t, sig } = validate(linkQuery, query);
  if (exp === undefined || u === undefined || t === undefined || sig === undefined) return false;
  const link = { familyId, face, reader: u, tokenVersion: t, exp, sig };
  if (!app.thumbnailUrls.verifyFace(link)) return false;
  // Read as authentication reads a token's user: at most once a second per user.
  const user = await findUser(app, u);
  return user !== undefined && user.tokenVersion === t;
}

function requireReader(request: FastifyRequest) {
  if (!request.principal) throw new HttpError(401, BRAND_FONT_LOGIN);
}

/**
 * Serves each face of a brand family at fontFileUrl's address (`/fonts/brand-3-bold.ttf`), the
 * very bytes the PDF embeds, so the designer sets lines as the exports do. A face the family
 * lacks serves its stand-in (brandFaces.ts). Unlike the open families, only to a logged-in
 * user (the bearer token) or through a link signed for one (`?exp=…&u=…&t=…&sig=…`, as the API
 * hands out in `faceUrls`), so a plain FontFace or fetch can load it. Revalidated on every use
 * (ETag), since a face can be replaced under the same address.
 */
export async function brandFontFileRoutes(app: FastifyInstance) {
  app.get<{ Querystring: RawQuery }>(
    '/fonts/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const signed = request.query.sig !== undefined;
      // Unsigned, a missing login is told first, whatever the address: guessing ids tells
      // an anonymous caller nothing.
      if (!signed) requireReader(request);
      const { file } = validate(fileParams, request.params);
      const match = BRAND_FILE.exec(file);
      const face = match?.[2] ? FACES[match[2]] : undefined;
      if (!match || !face) throw notFound('The font file');
      const familyId = Number(match[1]);
      if (signed && !(await signedLinkValid(app, familyId, face, request.query))) {
        throw forbidden(INVALID_FONT_LINK);
      }
      const version = await familyVersion(app, familyId);
      const family = version === null ? null : await loadFamily(app, familyId, version);
      if (!family) throw notFound('The font file');
      const etag = `"${family.checksums[face]}"`;
      // Private: a shared cache must not hand a licensed face to anyone else.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // A signed link is made to be loaded also from the web app's own origin when the API
      // lives on another one (VITE_API_BASE with CORS_ORIGINS), as thumbnails are.
      if (signed) reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('font/ttf').send(Buffer.from(family.font.source[face]));
    },
  );
}
