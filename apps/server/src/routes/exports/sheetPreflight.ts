import { SheetPreflight as sheetPreflightAnswer } from '@pms/contracts';
import type { PreflightFinding } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import { sheetForExport } from '../../exports/sheetForExport.ts';
import { sheetFontsFor, sheetFontsKey } from '../../fonts/sheetFonts.ts';
import { routeDocs } from '../../http/docs.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import { sheetPolicy } from '../../policies/sheets.ts';

/** What the route answers: the counts and every finding, errors first. */
export interface SheetPreflight {
  errors: number;
  warnings: number;
  findings: PreflightFinding[];
}

/** How many sheets' findings a server keeps. */
const CACHE_LIMIT = 500;

/**
 * `GET /api/sheets/{id}/preflight` and the regional one: every finding of every page of the
 * sheet as it stands (no dealer's values, logo or profile), for the Sheet Overview. Asked by
 * those who may change the sheet (as its history is): the admin for a master, the admin and
 * the copy's region admin for a copy. Dealers hear only their own findings, with their exports
 * (issue 43 point 5).
 */
export async function sheetPreflightRoutes(app: FastifyInstance) {
  // Findings per sheet version and fonts, one cache per server: a save makes a new version, so
  // none goes stale, and two servers in one process (tests) number their sheets alike.
  const cache = new Map<string, SheetPreflight>();
  const remember = (key: string, value: SheetPreflight) => {
    cache.set(key, value);
    if (cache.size > CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  };
  for (const kind of ['sheets', 'regional_sheets'] as const) {
    app.get(
      `/api/${kind}/:id/preflight`,
      routeDocs({
        tags: [kind === 'sheets' ? 'Sheets' : 'Regional sheets'],
        summary: `The preflight of every page of a ${kind === 'sheets' ? 'master' : 'regional'} sheet`,
        description:
          "For who may change the sheet (admins; a copy's region admin): `{errors, warnings, findings[]}`, each finding as in " +
          "an export's `X-Preflight` header, computed without a dealer's values, logo or profile.",
        params: idParams,
        answers: { 200: sheetPreflightAnswer },
        responses: {
          200: 'The counts and every finding, errors first.',
          403: "Not one who may change this sheet (dealers learn their own findings with each export), or another region's copy.",
          404: 'No such sheet, or not one this user may see.',
        },
      }),
      async (request) => {
        const principal = requirePrincipal(request);
        if (kind === 'sheets') authorize(principal, 'history', sheetPolicy);
        const { id } = validate(idParams, request.params);
        const sheet = await readableSheet(app, principal, `/api/${kind}/${id}`);
        if (sheet.region !== null) {
          authorize(principal, 'write', regionalSheetPolicy, { region: sheet.region });
        }
        const fonts = await sheetFontsFor(app, sheet.data);
        const key = `${kind}-${id}-v${sheet.version}${sheetFontsKey(fonts)}`;
        const known = cache.get(key);
        if (known) return known;
        const noDealer = { hnr: null, logo: null, profile: null };
        const result = await app.renderer.run({
          kind: 'preflight',
          request: await sheetForExport(app, sheet, noDealer, { pages: 'all' }, fonts),
        });
        if (!('findings' in result)) throw new Error('a preflight task answered without findings');
        const errors = result.findings.filter((finding) => finding.severity === 'error').length;
        const answer = {
          errors,
          warnings: result.findings.length - errors,
          findings: result.findings,
        };
        remember(key, answer);
        return answer;
      },
    );
  }
}
