import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHydraError } from './hydraError.ts';

export interface WebAppOptions {
  /** The built web app (Vite's dist). */
  distDir: string;
  /** Where `/` redirects with 302, when configured. */
  rootRedirect: string | undefined;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * A designer address, with or without a language prefix (`/edit/3`, `/de/edit-region/5`): it
 * gets the build's designer.html, index.html with the designer's chunks modulepreloaded, so
 * they download while the HTML is read (apps/web's vite.config).
 */
const DESIGNER_ADDRESS = /^\/(?:[^/]+\/)?(?:edit|edit-region)\/\d+\/?$/;

/**
 * Serves the built single-page app, its files compressed at build time where the client takes
 * brotli or gzip. Hashed assets are cached for a year; index.html is never
 * cached, so a deploy reaches everyone on their next navigation. Every path that looks like a
 * page (no file extension) gets index.html (a designer address its designer.html): the client
 * router decides what it shows, with or without a language prefix.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const indexFile = join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  // A build from before designer.html existed still works: its designer gets index.html.
  const designerPage = existsSync(join(options.distDir, 'designer.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file (apps/web's vite.config): sent as they are,
      // not compressed again per request by @fastify/compress, which leaves encoded answers be.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(options.distDir, 'assets')}`)
            ? `public, max-age=${ONE_YEAR}, immutable`
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(
      { distDir: options.distDir },
      'the web app is not built; run "npm run build" to serve it',
    );
  }

  return function historyFallback(request: FastifyRequest, reply: FastifyReply) {
    const [path = '/', query] = splitUrl(request.url);
    // A shared link such as `/?search=…` must still search after the redirect.
    if (path === '/' && options.rootRedirect) {
      return reply.redirect(withQuery(options.rootRedirect, query), 302);
    }
    const looksLikePage = !/\.[a-z0-9]+$/i.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !looksLikePage) {
      return sendHydraError(reply, 404, `Not found: ${path}`);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run "npm run build" and restart the server.');
    }
    const page = designerPage && DESIGNER_ADDRESS.test(path) ? 'designer.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  };
}

function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf('?');
  return index < 0 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}

/** Appends the request's query to the target, after any query the target already has. */
function withQuery(target: string, query: string | undefined): string {
  if (!query) return target;
  const hashIndex = target.indexOf('#');
  const base = hashIndex < 0 ? target : target.slice(0, hashIndex);
  const hash = hashIndex < 0 ? '' : target.slice(hashIndex);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
