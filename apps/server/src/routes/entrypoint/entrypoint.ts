import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { hydraItem } from '../../http/hydra.ts';
import { JSON_LD } from '../../http/hydraError.ts';
import { validate } from '../../http/validate.ts';
import { jsonLdContext } from './contexts.ts';

const contextParams = z.object({ name: z.string() });

/** The API's front door: where each collection lives. Public, like API Platform's. */
export function presentEntrypoint() {
  return hydraItem('Entrypoint', '/api', {
    sheets: '/api/sheets',
    regionalSheets: '/api/regional_sheets',
    categories: '/api/categories',
    mediaObjects: '/api/media_objects',
    dealerLogos: '/api/dealer_logos',
    dealerProfiles: '/api/dealer_profiles',
    exportRecords: '/api/export_records',
    batchExports: '/api/batch_exports',
    dealerValues: '/api/dealer_values',
    users: '/api/users',
    printProfile: '/api/print_profile',
  });
}

/** `GET /api` and the JSON-LD contexts its answers name in `@context`. */
export async function entrypointRoutes(app: FastifyInstance) {
  app.get(
    '/api',
    routeDocs({
      tags: ['Entrypoint'],
      summary: 'The JSON-LD entrypoint: the address of each collection',
      public: true,
      responses: { 200: 'The entrypoint.' },
    }),
    async () => presentEntrypoint(),
  );

  app.get(
    '/api/contexts/:name',
    routeDocs({
      tags: ['Entrypoint'],
      summary: 'The JSON-LD context a resource names in @context, e.g. Sheet',
      params: contextParams,
      public: true,
      responses: { 200: 'The context (application/ld+json).', 404: 'No such context.' },
    }),
    async (request, reply) => {
      const { name } = validate(contextParams, request.params);
      const context = jsonLdContext(name);
      if (!context) throw notFound(`The JSON-LD context '${name}'`);
      return reply.type(JSON_LD).send(context);
    },
  );
}
