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

/** A zod issue as zod (classic or mini) writes it: its path and message, and for the kinds below, what was expected. */
interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}
interface Issues {
  issues: ReadonlyArray<Issue>;
}

/**
 * The catalogue's sentence for a zod issue (issue 45.3), so that a shopper reads a sentence in their
 * language, never the schema library's English: a missing value is required, a wrong type names the
 * type, a size names its bound, a choice outside the list is "The selected … is invalid", the rest is
 * invalid. The sentences are Laravel's, which 6amMart clients show as they come.
 */
export function issueMessage(issue: Issue): { key: MessageKey; vars?: Record<string, string> } {
  const bound = (n: number | bigint | undefined) => (n === undefined ? '' : String(n));
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return { key: 'field_required' };
      return (
        (
          {
            number: { key: 'field_must_be_number' },
            int: { key: 'field_must_be_integer' },
            bigint: { key: 'field_must_be_integer' },
            string: { key: 'field_must_be_text' },
            boolean: { key: 'field_must_be_boolean' },
            array: { key: 'field_must_be_list' },
          } as const
        )[issue.expected as 'number'] ?? { key: 'field_invalid' }
      );
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? { key: 'field_required' } : { key: 'field_min_chars', vars: { min: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'field_min_items', vars: { min: bound(issue.minimum) } };
      return { key: 'field_min_value', vars: { min: bound(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'field_max_chars', vars: { max: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'field_max_items', vars: { max: bound(issue.maximum) } };
      return { key: 'field_max_value', vars: { max: bound(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'field_email' } : { key: 'field_invalid' };
    case 'invalid_value':
      return { key: 'field_selected_invalid' };
    default:
      return { key: 'field_invalid' };
  }
}
/** Anything with zod's safeParse: a classic zod schema or a zod/mini one. */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: Issues };
}

/**
 * Turn zod issues into wire errors: one entry per failing field, its first message. A message that is a
 * catalogue path (`api.field_required`, `validation.emailRequired`) is written in the request's
 * language, with the field's name as `{{field}}`; any other becomes the catalogue's sentence for its
 * kind of issue (`issueMessage`).
 */
export function zodErrors(error: Issues): ApiError {
  const seen = new Set<string>();
  const errors: Array<ErrorEntry | KeyedEntry> = [];
  for (const issue of error.issues) {
    const code = issue.path.length ? issue.path.map(String).join('.') : 'request';
    if (seen.has(code)) continue;
    seen.add(code);
    if (isCataloguePath(issue.message)) errors.push({ code, key: issue.message, vars: { field: code } });
    else {
      const { key, vars } = issueMessage(issue);
      errors.push({ code, key, vars: { ...vars, field: code } });
    }
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
