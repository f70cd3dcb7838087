import {
  ciAssignmentBody as assignmentBody,
  CiFontAnswer,
  CiFontCollection,
  ciParams,
  CI_FAMILY_ERROR as FAMILY_ERROR,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { faceSignerFor } from '../../fonts/brandFonts.ts';
import { assignCiFont, ciFontAssignments, clearCiFont } from '../../fonts/ciFontAssignments.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest } from '../../http/httpError.ts';
import { idFromReference } from '../../http/references.ts';
import { validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { fontPolicy } from '../../policies/fonts.ts';
import { presentCiFont, presentCiFontCollection } from '../../presenters/ciFonts.ts';
import { NOT_ALLOWED_FONTS } from './fontMessages.ts';

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
      answers: { 200: CiFontCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'readChoices', fontPolicy);
      const rows = await ciFontAssignments(app.db);
      return presentCiFontCollection(rows, faceSignerFor(app, principal));
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
      answers: { 200: CiFontAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'manage', fontPolicy);
      const { ci } = validate(ciParams, request.params);
      const body = validate(assignmentBody, request.body);
      if (body.family === null) {
        await clearCiFont(app.db, ci);
        return presentCiFont(ci, null, null, faceSignerFor(app, principal));
      }
      const familyId = idFromReference('font_families', body.family);
      if (familyId === null) throw badRequest(FAMILY_ERROR);
      const version = await assignCiFont(app.db, ci, familyId);
      return presentCiFont(ci, familyId, version, faceSignerFor(app, principal));
    },
  );
}
