/**
 * The API's one error type and one error shape: `{errors:[{code,message}]}`.
 * Validation and missing headers answer 403, unknown ids 404, auth 401 (wire format, section 4.1).
 */
import type { z } from 'zod';
import { isCataloguePath, t, textOf, type CataloguePath, type Locale, type MessageKey } from './messages';

export interface ErrorEntry {
  code: string;
  message: string;
}
/** an error whose message is a catalogue key: written in the request's language when it is answered */
export interface KeyedEntry {
  code: string;
  /** an `api` key, or a full catalogue path (a schema's message) */
  key: MessageKey | CataloguePath;
  vars?: Record<string, string | number>;
}

const written = (locale: Locale) => (e: ErrorEntry | KeyedEntry): ErrorEntry => {
  if (!('key' in e)) return e;
  const vars = Object.fromEntries(Object.entries(e.vars ?? {}).map(([k, v]) => [k, String(v)]));
  return { code: e.code, message: isCataloguePath(e.key) ? textOf(locale, e.key, vars) : t(locale, e.key as MessageKey, vars) };
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly entries: Array<ErrorEntry | KeyedEntry>,
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((e) => `${e.code}: ${written('en')(e).message}`).join('; '));
  }
  /** the entries in English (logs, tests) */
  get errors(): ErrorEntry[] {
    return this.entries.map(written('en'));
  }
  /** the wire body, in the request's language */
  body(locale: Locale = 'en') {
    return { errors: this.entries.map(written(locale)) };
  }
}

/** A refusal whose message comes from the catalogue (`api` section), in the language of the request. */
export const refusal = (status: number, code: string, key: MessageKey | CataloguePath, vars?: KeyedEntry['vars'], headers?: Record<string, string>) => new ApiError(status, [{ code, key, vars }], headers);

export const validationError = (code: string, message: string) => new ApiError(403, [{ code, message }]);
export const notFound = (code: string, message: string) => new ApiError(404, [{ code, message }]);
export const unauthorized = () => new ApiError(401, [{ code: 'auth-001', key: 'unauthenticated' }]);

/** The row, or the error when there is none (find-or-404). */
export function orFail<T>(row: T | null | undefined, error: () => ApiError): T {
  if (row === null || row === undefined) throw error();
  return row;
}

interface Issues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}
/** Anything with zod's safeParse: a classic zod schema or a zod/mini one. */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: Issues };
}

/**
 * Turn zod issues into wire errors: one entry per failing field, its first message. A message that is a
 * catalogue path (`api.field_required`, `validation.emailRequired`) is written in the request's
 * language, with the field's name as `{{field}}`.
 */
export function zodErrors(error: Issues): ApiError {
  const seen = new Set<string>();
  const errors: Array<ErrorEntry | KeyedEntry> = [];
  for (const issue of error.issues) {
    const code = issue.path.length ? issue.path.map(String).join('.') : 'request';
    if (seen.has(code)) continue;
    seen.add(code);
    errors.push(isCataloguePath(issue.message) ? { code, key: issue.message, vars: { field: code } } : { code, message: issue.message });
  }
  return new ApiError(403, errors);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S>;
export function parseWith<T>(schema: SafeParser<T>, input: unknown): T;
export function parseWith<T>(schema: SafeParser<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw zodErrors(result.error);
  return result.data;
}
