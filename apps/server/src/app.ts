import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/serializer.ts';
import type { Config } from './config.ts';
import { retryWhileDatabaseAway, type Database } from './db/client.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRequestLogging } from './plugins/request-log.ts';
import { lazyChildLogger } from './plugins/lazy-logger.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createSessionReader } from './modules/auth/session.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { answerClientError, answerFrameworkError } from './plugins/client-errors.ts';
import { registerRedirectGuard } from './plugins/redirect-guard.ts';
import { createAuth, trustedOrigins, type Auth } from './modules/auth/auth.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { healthRoutes, type Readiness } from './modules/health/health.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { usersAdminRoutes } from './modules/users/users.admin.routes.ts';
import { registerAuditHook } from './modules/audit/audit.service.ts';
import { auditAdminRoutes } from './modules/audit/audit.routes.ts';
import { policiesAdminRoutes, policiesRoutes } from './modules/policies/policies.routes.ts';
import { bindStorage, openStorage, type FileStorage } from './modules/files/storage.ts';
import { filesAdminRoutes, filesRoutes } from './modules/files/files.routes.ts';
import { taxonomyAdminRoutes, taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.ts';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes.ts';
import { ingredientsAdminRoutes } from './modules/ingredients/ingredients.admin.routes.ts';
import { materialsAdminRoutes } from './modules/materials/materials.admin.routes.ts';
import { subMaterialsAdminRoutes, subMaterialsRoutes } from './modules/sub-materials/sub-materials.routes.ts';
import { recipesAdminRoutes } from './modules/recipes/recipes.admin.routes.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { complianceRoutes } from './modules/compliance/compliance.routes.ts';
import { complianceAdminRoutes } from './modules/compliance/compliance.admin.routes.ts';
import { complianceFileRoutes } from './modules/compliance/compliance.file.routes.ts';
import { publicRecipesRoutes } from './modules/recipes/public-recipes.routes.ts';
import { noticesAdminRoutes, noticesRoutes } from './modules/notices/notices.routes.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { boardAdminRoutes } from './modules/board/board.admin.routes.ts';
import { irAdminRoutes, irRoutes } from './modules/ir/ir.routes.ts';
import { createNotifier, type Notifier } from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { quotesAdminRoutes } from './modules/quotes/quotes.admin.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.ts';
import { registerJobs } from './jobs/index.ts';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { samplesRoutes } from './modules/samples/samples.routes.ts';
import { samplesAdminRoutes } from './modules/samples/samples.admin.routes.ts';
import { productsAdminRoutes, productsRoutes } from './modules/products/products.routes.ts';
import { purchasesAdminRoutes, purchasesRoutes } from './modules/purchases/purchases.routes.ts';
import { createShellRenderer, seoRoutes } from './modules/seo/seo.routes.ts';
import { loadRenderer } from './modules/seo/seo.render.ts';
import { paymentsAdminRoutes, paymentsRoutes } from './modules/payments/payments.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { inquiriesAdminRoutes } from './modules/inquiries/inquiries.admin.routes.ts';
import type { PaymentGateway } from './modules/payments/gateway.ts';
import { TestGateway } from './modules/payments/test-gateway.ts';
import { TossGateway } from './modules/payments/toss-gateway.ts';
import { createHub, type Hub } from './modules/realtime/hub.ts';
import { eventsRoutes } from './modules/realtime/events.routes.ts';
import { chatAdminRoutes, chatRoutes, type ChatDeps } from './modules/chat/chat.routes.ts';
import { pushChatMessage } from './modules/chat/chat.push.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createPush, type Push } from './modules/push/push.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { analyticsAdminRoutes, analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { consoleAdminRoutes } from './modules/console/console.routes.ts';
import { RENDERING_HEADER, RENDERING_TOKEN } from './modules/content/views.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    storage: FileStorage;
    /** in-app notifications + status e-mails of the pipeline (modules/notifications) */
    notifier: Notifier;
    /** the payment gateway in use (PAYMENT_GATEWAY: the built-in test gateway or Toss Payments) */
    paymentGateway: PaymentGateway;
    /** web push to users' subscribed devices (modules/push, decision 0008): `sendToUsers(ids, payload)` */
    push: Push;
    /** this instance's event streams (GET /api/events), fed by the PostgreSQL bus (modules/realtime) */
    hub: Hub;
    /** what GET /api/ready answers: started once listening, draining from SIGTERM on */
    readiness: Readiness;
  }
}

/** The gateway PAYMENT_GATEWAY names (decision 0007). */
export function createGateway(config: Config): PaymentGateway {
  const p = config.payments;
  return p.gateway === 'toss'
    ? new TossGateway(p.tossSecretKey ?? '', p.tossClientKey ?? null, p.tossApiBase)
    : new TestGateway(p.testSecret);
}

/** Builds the whole server (API + web app) on an open database; does not listen. */
export async function buildApp(
  config: Config,
  database: Database,
  options: {
    /** sees every route as it is added (the route contract's generator reads their schemas: scripts/route-contract.ts) */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // a hop count is valid at runtime though the types only list string | boolean | function
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // one line per failed or slow request instead of two per request (plugins/request-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    // and a request's logger is only made when it writes (plugins/lazy-logger.ts)
    childLoggerFactory: lazyChildLogger,
    genReqId: requestId,
    // Node answers a request line or headers over its limit (a 10,000-character search) before any
    // route runs: answer it in the API's format with a code the web translates (REQUEST_TOO_LONG)
    clientErrorHandler: answerClientError,
    // and a path its router cannot read (a bad %-escape, a parameter over the length limit) likewise
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const { db } = database;
  const mailer = createMailer(db, config.smtpUrl, config.mailFrom, app.log);
  const auth = createAuth(config, db, mailer);
  app.decorate('auth', auth);
  const storage = await openStorage(config.storage);
  app.decorate('storage', storage);
  // the demo seed (seed/content.seed.ts) is given the database only
  bindStorage(db, storage);
  // web push: the VAPID keys are made or read when the app starts; sends under way finish before it closes
  const push = createPush({ db, log: app.log, config: config.push });
  app.decorate('push', push);
  // a start made while PostgreSQL restarts waits for it here too, as for the migrations (server.ts):
  // the keys are the first statement after them, and a restart between the two failed a start in the
  // crash test (2026-11-30)
  app.addHook('onReady', () => retryWhileDatabaseAway(push.start));
  app.addHook('onClose', push.close);
  const notifier = createNotifier(db, mailer, config.publicUrl, app.log, push);
  app.decorate('notifier', notifier);

  registerErrorHandling(app);
  registerRequestLogging(app);
  // first of the onRequest hooks: the access and CSRF checks below answer 401/403 from theirs, and
  // those answers need the headers as much as any other
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  const sessions = createSessionReader(database.pool, config.sessionSecret, {
    cache: config.sessionCache,
    listenPool: database.sessionPool,
  });
  registerAccessControl(app, sessions);
  // one audit entry per successful staff mutation (before compression: it keeps the answer's text)
  registerAuditHook(app, db);
  registerCsrfProtection(app, (origin) => trustedOrigins(config, origin).includes(origin));
  registerTextGuard(app);
  // a create retried with the same Idempotency-Key answers the first result (before compression, like the audit)
  registerIdempotency(app, db);
  registerRedirectGuard(app, [config.publicUrl, ...config.trustedOrigins]);

  registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Formulab API', version: '0.1.0', description: 'Customer portal of an ODM/OEM cosmetics manufacturer' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    logLevel: 'warn',
  });

  await app.register(authRoutes, { auth });
  // ready once it listens (migrated, seeded, scheduler started); server.ts marks it draining on SIGTERM
  const readiness: Readiness = { started: false, draining: false };
  app.decorate('readiness', readiness);
  app.addHook('onListen', async () => {
    readiness.started = true;
  });
  await app.register(healthRoutes, { pool: database.pool, readiness });
  await app.register(usersRoutes, { db });
  await app.register(usersAdminRoutes, { db });
  await app.register(auditAdminRoutes, { db });
  await app.register(policiesRoutes, { db });
  await app.register(filesRoutes, { db, storage });
  await app.register(filesAdminRoutes, { db, storage });
  await app.register(taxonomyRoutes, { db });
  await app.register(taxonomyAdminRoutes, { db });
  await app.register(ingredientsRoutes, { db });
  await app.register(ingredientsAdminRoutes, { db, storage });
  await app.register(subMaterialsRoutes, { db });
  await app.register(subMaterialsAdminRoutes, { db, storage });
  await app.register(materialsAdminRoutes, { db });
  await app.register(recipesAdminRoutes, { db });
  await app.register(complianceRoutes, { db });
  await app.register(complianceFileRoutes, { db });
  await app.register(complianceAdminRoutes, { db, storage });
  await app.register(recipesRoutes, { db });
  await app.register(publicRecipesRoutes, { db });
  await app.register(policiesAdminRoutes, { db });
  await app.register(noticesRoutes, { db });
  await app.register(noticesAdminRoutes, { db, storage });
  await app.register(boardRoutes, { db, storage, secret: config.sessionSecret });
  await app.register(boardAdminRoutes, { db, storage });
  await app.register(irRoutes, { db });
  await app.register(irAdminRoutes, { db, storage });
  await app.register(notificationsRoutes, { db });
  await app.register(pushRoutes, { db, push, extraHosts: config.push.extraHosts });
  await app.register(quotesRoutes, { db });
  await app.register(quotesAdminRoutes, { db });
  await app.register(ordersRoutes, { db });
  await app.register(ordersAdminRoutes, { db });
  // scheduled jobs (quote expiry) in PostgreSQL: started when the app is ready, stopped when it closes
  registerJobs(app, database, config.env);
  await app.register(pipelineRoutes, { db });
  await app.register(samplesRoutes, { db });
  await app.register(samplesAdminRoutes, { db });
  const gateway = createGateway(config);
  app.decorate('paymentGateway', gateway);
  const deps = { gateway, notifier };
  await app.register(productsRoutes, { db });
  await app.register(productsAdminRoutes, { db, storage });
  await app.register(purchasesRoutes, { db, deps });
  await app.register(purchasesAdminRoutes, { db, deps });
  await app.register(paymentsRoutes, {
    db,
    deps,
    publicUrl: config.publicUrl,
    trusted: (origin) => trustedOrigins(config, origin).includes(origin),
  });
  await app.register(paymentsAdminRoutes, { db, deps });
  await app.register(inquiriesRoutes, { db, storage, mailer, formLimit: config.formRateLimit });
  await app.register(inquiriesAdminRoutes, { db });

  // realtime: event streams on this instance, chat stored in PostgreSQL and announced on its bus
  // the bus LISTENs on a connection of its own: the session pool's settings
  const hub = createHub(db, database.sessionPool, app.log);
  app.decorate('hub', hub);
  // open streams end first, or closing the server would wait for them (browsers reconnect and resume)
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());
  await app.register(eventsRoutes, { hub, sessions });
  const chatDeps: ChatDeps = { afterSend: (sent) => void pushChatMessage(db, push, sent, app.log) };
  await app.register(chatRoutes, { db, deps: chatDeps });
  await app.register(chatAdminRoutes, { db, deps: chatDeps });
  await app.register(dashboardAdminRoutes, { db });
  await app.register(analyticsRoutes, { db });
  await app.register(analyticsAdminRoutes, { db });
  await app.register(consoleAdminRoutes, { db, pool: database.pool, config });

  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });

  registerWebApp(app, config.webDist, {
    db,
    publicUrl: config.publicUrl,
    cacheMs: config.pageCacheSeconds * 1000,
    changes: (forget) => hub.onPagesChanged(forget),
  });
  return app;
}

/** Serves the built React app: real files when they exist, index.html for every other page. */
function registerWebApp(
  app: FastifyInstance,
  dist: string,
  seo: Pick<Parameters<typeof createShellRenderer>[0], 'db' | 'publicUrl' | 'cacheMs' | 'changes'>,
): void {
  const index = path.join(dist, 'index.html');
  const built = fs.existsSync(index);
  // a public page's title, description, Open Graph and JSON-LD written into index.html (decision 0017)
  // and, with the web app's build for the server beside it, the page's content (decision 0027): its data
  // asked of this same server in-process (inject: no socket; the same routes, schemas and
  // serialisation), without the visitor's cookies, so a page never holds what only they may see
  const load = loadRenderer(dist);
  const ssr = load && {
    load,
    log: (err: unknown) => app.log.error({ err }, 'server rendering failed'),
    fetch: async (url: string) => {
      // (marked as the page's rendering: a board post's read is no reader's view; see board.routes.ts)
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', [RENDERING_HEADER]: RENDERING_TOKEN },
      });
      const type = res.headers['content-type'];
      return new Response(res.statusCode === 204 ? null : res.payload, {
        status: res.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    },
  };
  const shell = createShellRenderer({ ...seo, indexFile: index, ssr: ssr || undefined });
  if (built) {
    app.register(fastifyStatic, {
      root: dist,
      serve: false, // files are served by the catch-all below, which knows the SPA fallback
      // .br / .gz written at build time (scripts/precompress.mjs): no per-request compression of assets
      preCompressed: true,
      setHeaders(res: { header: (k: string, v: string) => void }, filePath: string) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (urlPath.startsWith('/api/')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `No route GET ${urlPath}` });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
    }
    const file = safeJoin(dist, decodeURIComponent(urlPath));
    if (file && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    // a missing asset is a real 404 in plain text; a page path gets the app's shell, with status 404 when
    // the app has no screen for it (the shell renderer; the app draws its own not-found page)
    if (/\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && (await shell(request, reply))) return reply;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

let requestCounter = 0;
const requestPrefix = Math.random().toString(36).slice(2, 8);
/** A request id unique across instances (prefix per process) and cheap to make. */
function requestId(): string {
  return `${requestPrefix}-${(++requestCounter).toString(36)}`;
}

function safeJoin(root: string, p: string): string | null {
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + p));
  return resolved.startsWith(root + path.sep) ? resolved : null;
}
