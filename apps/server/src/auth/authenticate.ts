import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/httpError.ts';
import { type Principal, principalOf } from './principal.ts';
import { type KnownUser, RecentUsers } from './recentUsers.ts';
import { verifyToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Users read for recent requests; every write to a user through this process forgets them. */
    recentUsers: RecentUsers;
  }
}

export const NOT_LOGGED_IN = 'Please log in to continue.';

/**
 * Reads the bearer token on every request. Roles come from the database, not the token, so a
 * role change or a deleted user takes effect at once (on another server process when the
 * database's notification arrives, within a second at most, see RecentUsers); a token issued
 * before the user's last password or role change carries an old token version and counts as no
 * login at all.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorate('recentUsers', new RecentUsers());
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verifyToken(header.slice('Bearer '.length).trim(), app.jwtSecret);
    if (claims === null) return;
    const user = await app.recentUsers.find(claims.userId, (id) => readUser(app, id));
    if (user && user.tokenVersion === claims.tokenVersion) request.principal = principalOf(user);
  });
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

/** The logged-in user, or a 401 that tells the person to log in. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, NOT_LOGGED_IN);
  return request.principal;
}
