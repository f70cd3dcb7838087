import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { accessOf, ROUTE_ACCESS } from './routes.ts';

// Every route the app registers, seen by an onRoute hook added the moment Fastify creates the
// app (before any plugin), so none is missed: the docs', the web app's and the files' too.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: create, fastify: create };
});

/** The routes besides the HEAD ones Fastify adds for each GET. */
const routes = () => registered.filter((route) => route.method !== 'HEAD');

/** A concrete URL for a route's pattern: every parameter 1, a wildcard a file name. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x.js');

describe.each(TEST_DATABASES)('the declared access of every route on $name', ({ name }) => {
  let environment: TestEnvironment;
  let app: FastifyInstance;

  beforeAll(async () => {
    registered.length = 0;
    environment = await testEnvironment(name);
    app = await testApp(environment);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  it('finds the routes of the app, its login and its sheets among them', () => {
    const keys = routes().map((route) => `${route.method} ${route.url}`);
    expect(keys).toContain('POST /auth/login');
    expect(keys).toContain('PUT /api/regional_sheets/:id');
    expect(keys.length).toBeGreaterThan(80);
  });

  it('has a policy or an explicit public declaration for every route', () => {
    const undeclared = routes()
      .filter((route) => accessOf(route.method, route.url) === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares no route the app does not have, and only actions its policy has', () => {
    const keys = new Set(routes().map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !keys.has(key))).toEqual([]);
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.kind === 'policy')
        expect(access.policy.actions, key).toHaveProperty(access.action);
    }
  });

  it('asks for a login on every route with a policy, and on no public one', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const access = accessOf(route.method, route.url);
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const asksLogin = response.statusCode === 401;
      if (asksLogin !== (access?.kind === 'policy')) {
        wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
