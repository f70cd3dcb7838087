import {
  contextParams,
  EntrypointAnswer,
  HydraDocumentationAnswer,
  JsonLdContextAnswer,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { JSON_LD } from '../../http/hydraError.ts';
import { validate } from '../../http/validate.ts';
import { jsonLdContext } from '../../presenters/contexts.ts';
import { presentEntrypoint } from '../../presenters/entrypoint.ts';
import {
  API_DOCUMENTATION_REL,
  DOCUMENTATION_PATH,
  hydraDocumentation,
  type OperationsOf,
} from '../../presenters/hydraDocumentation.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The operations swagger documented for a path (`/api/sheets/{id}`). */
function openApiOperations(app: FastifyInstance): OperationsOf {
  const paths = (app.swagger() as { paths?: Record<string, Record<string, { summary?: string }>> })
    .paths;
  return (path) =>
    METHODS.flatMap((method) => {
      const documented = paths?.[path]?.[method];
      return documented
        ? [{ method: method.toUpperCase(), summary: documented.summary ?? '' }]
        : [];
    });
}

/** `GET /api` and the JSON-LD contexts its answers name in `@context`. */
export async function entrypointRoutes(app: FastifyInstance) {
  app.get(
    '/api',
    routeDocs({
      tags: ['Entrypoint'],
      summary: 'The JSON-LD entrypoint: the address of each collection, and the default ci',
      public: true,
      responses: {
        200: 'The entrypoint: each collection, and `defaultCi`, the brand (ci) a new sheet starts with (DEFAULT_CI).',
      },
      answers: { 200: EntrypointAnswer },
    }),
    async (request, reply) => {
      // Where a Hydra client finds the documentation, as API Platform says it on every answer.
      const docs = `${request.protocol}://${request.host}${DOCUMENTATION_PATH}`;
      reply.header('link', `<${docs}>; rel="${API_DOCUMENTATION_REL}"`);
      // JSON-LD, as Hydra clients expect the front door to be, whatever they ask for.
      return reply.type(JSON_LD).send(presentEntrypoint(app.config.defaultCi));
    },
  );

  let documentation: ReturnType<typeof hydraDocumentation> | null = null;
  app.get(
    DOCUMENTATION_PATH,
    routeDocs({
      tags: ['Entrypoint'],
      summary: 'The Hydra API documentation: every resource with its properties and operations',
      public: true,
      responses: { 200: 'The documentation (application/ld+json).' },
      answers: { 200: HydraDocumentationAnswer },
    }),
    async (_request, reply) => {
      // Built once: the routes do not change while the server runs.
      documentation ??= hydraDocumentation(
        presentEntrypoint(app.config.defaultCi),
        openApiOperations(app),
      );
      return reply.type(JSON_LD).send(documentation);
    },
  );

  app.get(
    '/api/contexts/:name',
    routeDocs({
      tags: ['Entrypoint'],
      summary: 'The JSON-LD context a resource names in @context, e.g. Sheet',
      params: contextParams,
      public: true,
      responses: { 200: 'The context (application/ld+json).', 404: 'No such context.' },
      answers: { 200: JsonLdContextAnswer },
    }),
    async (request, reply) => {
      const { name } = validate(contextParams, request.params);
      const context = jsonLdContext(name);
      if (!context) throw notFound(`The JSON-LD context '${name}'`);
      return reply.type(JSON_LD).send(context);
    },
  );
}
