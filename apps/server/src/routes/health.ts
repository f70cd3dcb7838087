import { HealthAnswer } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { routeDocs } from '../http/docs.ts';
import { presentHealth } from '../presenters/health.ts';

const PING_TIMEOUT_MS = 2000;

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get(
    '/healthz',
    routeDocs({
      tags: ['Health'],
      summary: 'Liveness and readiness: whether the database answers',
      public: true,
      responses: { 200: 'The database answers.', 503: 'The database does not answer.' },
      answers: { 200: HealthAnswer },
    }),
    async (request, reply) => {
      try {
        await withTimeout(options.database.ping(), PING_TIMEOUT_MS);
        return presentHealth(true);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(presentHealth(false));
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
