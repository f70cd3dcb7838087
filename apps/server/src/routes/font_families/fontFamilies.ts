import { createHash } from 'node:crypto';
import { inspectFont } from '@pms/sheet/node';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/principal.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { ciFonts, FONT_FACES, fontFamilies, fontFiles } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError.ts';
import { hydraCollection } from '../../http/hydra.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import { idParams, pathNumber, validate } from '../../http/validate.ts';
import { FORM_BODY_LIMIT, readForm, useMultipart } from '../imports/multipartForm.ts';
import { FONT_PROBLEMS, NOT_ALLOWED_FONTS } from './fontMessages.ts';
import { type FaceSummary, presentFace, presentFontFamily } from './presentFontFamily.ts';

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

/**
 * Brand font families (issue #19 point 4), for administrators only: a family is named, gets up
 * to four faces as uploaded TTF/OTF files, and is assigned to cis (ciFonts.ts).
 */
export async function fontFamilyRoutes(app: FastifyInstance) {
  await useMultipart(app);

  /** The faces and assigned cis of the families `ids`, without the bytes. */
  async function detailsOf(ids: number[]) {
    const faces = new Map<number, FaceSummary[]>();
    const cis = new Map<number, string[]>();
    if (ids.length === 0) return { faces, cis };
    const faceRows = await app.db
      .select(FACE_COLUMNS)
      .from(fontFiles)
      .where(inArray(fontFiles.familyId, ids));
    const ciRows = await app.db
      .select()
      .from(ciFonts)
      .where(inArray(ciFonts.familyId, ids))
      .orderBy(asc(ciFonts.ci));
    for (const row of faceRows) faces.set(row.familyId, [...(faces.get(row.familyId) ?? []), row]);
    for (const row of ciRows) cis.set(row.familyId, [...(cis.get(row.familyId) ?? []), row.ci]);
    return { faces, cis };
  }

  async function presentOne(id: number) {
    const [row] = await app.db.select().from(fontFamilies).where(eq(fontFamilies.id, id));
    if (!row) throw notFound('The font family');
    const { faces, cis } = await detailsOf([id]);
    return presentFontFamily(row, faces.get(id) ?? [], cis.get(id) ?? []);
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
      requireAdmin(request);
      const query = validate(listQuery, request.query);
      const [total] = await app.db.select({ n: count() }).from(fontFamilies);
      const rows = await app.db
        .select()
        .from(fontFamilies)
        .orderBy(query['order[id]'] === 'desc' ? desc(fontFamilies.id) : asc(fontFamilies.id))
        .limit(query.itemsPerPage)
        .offset(offsetOf(query));
      const { faces, cis } = await detailsOf(rows.map((row) => row.id));
      return hydraCollection(
        'font_families',
        rows.map((row) => presentFontFamily(row, faces.get(row.id) ?? [], cis.get(row.id) ?? [])),
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
      requireAdmin(request);
      const { name } = validate(familyBody, request.body);
      try {
        const [row] = await app.db.insert(fontFamilies).values({ name }).returning();
        if (!row) throw new Error('the font family was not written');
        return reply.code(201).send(presentFontFamily(row, [], []));
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
      requireAdmin(request);
      const { id } = validate(idParams, request.params);
      return presentOne(id);
    },
  );

  app.delete(
    '/api/font_families/:id',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Delete a brand font family, its faces and its ci assignments (admins)',
      description: 'Sheets of the cis it was assigned to are set in Noto Sans again.',
      params: idParams,
      responses: { 204: 'Deleted.', 403: NOT_ALLOWED_FONTS, 404: 'No such family.' },
    }),
    async (request, reply) => {
      requireAdmin(request);
      const { id } = validate(idParams, request.params);
      const deleted = await app.db
        .delete(fontFamilies)
        .where(eq(fontFamilies.id, id))
        .returning({ id: fontFamilies.id });
      if (deleted.length === 0) throw notFound('The font family');
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
          'before anything is stored; a face of the family uploaded again is replaced. The answer ' +
          'lists the languages among the 11 whose letters the font lacks.',
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
      requireAdmin(request);
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
      const inspection = inspectFont(bytes);
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
      };
      // The face and the family's new version together: renderers never see one without the other.
      const written = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(fontFiles)
          .values(values)
          .onConflictDoUpdate({ target: [fontFiles.familyId, fontFiles.face], set: values })
          .returning(FACE_COLUMNS);
        const [bumped] = await tx
          .update(fontFamilies)
          .set({ version: sql`${fontFamilies.version} + 1`, modified: new Date() })
          .where(eq(fontFamilies.id, id))
          .returning({ id: fontFamilies.id });
        // Deleted while the file was read: nothing of the upload stays.
        if (!row || !bumped) throw notFound('The font family');
        return row;
      });
      return reply.code(201).send({
        '@type': 'FontFace',
        family: `/api/font_families/${id}`,
        ...presentFace(written),
        detectedFace: facts.face,
      });
    },
  );

  app.delete(
    '/api/font_families/:id/faces/:face',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Remove one face of a brand font family (admins)',
      params: faceParams,
      responses: { 204: 'Removed.', 403: NOT_ALLOWED_FONTS, 404: 'No such family or face.' },
    }),
    async (request, reply) => {
      requireAdmin(request);
      const { id, face } = validate(faceParams, request.params);
      const removed = await app.db.transaction(async (tx) => {
        const rows = await tx
          .delete(fontFiles)
          .where(and(eq(fontFiles.familyId, id), eq(fontFiles.face, face)))
          .returning({ id: fontFiles.id });
        if (rows.length > 0) {
          await tx
            .update(fontFamilies)
            .set({ version: sql`${fontFamilies.version} + 1`, modified: new Date() })
            .where(eq(fontFamilies.id, id));
        }
        return rows.length;
      });
      if (removed === 0) throw notFound(`The ${face} face of this font family`);
      return reply.code(204).send();
    },
  );
}
