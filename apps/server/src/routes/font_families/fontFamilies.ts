import {
  FontFamilyAnswer,
  FontFamilyCollection,
  fontFaceParams as faceParams,
  fontFamilyBody as familyBody,
  fontFamilyListQuery as listQuery,
  UploadedFontFace,
  fontFaceUploadForm as uploadDocs,
  fontFaceUploadFields as uploadFields,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import type { LinkReader } from '../../exports/thumbnailUrls.ts';
import { faceSignerFor } from '../../fonts/brandFonts.ts';
import {
  findFontFamily,
  fontFamilyExists,
  listFontFamilies,
} from '../../fonts/fontFamilyQueries.ts';
import {
  createFontFamily,
  deleteFontFamily,
  removeFace,
  saveFace,
} from '../../fonts/fontFamilyWrites.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import { FORM_BODY_LIMIT, readForm, useMultipart } from '../../http/multipartForm.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { fontPolicy } from '../../policies/fonts.ts';
import {
  presentFontFamily,
  presentFontFamilyCollection,
  presentUploadedFace,
} from '../../presenters/fontFamilies.ts';
import { inspectFontOffLoop } from '../../render/fontInspection.ts';
import { FONT_PROBLEMS, NOT_ALLOWED_FONTS } from './fontMessages.ts';
import { fontRevisionRoutes } from './fontRevisionRoutes.ts';

/**
 * Brand font families (issue #19 point 4), for administrators only: a family is named, gets up
 * to four faces as uploaded TTF/OTF files, and is assigned to cis (ciFonts.ts).
 */
export async function fontFamilyRoutes(app: FastifyInstance) {
  await useMultipart(app);

  async function presentOne(id: number, reader: LinkReader) {
    const family = await findFontFamily(app.db, id);
    if (!family) throw notFound('The font family');
    return presentFontFamily(
      family.row,
      family.faces,
      family.cis,
      faceSignerFor(app, reader),
      family.revisions,
    );
  }

  app.get(
    '/api/font_families',
    routeDocs({
      tags: ['Fonts'],
      summary: 'Brand font families with their faces and the cis set in them (admins)',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of font families.', 403: NOT_ALLOWED_FONTS },
      answers: { 200: FontFamilyCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'manage', fontPolicy);
      const query = validate(listQuery, request.query);
      const { rows, details, total } = await listFontFamilies(app.db, query);
      return presentFontFamilyCollection(
        rows,
        details,
        total,
        query,
        faceSignerFor(app, principal),
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
      answers: { 201: FontFamilyAnswer },
    }),
    async (request, reply) => {
      const principal = authorize(request, 'manage', fontPolicy);
      const { name } = validate(familyBody, request.body);
      const row = await createFontFamily(app.db, name);
      return reply.code(201).send(presentFontFamily(row, [], [], faceSignerFor(app, principal)));
    },
  );

  app.get(
    '/api/font_families/:id',
    routeDocs({
      tags: ['Fonts'],
      summary: 'One brand font family (admins)',
      params: idParams,
      responses: { 200: 'The font family.', 403: NOT_ALLOWED_FONTS, 404: 'No such family.' },
      answers: { 200: FontFamilyAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'manage', fontPolicy);
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
      authorize(request, 'manage', fontPolicy);
      const { id } = validate(idParams, request.params);
      await deleteFontFamily(app.db, id);
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
        answers: { 201: UploadedFontFace },
      }),
      // Content-Length over the limit is refused before a byte of the body is read.
      bodyLimit: FORM_BODY_LIMIT,
    },
    async (request, reply) => {
      const principal = authorize(request, 'manage', fontPolicy);
      const { id } = validate(idParams, request.params);
      if (!(await fontFamilyExists(app.db, id))) throw notFound('The font family');
      const form = await readForm(request);
      const fields = validate(uploadFields, form.fields);
      if (!form.file) throw badRequest('Choose a font file: send it as a part named file.');
      const { bytes } = form.file;
      const inspection = await inspectFontOffLoop(app.renderer, bytes);
      if (!inspection.ok) throw badRequest(FONT_PROBLEMS[inspection.problem]);
      const { facts } = inspection;
      const written = await saveFace(app.db, {
        familyId: id,
        face: fields.face ?? facts.face,
        fileName: form.file.filename,
        bytes,
        facts,
        createdBy: principal.id,
      });
      return reply
        .code(201)
        .send(presentUploadedFace(id, { ...written, uploadedBy: principal.username }, facts.face));
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
      authorize(request, 'manage', fontPolicy);
      const { id, face } = validate(faceParams, request.params);
      await removeFace(app.db, id, face);
      return reply.code(204).send();
    },
  );

  await fontRevisionRoutes(app, presentOne);
}
