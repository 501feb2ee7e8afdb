/**
 * The environment the storefront reads, as one typed schema (issue 44.3): every variable an operator
 * may set, with its type and default. `npm start` checks it before anything else, and a wrong value
 * stops the start with a message that names the variable (scripts/start.mjs). The README's Settings
 * table lists exactly these (tests/unit/env.test.ts holds the two together).
 *
 * It imports nothing of the project's, so Node reads it as it is (types stripped) at start.
 */
import { z } from 'zod';

const text = () => z.string().trim().min(1).optional();
const url = () => z.url().optional();
const wholeNumber = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const onOff = () => z.enum(['on', 'off']).optional();
/** a comma list of origins (scheme://host[:port]) */
const origins = () =>
  z
    .string()
    .optional()
    .refine((v) => !v || v.split(',').every((o) => !o.trim() || URL.canParse(o.trim())), 'a comma list of origins such as https://shop.example');

export const ENV_SCHEMA = z.object({
  // where and how the server runs
  HOST: z.string().default('0.0.0.0'),
  PORT: wholeNumber(4321, 1).refine((p) => p <= 65535, 'a port, 1 to 65535'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL').optional(),
  PG_POOL_SIZE: wholeNumber(10, 1),
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1)]).optional(),
  MIGRATIONS_DIR: text(),
  TRUST_PROXY: z.union([z.literal('true'), z.coerce.number().int().min(0)]).optional(),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000),
  SHUTDOWN_DELAY_MS: wholeNumber(0),
  // watching it run (src/server/observability)
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  LOG_FILE: text(),
  METRICS_TOKEN: text(),
  METRICS_ALLOW_FROM: z
    .string()
    .optional()
    .refine((v) => !v || v.split(',').every((e) => !e.trim() || /^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/i.test(e.trim())), 'a comma list of addresses or CIDR ranges such as 10.0.0.0/8'),
  // the shop's addresses and its API's callers
  APP_URL: url(),
  ALLOWED_ORIGINS: origins(),
  API_BASE_URL: url(),
  API_CORS_ORIGINS: origins(),
  PAYMENT_CALLBACK_ORIGINS: origins(),
  // payments
  PAYMENT_SANDBOX: onOff(),
  PAYMENT_SANDBOX_SECRET: text(),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  // sign-in
  SESSION_IDLE_DAYS: wholeNumber(30, 1),
  SESSION_MAX_DAYS: wholeNumber(365, 1),
  LOGIN_SLOWDOWN_MAX_MS: wholeNumber(4000),
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_JWKS_URL: url(),
  FACEBOOK_APP_ID: text(),
  FACEBOOK_APP_SECRET: text(),
  FACEBOOK_JWKS_URL: url(),
  FACEBOOK_GRAPH_URL: url(),
  SOCIAL_LOGIN_JWKS_FILE: text(),
  FIREBASE_API_KEY: text(),
  FIREBASE_AUTH_URL: url(),
  OPS_TOKEN: text(),
  // messages
  SMTP_URL: url(),
  MAIL_FROM: text(),
  SMS_GATEWAY_URL: url(),
  SMS_GATEWAY_TOKEN: text(),
  WEB_PUSH_PUBLIC_KEY: text(),
  WEB_PUSH_PRIVATE_KEY: text(),
  WEB_PUSH_SUBJECT: text(),
  // maps
  GEO_PROVIDER: z.enum(['nominatim', 'gazetteer']).optional(),
  GEO_COUNTRY_CODES: z.string().default('np'),
  NOMINATIM_URL: url(),
  OSRM_URL: url(),
  PUBLIC_TILE_URL: text(),
  // caching and measuring (src/server/cache/policy.ts)
  CACHE: onOff(),
  REFERENCE_CACHE: onOff(),
  PAGE_CACHE: onOff(),
  PAGE_CACHE_FRESH_MS: wholeNumber(5000),
  LIST_TTL_MS: wholeNumber(5000),
  LIST_CACHE_MAX: wholeNumber(2000),
  COUNTS_TTL_MS: wholeNumber(60_000),
  PERSONAL_CACHE_MAX: wholeNumber(10_000),
  ITEM_CACHE_MAX: wholeNumber(5000),
  EMBEDDED_STATEMENTS: z.enum(['kept', 'unprepared']).optional(),
  API_SQL_COUNT: z.enum(['0', '1']).optional(),
  SQL_TRACE: z.enum(['0', '1', 'full']).optional(),
  STOREFRONT_TEST_MODE: z.enum(['0', '1']).optional(),
  // the operator command (scripts/ops.ts)
  STOREFRONT_URL: url(),
});

export type Env = z.infer<typeof ENV_SCHEMA>;

/** What the processes set for each other, and what tools set: not the operator's to set. */
export const INTERNAL_VARIABLES = ['EMBEDDED_DB_HOST', 'STOREFRONT_STARTED_AT', 'NODE_ENV', 'PATH', 'CI', 'E2E_PORT', 'CHROMIUM_PATH', 'TEST_DATABASE_URL', 'ASTRO_TELEMETRY_DISABLED'] as const;

export class EnvError extends Error {}

/** The environment, typed; an EnvError that names each wrong variable and says what it takes. An empty value counts as unset. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const given = Object.fromEntries(Object.keys(ENV_SCHEMA.shape).flatMap((name) => (source[name] !== undefined && source[name] !== '' ? [[name, source[name]]] : [])));
  const parsed = ENV_SCHEMA.safeParse(given);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=${JSON.stringify(given[name])}: ${issue.message}`;
  });
  throw new EnvError(`The environment has values the storefront cannot use:\n  ${lines.join('\n  ')}`);
}

let processEnv: Env | undefined;
/** The process's environment, read once (tests that change process.env call readEnv themselves). */
export const env = (): Env => (processEnv ??= readEnv());
