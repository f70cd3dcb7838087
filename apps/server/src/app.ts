import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthentication } from './auth/authenticate.ts';
import { databaseRateLimitStore } from './auth/databaseRateLimitStore.ts';
import { startBatchWorker } from './batch/batchWorker.ts';
import type { Config } from './config/config.ts';
import { resolveJwtSecret } from './config/jwtSecret.ts';
import { type Database, type DatabaseHandle, openDatabase, pgliteDirFor } from './db/client.ts';
import { createThumbnailUrls, type ThumbnailUrls } from './exports/thumbnailUrls.ts';
import { brandFontFileRoutes } from './fonts/brandFontFiles.ts';
import { registerApiDocs } from './http/apiDocs.ts';
import type { BodyRate } from './http/bodyGuard.ts';
import { registerChangeTracking } from './http/changeTracking.ts';
import { answerClientError } from './http/clientErrors.ts';
import { registerCors } from './http/cors.ts';
import { frameworkErrors, registerErrorHandling } from './http/errorHandling.ts';
import { fontRoutes } from './http/fonts.ts';
import { DEFAULT_BODY_LIMIT } from './http/inputLimits.ts';
import { registerMediaFiles } from './http/media.ts';
import { registerRequestBoundary } from './http/requestBoundary.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerWebApp } from './http/webApp.ts';
import { JobQueue } from './jobs/jobQueue.ts';
import { configurePrintProfile } from './print/printProfile.ts';
import { RenderPool } from './render/renderPool.ts';
import { authRoutes } from './routes/auth/auth.ts';
import { batchExportRoutes } from './routes/batch_exports/batchExports.ts';
import { categoryRoutes } from './routes/categories/categories.ts';
import { dealerLogoRoutes } from './routes/dealer_logos/dealerLogos.ts';
import { dealerProfileRoutes } from './routes/dealer_profiles/dealerProfiles.ts';
import { dealerValueRoutes } from './routes/dealer_values/dealerValues.ts';
import { savedValuesListRoutes } from './routes/dealer_values/savedValuesList.ts';
import { entrypointRoutes } from './routes/entrypoint/entrypoint.ts';
import { exportHistoryRoutes } from './routes/exports/exportHistory.ts';
import { exportRoutes } from './routes/exports/exports.ts';
import { sheetPreflightRoutes } from './routes/exports/sheetPreflight.ts';
import { thumbnailRoutes } from './routes/exports/thumbnails.ts';
import { fontChoiceRoutes } from './routes/font_choices/fontChoices.ts';
import { ciFontRoutes } from './routes/font_families/ciFonts.ts';
import { fontFamilyRoutes } from './routes/font_families/fontFamilies.ts';
import { healthRoutes } from './routes/health.ts';
import { importRoutes } from './routes/imports/imports.ts';
import { mediaObjectRoutes } from './routes/media_objects/mediaObjects.ts';
import { paletteColorRoutes } from './routes/palette_colors/paletteColors.ts';
import { printProfileRoutes } from './routes/print_profile/printProfile.ts';
import { regionalSheetRoutes } from './routes/regional_sheets/regionalSheets.ts';
import { revisionRoutes } from './routes/sheets/revisions.ts';
import { sheetRoutes } from './routes/sheets/sheets.ts';
import { translationRoutes } from './routes/translations/translations.ts';
import { userRoutes } from './routes/users/users.ts';
import { bootstrapAdmin } from './seed/bootstrapAdmin.ts';
import { type DemoAccount, seedDemo } from './seed/seedDemo.ts';
import { createMediaStorage } from './storage/createMediaStorage.ts';
import type { MediaStorage } from './storage/mediaStorage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    media: MediaStorage;
    jwtSecret: string;
    /** Signs the `thumbnail` URLs the presenters hand out and checks them when they load. */
    thumbnailUrls: ThumbnailUrls;
    /** Durable background jobs on the database (batch exports), shared by every process. */
    jobs: JobQueue;
    /** Renders exports and thumbnails in worker threads, off the event loop. */
    renderer: RenderPool;
  }
}

export interface BuildOptions {
  /** Called once with the accounts this start created in an empty database (demo or admin). */
  onDemoSeeded?: (accounts: DemoAccount[]) => void;
  /** Tests may pass their own PGlite directory (e.g. `memory://`). */
  pgliteDir?: string;
  /** The slowest a request body may arrive; tests shorten the window (see bodyGuard.ts). */
  bodyRate?: BodyRate;
}

/**
 * Builds the whole server: external plugins, then the app's own (database, storage), then
 * routes. Used by the boot file and by tests, which call it through `inject` or real HTTP.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Routes that take sheet data or uploads raise this for themselves.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A client that stalls while sending is cut off, instead of holding a connection and its
    // buffers for minutes; the server checks every second rather than Node's 30. (An idle
    // socket timeout would also cut off a request the server itself takes long to answer.)
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Node reads these at creation: set on the server afterwards (as Fastify does),
    // requestTimeout alone waits for the 60 s headersTimeout instead.
    http: {
      connectionsCheckingInterval: 1000,
      requestTimeout: config.requestTimeoutSeconds * 1000,
      headersTimeout: Math.min(60_000, config.requestTimeoutSeconds * 1000),
    },
    return503OnClosing: true,
    // Behind a load balancer the peer is the balancer: the login limit would count every user
    // of an address as one. Only the proxies named may say who the client is.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    forceCloseConnections: 'idle',
    // A broken address is refused by the router before the error handler could word it.
    frameworkErrors,
    // What Node answers before a request exists (431, 408, 400) comes as a Hydra error too.
    clientErrorHandler: answerClientError,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? pgliteDirFor(config.dataDir),
    pgliteThread: config.databaseThread,
  });
  // On close, a kept-alive connection ends after its in-flight response instead of holding
  // the shutdown open until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  try {
    await database.migrate();
    const media = await createMediaStorage(config);
    app.addHook('onClose', async () => media.close?.());
    app.decorate('config', config);
    // Opened once per process, here, so that a wrong PRINT_PROFILE stops the start, not an export.
    await configurePrintProfile(config.print);
    const renderer = new RenderPool(config.renderThreads, config.print);
    app.decorate('renderer', renderer);
    app.addHook('onClose', async () => renderer.close());
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('media', media);
    const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    app.decorate('jwtSecret', jwtSecret);
    app.decorate('thumbnailUrls', createThumbnailUrls(jwtSecret));
    const jobs = new JobQueue(database, { expireSeconds: config.batch.expireSeconds });
    jobs.onError((error) => app.log.error({ err: error }, 'job queue'));
    app.decorate('jobs', jobs);
    // Before the database closes: a part in progress finishes, the rest wait in the queue.
    app.addHook('preClose', async () => jobs.stop());

    const seeded = config.seedDemo
      ? await seedDemo(database.db, media, { adminPassword: config.adminPassword })
      : await bootstrapAdmin(database.db, config.adminPassword);
    if (seeded) {
      app.log.info(
        { accounts: seeded.length, demo: config.seedDemo },
        'created the first accounts in an empty database',
      );
      options.onDemoSeeded?.(seeded);
    }

    // Route schemas only document the API. Handlers validate with zod and answer in words a
    // person understands; ajv would reject first with its own wording, and fast-json-stringify
    // would drop every field a response schema does not list.
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    // External plugins first, then the app's own routes.
    await registerCors(app, config.corsOrigins);
    registerSecurityHeaders(app);
    await app.register(fastifyCompress);
    // Off by default: only the routes that ask for it (the login) are limited.
    // Counted in the database, so the limit holds whichever server process answers.
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(database.db),
    });
    // Before the routes, which it documents as they are added.
    await registerApiDocs(app);
    // Error handling comes before the routes so that every route plugin inherits it.
    const historyFallback = await registerWebApp(app, {
      distDir: config.webDistDir,
      rootRedirect: config.rootRedirect,
    });
    registerErrorHandling(app, historyFallback);
    registerRequestBoundary(app, options.bodyRate);
    await registerMediaFiles(app);
    await app.register(fontRoutes);
    await app.register(brandFontFileRoutes);
    registerAuthentication(app);
    await registerChangeTracking(app, database);
    await app.register(healthRoutes, { database });
    await app.register(authRoutes);
    await app.register(sheetRoutes);
    await app.register(regionalSheetRoutes);
    await app.register(revisionRoutes);
    await app.register(exportRoutes);
    await app.register(exportHistoryRoutes);
    await app.register(batchExportRoutes);
    await app.register(dealerValueRoutes);
    await app.register(savedValuesListRoutes);
    await app.register(dealerProfileRoutes);
    await app.register(thumbnailRoutes);
    await app.register(sheetPreflightRoutes);
    await app.register(entrypointRoutes);
    await app.register(categoryRoutes);
    await app.register(mediaObjectRoutes);
    await app.register(printProfileRoutes);
    await app.register(dealerLogoRoutes);
    await app.register(userRoutes);
    await app.register(importRoutes);
    await app.register(translationRoutes);
    await app.register(fontFamilyRoutes);
    await app.register(ciFontRoutes);
    await app.register(fontChoiceRoutes);
    await app.register(paletteColorRoutes);
    // Batches left by a stopped or crashed process go on as soon as this one is up.
    await startBatchWorker(app, config.batch.workers);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

export type App = FastifyInstance;
