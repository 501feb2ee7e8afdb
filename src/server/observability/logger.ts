/**
 * The server's log (issue 47.2): pino, one JSON object a line on stdout (or LOG_FILE), readable
 * lines instead when stdout is a terminal (LOG_FORMAT=pretty or json forces one). LOG_LEVEL sets
 * what is written (info by default). Nothing secret is written: no token, password, code or whole
 * phone number (maskPhone, and the redacted paths below for anything passed by mistake).
 *
 * Imported by scripts/serve.mjs as it is (Node strips the types), so its imports name their files.
 */
import pino, { type Logger } from 'pino';
import { env } from '../core/env.ts';
import { processWide } from './process-wide.ts';

/** fields that may hold a secret at a line's top level, written as [redacted] */
const SECRET_FIELDS = ['password', 'token', 'otp', 'code', 'authorization', 'cookie'];
/** fields that may hold a secret, wherever a caller passes them, written as [redacted] */
export const REDACTED = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), 'headers.authorization', 'headers.cookie'];
const CENSOR = '[redacted]';

/** an error as a log line shows it: a database error's statement parameters (a phone, a token's hash) stay out */
function errorFields(error: Error): Record<string, unknown> {
  const fields = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  delete fields.params;
  delete fields.queryOptions;
  return fields;
}

function make(): Logger {
  const settings = env();
  const pretty = settings.LOG_FORMAT ? settings.LOG_FORMAT === 'pretty' : !settings.LOG_FILE && process.stdout.isTTY === true;
  const options = { level: settings.LOG_LEVEL, base: { pid: process.pid }, redact: { paths: REDACTED, censor: CENSOR }, serializers: { err: errorFields }, timestamp: pino.stdTimeFunctions.isoTime };
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', destination: settings.LOG_FILE ?? 1 } } });
  // several processes may write one file: each line is one append
  return pino(options, settings.LOG_FILE ? pino.destination({ dest: settings.LOG_FILE, append: true, mkdir: true, sync: false }) : pino.destination({ dest: 1, sync: false }));
}

/** the process's logger */
export const log: Logger = processWide('logger', make);

const parts = processWide('logger-parts', () => new Map<string, Logger>());
/** A part of the server's own logger: its lines carry `component`. One per component, so a test can watch what a part logs. */
export function loggerFor(component: string): Logger {
  let part = parts.get(component);
  if (!part) parts.set(component, (part = log.child({ component })));
  return part;
}

/**
 * The request log (./http-observer.ts): one line a request, made field by field from the request's
 * note (id, route pattern, status, time), never from a caller's object, so nothing nested is there
 * to redact and only its top-level fields are watched. The wildcard paths run pino's redaction on
 * every field of every line, and on that line it was 14 KiB of the 114 KiB a page from the cache
 * allocated (issue 48.4).
 */
export const requestLog = (): Logger => processWide('logger-requests', () => log.child({ component: 'http' }, { redact: { paths: SECRET_FIELDS, censor: CENSOR } }));

/** '+9779812345678' as '+977*******678': enough to tell two apart, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  const head = phone.startsWith('+') ? `+${digits.slice(0, 3)}` : digits.slice(0, 2);
  return `${head}${'*'.repeat(digits.length - head.replace('+', '').length - 3)}${digits.slice(-3)}`;
}

/** 'sita@example.com' as 's***@example.com' */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** A recipient (phone or email) as the log may show it. */
export const maskRecipient = (recipient: string): string => (recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient));
