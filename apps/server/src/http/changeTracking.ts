import { getTableName, type Table } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { chosenEncoding } from './answerEncodings.ts';
import { ReadCache } from './readCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of the busiest reads, computed again when a table they are read from changes. */
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /**
     * The only tables a write route changes (exports and logins, say): its answer then concerns
     * only cached answers read from them. A write route without it counts as a change to every
     * table.
     */
    writesOnly?: readonly Table[];
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const USERS = getTableName(users);

/**
 * Keeps this process's read cache and recent users true to the database: a write request through
 * this process has its sender's answers computed again before its answer leaves (so its sender
 * reads what they wrote; everyone else's follow, see ReadCache.changed), and a change committed by any other process or job is heard as soon as PostgreSQL's
 * notification arrives (see ReadCache.changedElsewhere). Registered after authentication, whose
 * `recentUsers` it empties on a change to users.
 */
export async function registerChangeTracking(app: FastifyInstance, database: DatabaseHandle) {
  const cache = new ReadCache(app.config.readCache);
  app.decorate('readCache', cache);
  // Registered before the routes, so it sees every one of them.
  app.addHook('onRoute', (route) => {
    const written = route.config?.writesOnly;
    if (!written) return;
    for (const method of [route.method].flat()) {
      declaredRoutes(cache).writes.set(`${method} ${route.url}`, written.map(getTableName));
    }
  });
  const stop = await database.watchChanges({
    changed: (table) => {
      if (table) cache.changedElsewhere(table);
      else void cache.changed();
      if (table === USERS) app.recentUsers.forgetAll();
    },
    listening: (isListening) => cache.listening(isListening),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method)) return payload;
    // A refused write changed nothing (writes are transactions), and must not make every
    // answer be computed again: anyone can send one. Except a conflict: it says the database
    // holds something newer than its sender read, perhaps saved through another process and
    // not yet computed again here, and their next read must show it. Only someone allowed to
    // write gets that far, and computations of an answer are at most one per RECOMPUTE_GAP_MS.
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (refused && reply.statusCode !== 409) return payload;
    const written = request.routeOptions.config.writesOnly;
    const writer = request.principal?.id;
    if (written) {
      await Promise.all(written.map((table) => cache.changed(getTableName(table), writer)));
    } else await cache.changed(undefined, writer);
    return payload;
  });
  app.addHook('preClose', async () => {
    await stop();
    cache.close();
  });
}

/** The tables a cached answer is read from (see tablesRead): their names, worked out once. */
export interface TablesRead {
  readonly names: readonly string[];
}

/** The routes declaring what they read or write, by method and path pattern: table names. */
export interface DeclaredRoutes {
  /** The cached reads that have answered (cachedRead), with the tables they declared. */
  reads: Map<string, readonly string[]>;
  /** Every write route with `config.writesOnly`, as registered. */
  writes: Map<string, readonly string[]>;
}

/**
 * Per app (by its read cache): one entry per route, so it stays as small as the route table.
 * readDeclarations.test.ts runs every cached read and declared write against it.
 */
const DECLARED = new WeakMap<ReadCache, DeclaredRoutes>();

/** What the routes of the app with this read cache declared so far (tests look). */
export function declaredRoutes(cache: ReadCache): DeclaredRoutes {
  let declared = DECLARED.get(cache);
  if (!declared) {
    declared = { reads: new Map(), writes: new Map() };
    DECLARED.set(cache, declared);
  }
  return declared;
}

/**
 * The tables a route's cached answers are read from, made once per route rather than on every
 * read: those named, and the users, since who reads is part of every answer. What of the user
 * shapes it (roles, and so the region, and hnr) is in the key too, so an answer computed again
 * after a change to users is the same.
 */
export function tablesRead(...tables: Table[]): TablesRead {
  return { names: [...new Set([...tables, users].map(getTableName))] };
}

/**
 * A read's answer as JSON, from the cache when none of the tables `read` names changed since it
 * was computed for the same user (with the same roles and token version) and address. Only for
 * answers that depend on nothing else: `read`, declared beside the domain's query, must name
 * every table `compute` reads (readDeclarations.test.ts checks it).
 */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal,
  read: TablesRead,
  compute: () => Promise<unknown>,
): Promise<Buffer> {
  // The token version too: answers carry links signed for it, which stop when it rises.
  const key = `${principal.id}\u0000${principal.tokenVersion}\u0000${principal.roles.join(',')}\u0000${principal.hnr ?? ''}\u0000${request.url}`;
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  declaredRoutes(request.server.readCache).reads.set(
    `${request.method} ${request.routeOptions.url}`,
    read.names,
  );
  const answer = await request.server.readCache.answer(key, compute, {
    encoding,
    tables: read.names,
    owner: principal.id,
  });
  // Fastify sends bytes as they are: the type is what it would have given the object.
  reply.type('application/json; charset=utf-8');
  if (answer.encoding) {
    // The compression plugin leaves an answer alone that has its encoding already.
    reply.header('content-encoding', answer.encoding);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  return answer.body;
}
