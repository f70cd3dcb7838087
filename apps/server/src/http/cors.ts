import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the configured browser origins call the API from another site. Without origins nothing
 * is registered, so no response carries CORS headers: the web app is served from the same
 * origin and needs none. Tokens travel in the Authorization header, never in cookies, so
 * credentials stay off.
 */
export async function registerCors(app: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A created resource's address, an export's file name and preflight are read by the client.
    exposedHeaders: ['Location', 'Content-Disposition', 'ETag', 'X-Preflight'],
  });
}
