import { createHash } from 'node:crypto';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/principal.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { ciFonts, FONT_FACES, fontFamilies, fontFiles, users } from '../../db/schema/index.ts';
import type { LinkReader } from '../../exports/thumbnailUrls.ts';
import { faceSignerFor } from '../../fonts/brandFonts.ts';
import {
  bumpFamily,
  currentFace,
  keepAsRevision,
  lockFamily,
  revisionsOf,
} from '../../fonts/fontRevisions.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError.ts';
import { hydraCollection } from '../../http/hydra.ts';
import { FORM_BODY_LIMIT, readForm, useMultipart } from '../../http/multipartForm.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import { idParams, pathNumber, validate } from '../../http/validate.ts';
import { inspectFontOffLoop } from '../../render/fontInspection.ts';
import { FONT_PROBLEMS, NOT_ALLOWED_FONTS, stillAssigned } from './fontMessages.ts';
import { fontRevisionRoutes } from './fontRevisionRoutes.ts';
import {
  type FaceSummary,
  presentFace,
  presentFontFamily,
  type RevisionSummary,
} from './presentFontFamily.ts';

const NAME_REQUIRED = 'Please enter a name for the font family, such as "BMW Type Next".';
const FACE_ERROR = 'face must be regular, bold, italic or boldItalic.';

const listQuery = z.object(pagingShape);

const familyBody = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(100, { error: 'The name of a font family may be at most 100 characters long.' }),
});

const faceField = z.enum(FONT_FACES, { error: FACE_ERROR });

const uploadFields = z.object({
  /** Which face the file is; the font's own weight and slant decide when unset. */
  face: faceField.optional(),
});

const uploadDocs = uploadFields.extend({
  file: z
    .string()
    .describe('The font: one TrueType (.ttf) or OpenType (.otf) file, as a part named file.'),
});

const faceParams = z.object({ id: pathNumber('The id'), face: faceField });

function requireAdmin(request: FastifyRequest) {
  const principal = requirePrincipal(request);
  if (!isAdmin(principal)) throw forbidden(NOT_ALLOWED_FONTS);
  return principal;
}

const FACE_COLUMNS = {
  familyId: fontFiles.familyId,
  face: fontFiles.face,
  fileName: fontFiles.fileName,
  byteSize: fontFiles.byteSize,
  fontName: fontFiles.fontName,
  fontStyle: fontFiles.fontStyle,
  missing: fontFiles.missing,
  checksum: fontFiles.checksum,
  created: fontFiles.created,
};

const byId = <T extends { familyId: number }>(rows: T[]) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.familyId, [...(grouped.get(row.familyId) ?? []), row]);
  return grouped;
};

/**
 * Brand font families (issue #19 point 4), for administrators only: a family is named, gets up
 * to four faces as uploaded TTF/OTF files, and is assigned to cis (ciFonts.ts).
 */
export async function fontFamilyRoutes(app: FastifyInstance) {
  await useMultipart(app);

  /** The faces, earlier files and assigned cis of the families `ids`, without the bytes. */
  async function detailsOf(ids: number[]) {
    const faces = new Map<number, FaceSummary[]>();
    const cis = new Map<number, string[]>();
    const revisions = new Map<number, RevisionSummary[]>();
    if (ids.length === 0) return { faces, cis, revisions };
    const faceRows = await app.db
      .select({ ...FACE_COLUMNS, uploadedBy: users.username })
      .from(fontFiles)
      .leftJoin(users, eq(users.id, fontFiles.createdBy))
      .where(inArray(fontFiles.familyId, ids));
    const ciRows = await app.db
      .select()
      .from(ciFonts)
      .where(inArray(ciFonts.familyId, ids))
      .orderBy(asc(ciFonts.ci));
    for (const [id, rows] of byId(faceRows)) faces.set(id, rows);
    for (const [id, rows] of byId(ciRows))
      cis.set(
        id,
        rows.map((row) => row.ci),
      );
    for (const [id, rows] of byId(await revisionsOf(app.db, ids))) revisions.set(id, rows);
    return { faces, cis, revisions };
  }

  async function presentOne(id: number, reader: LinkReader) {
    const [row] = await app.db.select().from(fontFamilies).where(eq(fontFamilies.id, id));
    if (!row) throw notFound('The font family');
    const { faces, cis, revisions } = await detailsOf([id]);
    return presentFontFamily(
      row,
      faces.get(id) ?? [],
      cis.get(id) ?? [],
      faceSignerFor(app, reader),
      revisions.get(id),
    );
  }

  app.get(
    '/api/font_families',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Brand font families with their faces and the cis set in them (admins)',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of font families.', 403: NOT_ALLOWED_FONTS },
    }),
    async (request) => {
      const principal = requireAdmin(request);
      const query = validate(listQuery, request.query);
      const [total] = await app.db.select({ n: count() }).from(fontFamilies);
      const rows = await app.db
        .select()
        .from(fontFamilies)
        .orderBy(query['order[id]'] === 'desc' ? desc(fontFamilies.id) : asc(fontFamilies.id))
        .limit(query.itemsPerPage)
        .offset(offsetOf(query));
      const { faces, cis, revisions } = await detailsOf(rows.map((row) => row.id));
      const signFace = faceSignerFor(app, principal);
      return hydraCollection(
        'font_families',
        rows.map((row) =>
          presentFontFamily(
            row,
            faces.get(row.id) ?? [],
            cis.get(row.id) ?? [],
            signFace,
            revisions.get(row.id),
          ),
        ),
        total?.n ?? 0,
        query,
        keptParameters(query),
      );
    },
  );

  app.post(
    '/api/font_families',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Create a brand font family (admins); its faces are uploaded to it next',
      body: familyBody,
      responses: {
        201: 'The font family.',
        403: NOT_ALLOWED_FONTS,
        409: 'A family of that name exists.',
      },
    }),
    async (request, reply) => {
      const principal = requireAdmin(request);
      const { name } = validate(familyBody, request.body);
      try {
        const [row] = await app.db.insert(fontFamilies).values({ name }).returning();
        if (!row) throw new Error('the font family was not written');
        return reply.code(201).send(presentFontFamily(row, [], [], faceSignerFor(app, principal)));
      } catch (error) {
        if (sqlStateOf(error) === UNIQUE_VIOLATION) {
          throw conflict(`A font family named "${name}" exists already. Choose another name.`);
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/font_families/:id',
    routeDocs({
      tags: ['Fonts'],
      summary: 'One brand font family (admins)',
      params: idParams,
      responses: { 200: 'The font family.', 403: NOT_ALLOWED_FONTS, 404: 'No such family.' },
    }),
    async (request) => {
      const principal = requireAdmin(request);
      const { id } = validate(idParams, request.params);
      return presentOne(id, principal);
    },
  );

  app.delete(
    '/api/font_families/:id',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Delete a brand font family with its faces and their earlier files (admins)',
      description:
        'Refused while the family is the brand font of a ci: assign another family (or none) ' +
        'to those cis first, so no brand changes its typeface by a delete.',
      params: idParams,
      responses: {
        204: 'Deleted.',
        403: NOT_ALLOWED_FONTS,
        404: 'No such family.',
        409: 'The family is the brand font of a ci.',
      },
    }),
    async (request, reply) => {
      requireAdmin(request);
      const { id } = validate(idParams, request.params);
      await app.db.transaction(async (tx) => {
        const [family] = await tx
          .select({ name: fontFamilies.name })
          .from(fontFamilies)
          .where(eq(fontFamilies.id, id))
          .for('update');
        if (!family) throw notFound('The font family');
        // ci_fonts is written without the family's lock: lock its rows of this family too.
        const assigned = await tx
          .select({ ci: ciFonts.ci })
          .from(ciFonts)
          .where(eq(ciFonts.familyId, id))
          .orderBy(asc(ciFonts.ci))
          .for('update');
        if (assigned.length > 0) {
          throw conflict(
            stillAssigned(
              family.name,
              assigned.map((row) => row.ci),
            ),
          );
        }
        await tx.delete(fontFamilies).where(eq(fontFamilies.id, id));
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/font_families/:id/faces',
    {
      ...routeDocs({
        tags: ['Fonts'],
        summary: 'Upload a face of a brand font family (admins; multipart: file, face)',
        description:
          'The file is checked (one TTF or OTF font, readable, with letters, embedding allowed) ' +
          'before anything is stored; a face of the family uploaded again is replaced, and the ' +
          'file it replaces is kept as a revision (the newest 10 per face). The answer lists the ' +
          'languages among the 11 whose letters the font lacks.',
        params: idParams,
        body: uploadDocs,
        responses: {
          201: 'The face, with missingLanguages.',
          403: NOT_ALLOWED_FONTS,
          404: 'No such family.',
          413: 'The file is larger than 10 MB.',
        },
      }),
      // Content-Length over the limit is refused before a byte of the body is read.
      bodyLimit: FORM_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = requireAdmin(request);
      const { id } = validate(idParams, request.params);
      const [family] = await app.db
        .select({ id: fontFamilies.id })
        .from(fontFamilies)
        .where(eq(fontFamilies.id, id));
      if (!family) throw notFound('The font family');
      const form = await readForm(request);
      const fields = validate(uploadFields, form.fields);
      if (!form.file) throw badRequest('Choose a font file: send it as a part named file.');
      const { bytes } = form.file;
      const inspection = await inspectFontOffLoop(app.renderer, bytes);
      if (!inspection.ok) throw badRequest(FONT_PROBLEMS[inspection.problem]);
      const { facts } = inspection;
      const face = fields.face ?? facts.face;
      const values = {
        familyId: id,
        face,
        fileName: (form.file.filename || 'font').slice(0, 255),
        bytes,
        checksum: createHash('sha256').update(bytes).digest('hex'),
        byteSize: bytes.length,
        fontName: facts.family.slice(0, 255),
        fontStyle: facts.style.slice(0, 255),
        missing: facts.missing,
        created: new Date(),
        createdBy: principal.id,
      };
      // The face, the file it replaces kept as a revision and the family's new version together:
      // renderers never see one without the other.
      const written = await app.db.transaction(async (tx) => {
        // Deleted while the file was read: nothing of the upload stays.
        if ((await lockFamily(tx, id)) === null) throw notFound('The font family');
        const replaced = await currentFace(tx, id, face);
        if (replaced) {
          await tx.delete(fontFiles).where(eq(fontFiles.id, replaced.id));
          await keepAsRevision(tx, replaced);
        }
        const [row] = await tx.insert(fontFiles).values(values).returning(FACE_COLUMNS);
        await bumpFamily(tx, id);
        if (!row) throw new Error('the face was not written');
        return row;
      });
      return reply.code(201).send({
        '@type': 'FontFace',
        family: `/api/font_families/${id}`,
        ...presentFace({ ...written, uploadedBy: principal.username }),
        detectedFace: facts.face,
      });
    },
  );

  app.delete(
    '/api/font_families/:id/faces/:face',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Remove one face of a brand font family (admins); its file is kept as a revision',
      params: faceParams,
      responses: { 204: 'Removed.', 403: NOT_ALLOWED_FONTS, 404: 'No such family or face.' },
    }),
    async (request, reply) => {
      requireAdmin(request);
      const { id, face } = validate(faceParams, request.params);
      await app.db.transaction(async (tx) => {
        const current =
          (await lockFamily(tx, id)) === null ? undefined : await currentFace(tx, id, face);
        if (!current) throw notFound(`The ${face} face of this font family`);
        await tx.delete(fontFiles).where(eq(fontFiles.id, current.id));
        await keepAsRevision(tx, current);
        await bumpFamily(tx, id);
      });
      return reply.code(204).send();
    },
  );

  await fontRevisionRoutes(app, presentOne, requireAdmin);
}
