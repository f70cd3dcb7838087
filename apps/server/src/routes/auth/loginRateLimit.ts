import { hash } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpError.ts';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';

/** Attempts one client address may make for one username within the window. */
export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MS = 5 * 60_000;

/** Longer usernames are keyed by their hash (no account has one this long). */
const LONGEST_KEYED_NAME = 200;

/**
 * The key is address AND username: guessing one account's password from one machine is
 * stopped, while colleagues behind the same office address still log in to their own accounts.
 * A username of megabytes would not fit the counter table's index (a 500, found by the
 * generated bad-input suite), so a long one is keyed by its hash.
 */
function loginKey(request: FastifyRequest): string {
  const body = request.body;
  const username =
    typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined;
  const name = typeof username === 'string' ? username.trim().toLowerCase() : '';
  const keyed = name.length > LONGEST_KEYED_NAME ? `sha256:${hash('sha256', name, 'hex')}` : name;
  return `login|${request.ip}|${keyed}`;
}

/**
 * Route options for `@fastify/rate-limit` on `POST /auth/login` only. It runs as a preHandler,
 * because the username is in the body, which is not parsed yet at onRequest.
 */
export const loginRateLimit: RateLimitOptions = {
  max: LOGIN_ATTEMPTS,
  timeWindow: LOGIN_WINDOW_MS,
  hook: 'preHandler',
  keyGenerator: loginKey,
  // Thrown, so the app's error handler answers it as a Hydra error like every other refusal.
  errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGINS),
};
