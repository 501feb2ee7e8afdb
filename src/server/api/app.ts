/**
 * The /api/v1 app: one Hono router, mounted by a single Astro endpoint (src/pages/api/v1/[...path].ts)
 * and called in-process by tests and benchmarks. Routes are thin adapters over src/server/services.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { env } from '../core/env';
import { documentAnswer } from './wire/answers';
import { MAX_IMAGE_BYTES } from '../../lib/constants';
import { countStatements, getDatabase, type Db, type Listen } from '../db/client';
import { OrderEventHub } from '../services/orders/events';
import { ApiError } from '../core/errors';
import { parseLocale, t } from '../core/messages';
import { buildContext, type Env } from './context';
import { registerAuthRoutes } from './routes/auth';
import { registerSocialAuthRoutes } from './routes/social-auth';
import { registerCartRoutes } from './routes/cart';
import { registerWishlistRoutes } from './routes/wishlist';
import { registerVisitAgainRoutes } from './routes/visit-again';
import { registerAddressRoutes } from './routes/addresses';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerCustomerRoutes } from './routes/customer';
import { registerWalletRoutes } from './routes/wallet';
import { registerNotificationRoutes } from './routes/notifications';
import { registerChatRoutes } from './routes/chat';
import { registerPushRoutes } from './routes/push';
import { startPushDispatcher } from '../adapters/messaging/push';
import { registerConfigRoutes } from './routes/config';
import { registerContentRoutes } from './routes/content';
import { registerPromotionRoutes } from './routes/promotions';
import { registerStoreRoutes } from './routes/stores';
import { registerOrderRoutes } from './routes/orders';
import { registerPaymentRoutes } from './routes/payments';
import { registerReviewRoutes } from './routes/reviews';
import { registerOperatorRoutes } from './routes/operator';
import { registerAdminRoutes } from './routes/admin';
import { openApiDocument } from './openapi';
import { documented, registeredRoutes } from './route';
import packageJson from '../../../package.json';
import { isDataException } from '../db/errors';
import { sessionCookie } from './session-cookie';
import { routePath } from 'hono/route';
import { noteRoute, requestNote } from '../observability/request-note';
import { bearerToken } from './auth-guard';
import { addSecurityHeaders, cameOverHttps } from '../../lib/security-headers';
import { trustedProxyHops } from '../core/client-address';
import { publicCacheControl } from '../cache/policy';
import { loggerFor } from '../observability/logger';

const log = loggerFor('api');

export const MAX_BODY_BYTES = 1024 * 1024;
/** Routes that take an image (at most 2 MB) in a form, with room for the other fields. */
export const UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** A prescription, a refund request and a review take up to 3 images. */
export const PRESCRIPTION_BODY_BYTES = 3 * MAX_IMAGE_BYTES + 64 * 1024;
const UPLOAD_LIMITS = new Map([
  ['/api/v1/customer/update-profile', 'upload'],
  ['/api/v1/customer/order/prescription/place', 'prescription'],
  ['/api/v1/customer/order/place', 'prescription'],
  ['/api/v1/customer/order/refund-request', 'prescription'],
  ['/api/v1/items/reviews/submit', 'prescription'],
] as const);

/** the request headers the 6amMart contract uses (reference: base paths) */
export const CORS_HEADERS = ['zoneId', 'moduleId', 'latitude', 'longitude', 'X-localization', 'X-software-id', 'X-server', 'Authorization', 'guest-id', 'Content-Type', 'Accept'];

function corsOrigins(): string | string[] {
  const list = (process.env.API_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return list.length ? list : '*';
}

export interface AppOptions {
  /** Database to use; default is the process-wide one (DATA_DIR / DATABASE_URL). */
  db?: () => Promise<Db>;
  /** Add `x-sql-statements` to every response (tests, benchmarks). */
  countSql?: boolean;
  /** LISTEN for order events; default is the process-wide database's */
  listen?: () => Promise<Listen>;
}

const patterns = new Map<string, RegExp>();
/** The methods the app answers on a path ('/api/v1/items/details/:id' matches '/api/v1/items/details/7'), OPTIONS aside. */
export function allowedMethods(routes: ReadonlyArray<{ method: string; path: string }>, path: string): string[] {
  const methods = new Set<string>();
  for (const r of routes) {
    if (r.method === 'ALL' || r.method === 'OPTIONS') continue;
    let re = patterns.get(r.path);
    if (!re) {
      const source = r.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      re = new RegExp(`^${source}/?$`);
      patterns.set(r.path, re);
    }
    if (re.test(path)) methods.add(r.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

export function createApiApp(options: AppOptions = {}) {
  const dbProvider = options.db ?? (async () => (await getDatabase()).db);
  const countSql = options.countSql ?? process.env.API_SQL_COUNT === '1';
  const app = new Hono<Env>().basePath('/api/v1');
  // one LISTEN per process, shared by every order event stream it serves
  const orderEvents = new OrderEventHub(options.listen ?? (async () => (await getDatabase()).listen));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(err.body(parseLocale(c.req.header('x-localization'))), err.status as never);
    }
    const locale = parseLocale(c.req.header('x-localization'));
    // PostgreSQL "data exception" (class 22): a value the client sent cannot be stored or compared.
    if (isDataException(err)) {
      return c.json({ errors: [{ code: 'request', message: t(locale, 'body_invalid') }] }, 403);
    }
    log.error({ err, method: c.req.method, route: routePath(c, -1) }, 'unexpected error');
    return c.json({ errors: [{ code: 'server_error', message: t(locale, 'server_error') }] }, 500);
  });
  app.notFound((c) => {
    const locale = parseLocale(c.req.header('x-localization'));
    // a path that exists for other methods: 405 and what it allows (RFC 9110), not a 404
    const allowed = allowedMethods(app.routes, c.req.path);
    if (allowed.length) {
      c.header('Allow', allowed.join(', '));
      return c.json({ errors: [{ code: 'method', message: t(locale, 'method_not_allowed') }] }, 405);
    }
    return c.json({ errors: [{ code: 'not_found', message: t(locale, 'route_not_found') }] }, 404);
  });

  // other origins (a 6amMart-compatible web app, a storefront on API_BASE_URL) may call the API: it
  // authenticates by bearer token or guest id, never by cookie. API_CORS_ORIGINS narrows it (comma list).
  app.use('*', cors({ origin: corsOrigins(), allowHeaders: CORS_HEADERS, allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], exposeHeaders: ['Retry-After'], maxAge: 600 }));

  app.use('*', async (c, next) => {
    // NUL cannot be stored or compared in PostgreSQL text: refuse it at the door.
    if (c.req.url.includes('%00') || c.req.url.includes('\u0000')) {
      const locale = parseLocale(c.req.header('x-localization'));
      return c.json({ errors: [{ code: 'request', message: t(locale, 'body_invalid') }] }, 403);
    }
    const db = await dbProvider();
    c.set('ctx', buildContext(c, db));
    // the log line (src/server/observability/request-note.ts): the shopper as the call names them; the route once one takes it
    const note = requestNote();
    if (note && !note.route) note.shopper = bearerToken(c) ? 'customer' : c.req.header('guest-id') || c.req.query('guest_id') ? 'guest' : 'anonymous';
    c.set('orderEvents', orderEvents);
    if (!countSql) return next();
    const { statements } = await countStatements(async () => {
      await next();
    });
    c.res.headers.set('x-sql-statements', String(statements));
  });

  const tooLarge = (c: Context<Env>) => c.json({ errors: [{ code: 'body', message: t(parseLocale(c.req.header('x-localization')), 'body_too_large') }] }, 413);
  const bodyLimits = {
    normal: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }),
    upload: bodyLimit({ maxSize: UPLOAD_BODY_BYTES, onError: tooLarge }),
    prescription: bodyLimit({ maxSize: PRESCRIPTION_BODY_BYTES, onError: tooLarge }),
  };
  app.use('*', (c, next) => bodyLimits[UPLOAD_LIMITS.get(c.req.path as never) ?? 'normal'](c, next));

  app.use('*', async (c, next) => {
    await next();
    // the pattern of the route that answered ('/api/v1/items/details/:id'); none when only the middleware's '*' matched
    const matched = routePath(c, -1);
    if (!matched.endsWith('*')) noteRoute(matched);
  });

  app.use('*', sessionCookie());
  // the same security headers as the pages (src/lib/security-headers.ts)
  const trustProxy = trustedProxyHops() > 0;
  app.use('*', async (c, next) => {
    await next();
    addSecurityHeaders(c.res.headers, { https: cameOverHttps(new URL(c.req.url), c.req.raw.headers, trustProxy) });
  });

  // Catalogue answers are the same for everyone with the same headers; anything personal or a write is not cacheable.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.has('cache-control')) return;
    const personal = c.req.header('authorization') || c.req.query('guest_id') || c.req.path.includes('/customer/') || c.req.path.includes('/auth/');
    if (c.req.method === 'GET' && c.res.status === 200 && !personal) {
      c.res.headers.set('cache-control', publicCacheControl('public, max-age=60, stale-while-revalidate=300'));
      c.res.headers.set('vary', 'zoneId, moduleId, latitude, longitude, X-localization');
    } else {
      c.res.headers.set('cache-control', 'private, no-store');
    }
  });

  registerConfigRoutes(app);
  registerContentRoutes(app);
  registerCatalogueRoutes(app);
  registerStoreRoutes(app);
  registerPromotionRoutes(app);
  registerAuthRoutes(app);
  registerSocialAuthRoutes(app);
  registerCartRoutes(app);
  registerWishlistRoutes(app);
  registerVisitAgainRoutes(app);
  registerAddressRoutes(app);
  registerCustomerRoutes(app);
  registerWalletRoutes(app);
  registerNotificationRoutes(app);
  registerChatRoutes(app);
  registerPushRoutes(app);
  registerOrderRoutes(app);
  registerPaymentRoutes(app);
  registerReviewRoutes(app);
  registerOperatorRoutes(app);
  registerAdminRoutes(app);

  // built once, on first ask: the routes do not change after this point
  let document: ReturnType<typeof openApiDocument> | null = null;
  documented(app, 'Documentation').get(
    '/openapi.json',
    { answer: documentAnswer, summary: 'This document (OpenAPI 3.1); a readable page is at /api/docs' },
    () => (document ??= openApiDocument(registeredRoutes(app), { title: 'Storefront API', version: packageJson.version, origin: env().APP_URL ?? null })),
  );
  return app;
}

/**
 * `_method` on POST (form or JSON body, or query) turns the request into PUT/PATCH/DELETE.
 * Applied before routing, so `POST x {_method: put}` reaches the PUT route.
 */
export async function applyMethodOverride(request: Request): Promise<Request> {
  if (request.method !== 'POST') return request;
  const url = new URL(request.url);
  let override = url.searchParams.get('_method');
  const type = request.headers.get('content-type') ?? '';
  if (!override && (type.includes('application/json') || type.includes('form'))) {
    // only a body of a declared, small length is read here; a chunked one (no Content-Length) goes
    // on to the body limit, which counts it as it streams (reading it whole here was unbounded)
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > 0 && length <= MAX_BODY_BYTES) {
      try {
        const clone = request.clone();
        if (type.includes('application/json')) {
          const body = (await clone.json()) as unknown;
          if (body && typeof body === 'object' && '_method' in body) override = String((body as { _method: unknown })._method);
        } else {
          const form = await clone.formData();
          const value = form.get('_method');
          if (typeof value === 'string') override = value;
        }
      } catch {
        // unreadable body: the route's own parser reports it
      }
    }
  }
  const method = override?.toUpperCase();
  if (!method || !['PUT', 'PATCH', 'DELETE'].includes(method)) return request;
  return new Request(request, { method, duplex: 'half' } as RequestInit);
}

let shared: ReturnType<typeof createApiApp> | undefined;
/** The process-wide app, used by the Astro endpoint. */
/** Answer an /api/v1 request; `remoteAddress` is the connection's address, when the server knows it. */
export async function handleApiRequest(request: Request, remoteAddress?: string): Promise<Response> {
  if (!shared) {
    shared = createApiApp();
    // the process that serves the API sends the waiting pushes (with the operator's VAPID keys)
    startPushDispatcher(async () => (await getDatabase()).db);
  }
  return shared.fetch(await applyMethodOverride(request), { remoteAddress });
}
