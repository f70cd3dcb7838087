import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/principal.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../db/errors.ts';
import { ciFonts, fontFamilies, fontFiles } from '../../db/schema/index.ts';
import { brandFamilyId } from '../../fonts/brandFaces.ts';
import { brandFaceUrls, faceSignerFor, type SignFace } from '../../fonts/brandFonts.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, forbidden, notFound } from '../../http/httpError.ts';
import { hydraItem, iri } from '../../http/hydra.ts';
import { idFromReference } from '../../http/references.ts';
import { validate } from '../../http/validate.ts';
import { NOT_ALLOWED_FONTS } from './fontMessages.ts';

const CI_ERROR =
  'The ci in the address must be a brand identifier in lowercase letters and digits, such as bmw.';
const FAMILY_ERROR =
  'family must be a font family such as /api/font_families/3, or null for Noto Sans.';

const ciParams = z.object({
  ci: z
    .string({ error: CI_ERROR })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, { error: CI_ERROR }),
});

const assignmentBody = z.object({
  family: z.union([z.string(), z.number()], { error: FAMILY_ERROR }).nullable(),
});

function presentAssignment(
  ci: string,
  familyId: number | null,
  version: number | null,
  signFace: SignFace,
) {
  return hydraItem('CiFont', `/api/ci_fonts/${encodeURIComponent(ci)}`, {
    ci,
    family: familyId === null ? null : iri('font_families', familyId),
    /** The engine's family id the ci's sheets are set in; null: Noto Sans. */
    fontFamily: familyId === null ? null : brandFamilyId(familyId),
    /** Its faces' files, signed for the reader (brand faces load only so or with a login). */
    faceUrls: familyId === null ? null : brandFaceUrls(familyId, signFace),
    version,
  });
}

/**
 * Which brand family each ci's sheets are set in. Every logged-in user reads it (the designer
 * lays out with it and loads the family's files, which /fonts/ serves to logged-in users and
 * through the signed `faceUrls`); only admins change it.
 */
export async function ciFontRoutes(app: FastifyInstance) {
  app.get(
    '/api/ci_fonts',
    routeDocs({
      tags: ['Fonts'],
      summary: 'The brand font family of each ci that has one with a face',
      description:
        'A ci whose family has no face yet is left out: its sheets are still set in Noto Sans.',
      responses: { 200: 'A Hydra collection of ci font assignments.' },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const rows = await app.db
        .selectDistinct({
          ci: ciFonts.ci,
          familyId: fontFamilies.id,
          version: fontFamilies.version,
        })
        .from(ciFonts)
        .innerJoin(fontFamilies, eq(fontFamilies.id, ciFonts.familyId))
        .innerJoin(fontFiles, eq(fontFiles.familyId, fontFamilies.id))
        .orderBy(asc(ciFonts.ci));
      const signFace = faceSignerFor(app, principal);
      const members = rows.map((row) =>
        presentAssignment(row.ci, row.familyId, row.version, signFace),
      );
      return {
        '@context': '/api/contexts/CiFont',
        '@id': '/api/ci_fonts',
        '@type': 'hydra:Collection',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      };
    },
  );

  app.put(
    '/api/ci_fonts/:ci',
    routeDocs({
      tags: ['Fonts'],
      summary: "Set a ci's brand font family, or null for Noto Sans (admins)",
      params: ciParams,
      body: assignmentBody,
      responses: {
        200: 'The assignment.',
        403: NOT_ALLOWED_FONTS,
        404: 'No such font family.',
      },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      if (!isAdmin(principal)) throw forbidden(NOT_ALLOWED_FONTS);
      const { ci } = validate(ciParams, request.params);
      const body = validate(assignmentBody, request.body);
      if (body.family === null) {
        await app.db.delete(ciFonts).where(eq(ciFonts.ci, ci));
        return presentAssignment(ci, null, null, faceSignerFor(app, principal));
      }
      const familyId = idFromReference('font_families', body.family);
      if (familyId === null) throw badRequest(FAMILY_ERROR);
      const [family] = await app.db
        .select({ id: fontFamilies.id, version: fontFamilies.version })
        .from(fontFamilies)
        .where(eq(fontFamilies.id, familyId));
      if (!family) throw notFound('The font family');
      const modified = new Date();
      try {
        await app.db
          .insert(ciFonts)
          .values({ ci, familyId, modified })
          .onConflictDoUpdate({ target: ciFonts.ci, set: { familyId, modified } });
      } catch (error) {
        // Deleted since it was read: the foreign key refuses, nothing is written.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw notFound('The font family');
        throw error;
      }
      return presentAssignment(ci, familyId, family.version, faceSignerFor(app, principal));
    },
  );
}
