import { type ThumbnailQuery, thumbnailQuery } from '@pms/contracts';
import { defaultSelection, getPage, type SheetData } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { findUser } from '../../auth/authenticate.ts';
import { type Principal, principalOf } from '../../auth/principal.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import { exportDealer, sheetForExport } from '../../exports/sheetForExport.ts';
import { cachedThumbnail, rememberThumbnail } from '../../exports/thumbnailCache.ts';
import type { ThumbnailKind } from '../../exports/thumbnailUrls.ts';
import { sheetFontsFor, sheetFontsKey } from '../../fonts/sheetFonts.ts';
import { routeDocs } from '../../http/docs.ts';
import { forbidden } from '../../http/httpError.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { exportPolicy } from '../../policies/exports.ts';

export const INVALID_THUMBNAIL_LINK = 'This thumbnail link is invalid or has expired.';

const params = idParams;
const query = thumbnailQuery;

/** What the query parser hands a route: one string per name, or several when repeated. */
type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The user a signed link was made for, if the signature is ours and still valid. Their access
 * is then checked exactly as if they asked with their token: a reader who lost access to the
 * sheet (a locked copy, another role, a deleted account) gets nothing from an old link, and
 * neither does one made before the reader's token version rose (a password or role change),
 * which ended their sessions.
 */
async function signedReader(
  app: FastifyInstance,
  kind: ThumbnailKind,
  id: number,
  link: ThumbnailQuery,
): Promise<Principal> {
  const { v, exp, u, t, sig } = link;
  const valid =
    v !== undefined &&
    exp !== undefined &&
    u !== undefined &&
    t !== undefined &&
    sig !== undefined &&
    app.thumbnailUrls.verify({ kind, id, version: v, exp, reader: u, tokenVersion: t, sig });
  if (!valid) throw forbidden(INVALID_THUMBNAIL_LINK);
  // Read as authentication reads a token's user: at most once a second per user.
  const user = await findUser(app, u);
  if (!user || user.tokenVersion !== t) throw forbidden(INVALID_THUMBNAIL_LINK);
  return principalOf(user);
}

/** The search if it selects other variants on the main page than none does, else undefined. */
function searchSelecting(data: SheetData, search: string | undefined): string | undefined {
  if (!search?.trim()) return undefined;
  const page = getPage(data, 0);
  const plain = defaultSelection(page);
  const chosen = defaultSelection(page, search);
  return Object.entries(chosen).some(([group, variant]) => plain[Number(group)] !== variant)
    ? search
    : undefined;
}

/** About 300 pixels across an A4 page: a card in the overview. */
const THUMBNAIL_DPI = 36;

/** `GET /api/sheets/{id}/thumbnail.png` and the regional one: the main page, small. */
export async function thumbnailRoutes(app: FastifyInstance) {
  for (const kind of ['sheets', 'regional_sheets'] as const) {
    app.get<{ Querystring: RawQuery }>(
      `/api/${kind}/:id/thumbnail.png`,
      routeDocs({
        tags: [kind === 'sheets' ? 'Sheets' : 'Regional sheets'],
        summary: `The main page of a ${kind === 'sheets' ? 'master' : 'regional'} sheet as a small PNG`,
        description:
          'With `?v={version}` the image is cached for good: a save makes a new version. ' +
          'The `thumbnail` URL of a sheet in a list is signed ' +
          '(`&exp={unix seconds}&u={user}&t={token version}&sig=…`) and loads without the ' +
          'bearer token, so a plain `<img>` can show it; it stays valid for at least a day, ' +
          "unless its user's sessions end first (a password or role change). Without `sig` " +
          'the bearer token is required.',
        params,
        querystring: query,
        produces: ['image/png'],
        responses: {
          200: 'The PNG, about 300 pixels across.',
          304: 'Unchanged since the ETag sent in If-None-Match.',
          403: `The sheet belongs to another region, or, with sig: "${INVALID_THUMBNAIL_LINK}"`,
          404: 'No such sheet, or not one this user may see.',
        },
      }),
      async (request, reply) => {
        // Unsigned, it answers exactly as before: a missing login first, then the input.
        const signed = request.query.sig !== undefined;
        const token = signed ? null : authorize(request, 'thumbnail', exportPolicy);
        const { id } = validate(params, request.params);
        const link = validate(query, request.query);
        const { v } = link;
        const reader = token ?? (await signedReader(app, kind, id, link));
        const sheet = await readableSheet(app, reader, `/api/${kind}/${id}`);
        // A dealer sees their own logo in the sheet's logo elements, in the designer and so
        // here: the logo is part of what the image shows, and of its cache key.
        const dealer = await exportDealer(app, reader.hnr, sheet.data.ci);
        const dealerLogo = dealer.logo;
        const logoKey = dealerLogo
          ? `-${dealerLogo.src.slice(dealerLogo.src.lastIndexOf('/') + 1)}`
          : '';
        // So is the dealer's profile, in the texts bound to it.
        const profile = dealer.profile;
        const profileKey = profile ? `-p${profile.key}` : '';
        // And the brand fonts it is set in, by family version: a new face redraws it.
        const fonts = await sheetFontsFor(app, sheet.data);
        const fontKey = sheetFontsKey(fonts);
        // A search that selects other variants than the page opens with (a search for
        // "18 inch") shows those: keyed by the variants, so most searches share the plain image.
        const search = searchSelecting(sheet.data, link.search);
        const searchKey = search
          ? `-s${Object.values(defaultSelection(getPage(sheet.data, 0), search)).join('.')}`
          : '';
        const key = `${kind}-${id}-v${sheet.version}${logoKey}${profileKey}${fontKey}${searchKey}`;
        const etag = `"${key}"`;
        reply
          .type('image/png')
          .header('etag', etag)
          .header(
            'cache-control',
            // The overview links `?v={version}`: that URL's image never changes.
            v === sheet.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
          );
        // A signed link is made to be shown by an <img>, also from the web app's own origin
        // when the API lives on another one (VITE_API_BASE with CORS_ORIGINS).
        if (signed) reply.header('cross-origin-resource-policy', 'cross-origin');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        let png = cachedThumbnail(app, key);
        if (!png) {
          const result = await app.renderer.run({
            kind: 'thumbnail',
            // The main page as the reader's export shows it (their logo, their profile).
            request: await sheetForExport(app, sheet, dealer, { pages: 0, search }, fonts),
            dpi: THUMBNAIL_DPI,
          });
          if (!('png' in result)) throw new Error('a thumbnail task answered without an image');
          png = result.png;
          rememberThumbnail(app, key, png);
        }
        return reply.send(Buffer.from(png));
      },
    );
  }
}
