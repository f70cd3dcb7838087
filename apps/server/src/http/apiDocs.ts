import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where the browsable docs live; swagger-ui serves its own assets below it. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 at `/api/docs.json` and swagger-ui at `/api/docs`. Must be registered before
 * the routes: swagger collects each route's `schema` as it is added.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Print- and Mediaservice API',
        description:
          'Hydra/JSON-LD resources in API Platform conventions. Log in with POST /auth/login and ' +
          'send the token as `Authorization: Bearer <token>`. Errors are hydra:Error objects ' +
          'whose hydra:description a person can read.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      // Every route needs a login unless its own schema says `security: []`.
      security: [{ bearerAuth: [] }],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page's title names the API rather than the tool.
    theme: { title: 'Print- and Mediaservice API' },
  });
  // DESIGN.md's address for the document; swagger-ui itself reads the same one at ./json.
  app.get(`${DOCS_PREFIX}.json`, { schema: { hide: true } }, async () => app.swagger());
}
