import {
  PaletteColor,
  PaletteColorCollection,
  paletteColorBody,
  paletteColorUpdate,
  paletteQuery,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../http/docs.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, validate } from '../../http/validate.ts';
import {
  createPaletteColor,
  DUPLICATE_PALETTE_COLOR,
  deletePaletteColor,
  listPaletteColors,
  STALE_PALETTE_COLOR,
  updatePaletteColor,
} from '../../palettes/paletteWrites.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_PALETTES, palettePolicy } from '../../policies/palettes.ts';
import { presentPaletteColor, presentPaletteColorCollection } from '../../presenters/palettes.ts';

export { NOT_ALLOWED_PALETTES };

/**
 * Brand palettes: each ci's named colours in CMYK, optionally spot inks. Everyone logged in
 * reads them (the designer offers them by name); only admins change them. Sheets store a
 * colour by its id and values and follow a changed colour at their next export.
 */
export async function paletteColorRoutes(app: FastifyInstance) {
  app.get(
    '/api/palette_colors',
    routeDocs({
      tags: ['Palettes'],
      summary: 'The brand colours of every ci, or of one (?ci=bmw), by ci and name',
      querystring: paletteQuery,
      responses: { 200: 'A Hydra collection of palette colours.' },
      answers: { 200: PaletteColorCollection },
    }),
    async (request) => {
      authorize(request, 'read', palettePolicy);
      const { ci } = validate(paletteQuery, request.query);
      return presentPaletteColorCollection(await listPaletteColors(app.db, ci), ci);
    },
  );

  app.post(
    '/api/palette_colors',
    routeDocs({
      tags: ['Palettes'],
      summary: "Add a colour to a ci's palette (admins)",
      body: paletteColorBody,
      responses: {
        201: 'The new colour; Location names it.',
        403: NOT_ALLOWED_PALETTES,
        409: DUPLICATE_PALETTE_COLOR,
      },
      answers: { 201: PaletteColor },
    }),
    async (request, reply) => {
      authorize(request, 'manage', palettePolicy);
      const { ci, ...fields } = validate(paletteColorBody, request.body);
      const row = await createPaletteColor(app.db, ci, fields);
      reply.code(201).header('location', iri('palette_colors', row.id));
      return presentPaletteColor(row);
    },
  );

  app.put(
    '/api/palette_colors/:id',
    routeDocs({
      tags: ['Palettes'],
      summary: 'Rename a colour or change its values or spot ink (admins)',
      description: 'Sheets that use the colour print its new values from their next export on.',
      params: idParams,
      body: paletteColorUpdate,
      responses: {
        200: 'The changed colour.',
        403: NOT_ALLOWED_PALETTES,
        404: 'No such colour.',
        409: `${STALE_PALETTE_COLOR} Or: ${DUPLICATE_PALETTE_COLOR}`,
      },
      answers: { 200: PaletteColor },
    }),
    async (request) => {
      authorize(request, 'manage', palettePolicy);
      const { id } = validate(idParams, request.params);
      const { version, ...fields } = validate(paletteColorUpdate, request.body);
      return presentPaletteColor(await updatePaletteColor(app.db, id, version, fields));
    },
  );

  app.delete(
    '/api/palette_colors/:id',
    routeDocs({
      tags: ['Palettes'],
      summary: 'Delete a colour (admins)',
      description: 'Sheets that use it keep printing the values they stored.',
      params: idParams,
      responses: { 204: 'Deleted.', 403: NOT_ALLOWED_PALETTES, 404: 'No such colour.' },
    }),
    async (request, reply) => {
      authorize(request, 'manage', palettePolicy);
      const { id } = validate(idParams, request.params);
      await deletePaletteColor(app.db, id);
      return reply.code(204).send();
    },
  );
}
