import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/httpError.ts';
import { type Principal, principalOf } from './principal.ts';
import { type KnownUser, RecentUsers } from './recentUsers.ts';
import { sessionEnd, verifyToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Unix seconds of the login that began the session of the request's token, if any. */
    sessionStart: number | null;
    /** True when the token was valid but its session is older than SESSION_MAX_DAYS. */
    sessionEnded: boolean;
  }
  interface FastifyInstance {
    /** Users read for recent requests; every write to a user through this process forgets them. */
    recentUsers: RecentUsers;
  }
}

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const SESSION_ENDED =
  'Your session has reached the longest time a login lasts: please log in again.';

/**
 * Reads the bearer token on every request. Roles come from the database, not the token, so a
 * role change or a deleted user takes effect at once (on another server process when the
 * database's notification arrives, within a second at most, see RecentUsers); a token issued
 * before the user's last password or role change carries an old token version and counts as no
 * login at all. So does a token whose session began more than SESSION_MAX_DAYS ago (a
 * setting lowered since it was issued): renewals end there too.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionStart', null);
  app.decorateRequest('sessionEnded', false);
  app.decorate('recentUsers', new RecentUsers());
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verifyToken(header.slice('Bearer '.length).trim(), app.jwtSecret);
    if (claims === null) return;
    if (sessionEnd(claims.sessionStart, app.config.sessionMaxDays) <= Date.now() / 1000) {
      request.sessionEnded = true;
      return;
    }
    const user = await findUser(app, claims.userId);
    if (user && user.tokenVersion === claims.tokenVersion) {
      request.principal = principalOf(user);
      request.sessionStart = claims.sessionStart;
    }
  });
}

/**
 * The user as authentication knows them, read at most once a second per user (RecentUsers):
 * also what signed links check their reader's token version against.
 */
export function findUser(app: FastifyInstance, id: number): Promise<KnownUser | undefined> {
  return app.recentUsers.find(id, (userId) => readUser(app, userId));
}

async function readUser(app: FastifyInstance, id: number): Promise<KnownUser | undefined> {
  const [user] = await app.db
    .select({
      id: users.id,
      username: users.username,
      roles: users.roles,
      hnr: users.hnr,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/** The logged-in user, or a 401 that tells the person to log in (again, after a long session). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw new HttpError(401, request.sessionEnded ? SESSION_ENDED : NOT_LOGGED_IN);
  }
  return request.principal;
}
