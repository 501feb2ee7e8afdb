/**
 * What a database error says, for the few errors a service answers in its own words: the SQLSTATE
 * (node-postgres and PGlite put it on the error; Drizzle wraps it as the cause), a unique key taken,
 * and a statement that refused its own work (migration 0013's `refuse(reason)`).
 */
import { sql, type SQL } from 'drizzle-orm';

/** the error's SQLSTATE, read through Drizzle's wrapper */
export function pgErrorCode(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** PostgreSQL's "data exception" class: a value the client sent cannot be stored or compared */
export const isDataException = (error: unknown) => pgErrorCode(error)?.startsWith('22') ?? false;

const REFUSED = 'SF001';

/** An expression that aborts the statement it is part of, with this reason (text SQL). */
export const refuse = (reason: SQL) => sql`refuse(${reason})`;

/** The reason a statement refused with `refuse(...)`, or null for any other error. */
export function refusedReason(error: unknown): string | null {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === REFUSED) return String(e.message);
  }
  return null;
}
