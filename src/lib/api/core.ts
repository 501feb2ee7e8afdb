/**
 * The transport under the typed client: headers, JSON, and one way of turning every failure into
 * an ApiClientError. It takes any parser, so an island can check a response with a small schema
 * (zod/mini) without loading the full set of schemas.
 */
import { createParser } from 'eventsource-parser';
import { ApiClientError, NETWORK_ERROR_MESSAGE, wireErrors, type WireError } from './errors';

export interface ApiHeaderSource {
  /** JSON array text ("[1,2]") or a bare id */
  zoneId?: string | number | number[];
  moduleId?: string | number;
  latitude?: number | string;
  longitude?: number | string;
  token?: string;
  guestId?: string | number;
  language?: string;
}

export interface ApiCoreOptions {
  /** origin serving /api/v1 ('' for same origin) */
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  headers?: () => ApiHeaderSource;
  /** called once for every failure, before it is thrown */
  onError?: (error: ApiClientError, context: { hadToken: boolean }) => void;
  /**
   * A server's own calls (src/server/api/in-process.ts): an answer it keeps for every shopper is
   * parsed once per parser, and the parsed value shared (read-only) by every request that gets it.
   */
  parsedAnswers?: ParsedAnswers;
}

export interface ParsedAnswers {
  /**
   * The value this parser made before of the answer to this very call, when that answer is one kept
   * for every shopper: the call is not made at all (no request, no response). Undefined otherwise.
   * A promise when that can only be told after a read the page needs anyway (on PostgreSQL a
   * shopper's own answers are kept under the version their session's statement reads).
   */
  known?<T>(input: string, init: RequestInit, parser: Parser<T>): T | undefined | Promise<T | undefined>;
  /** the value this parser made of this answer before, or undefined */
  get<T>(res: Response, parser: Parser<T>): T | undefined;
  /** keep the value this parser made of this answer (if the answer is one that is kept); returns the value to use */
  keep<T>(res: Response, parser: Parser<T>, value: T): T;
}

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

/** Anything with zod's safeParse: a full zod schema or a zod/mini one. */
export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

export function buildHeaders(source: ApiHeaderSource): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json', 'X-software-id': '33571750' };
  if (source.zoneId !== undefined && source.zoneId !== '') h.zoneId = Array.isArray(source.zoneId) ? JSON.stringify(source.zoneId) : String(source.zoneId);
  if (source.moduleId !== undefined && source.moduleId !== '') h.moduleId = String(source.moduleId);
  if (source.latitude !== undefined) h.latitude = String(source.latitude);
  if (source.longitude !== undefined) h.longitude = String(source.longitude);
  if (source.token) h.Authorization = `Bearer ${source.token}`;
  h['X-localization'] = source.language === 'ne' ? 'ne' : 'en';
  return h;
}

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    params.set(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface RequestOptions {
  query?: Query;
  /** sent as JSON */
  body?: Record<string, unknown>;
  /** sent as multipart form data (files) instead of `body` */
  form?: FormData;
  /** errors the caller deals with itself; the shared handler sees only the rest */
  handled?: (error: WireError) => boolean;
  /** headers of this call alone (an Idempotency-Key) */
  headers?: Record<string, string>;
}

export type Requester = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, parser: Parser<T>, init?: RequestOptions) => Promise<T>;

export function createRequester(options: ApiCoreOptions = {}): Requester {
  const base = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  return async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, parser: Parser<T>, init: RequestOptions = {}) {
    const source = options.headers?.() ?? {};
    const headers = { ...buildHeaders(source), ...init.headers };
    let body: string | FormData | undefined;
    if (init.form) {
      if (source.guestId && !source.token && !init.form.has('guest_id')) init.form.set('guest_id', String(source.guestId));
      body = init.form;
    } else if (init.body) {
      headers['Content-Type'] = 'application/json';
      const withGuest = source.guestId && !source.token ? { guest_id: source.guestId, ...init.body } : init.body;
      body = JSON.stringify(withGuest);
    }
    const fail = (error: ApiClientError): never => {
      const rest = init.handled ? error.errors.filter((e) => !init.handled!(e)) : error.errors;
      if (rest.length) options.onError?.(rest.length === error.errors.length ? error : new ApiClientError(error.kind, error.status, rest), { hadToken: Boolean(source.token) });
      throw error;
    };
    let res: Response;
    try {
      // a guest is known by guest_id: in the body of a write, in the query of a read
      const query = source.guestId && !source.token && !init.body && !init.form ? { guest_id: source.guestId, ...init.query } : init.query;
      const input = `${base}/api/v1/${path.replace(/^\//, '')}${toQueryString(query)}`;
      // one init for both: the transport may remember what it made of it
      const call: RequestInit = { method, headers, body };
      let known = options.parsedAnswers?.known?.(input, call, parser);
      if (known instanceof Promise) known = await known;
      if (known !== undefined) return known;
      res = await doFetch(input, call);
    } catch {
      return fail(new ApiClientError('network', 0, [{ code: 'network', message: NETWORK_ERROR_MESSAGE }]));
    }
    const before = options.parsedAnswers?.get(res, parser);
    if (before !== undefined) return before;
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    // 203 is a 6amMart business error dressed as success
    if (!res.ok || res.status === 203) return fail(new ApiClientError('http', res.status, wireErrors(res.status, data)));
    const parsed = parser.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(new ApiClientError('shape', res.status, [{ code: 'response', message: `Unexpected response from ${path}: ${issue.path.map(String).join('.')} ${issue.message}` }]));
    }
    return options.parsedAnswers ? options.parsedAnswers.keep(res, parser, parsed.data) : parsed.data;
  };
}

/** Server-sent events from a GET: each event's name and JSON data, until the stream ends or `signal` aborts. */
export type Streamer = (path: string, query: Query, onEvent: (name: string, data: unknown) => void, signal: AbortSignal) => Promise<void>;

/**
 * Reads an event stream over fetch (not EventSource, which cannot send the token header). Resolves
 * when the server ends the stream; rejects when it cannot be opened or breaks, so the caller can
 * fall back (poll) and try again later.
 */
export function createStreamer(options: ApiCoreOptions = {}): Streamer {
  const base = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  return async (path, query, onEvent, signal) => {
    const source = options.headers?.() ?? {};
    const headers = { ...buildHeaders(source), Accept: 'text/event-stream' };
    const withGuest = source.guestId && !source.token ? { guest_id: source.guestId, ...query } : query;
    const res = await doFetch(`${base}/api/v1/${path.replace(/^\//, '')}${toQueryString(withGuest)}`, { method: 'GET', headers, signal });
    if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await res.body?.cancel();
      throw new ApiClientError('http', res.status, [{ code: 'stream', message: `no event stream from ${path} (${res.status})` }]);
    }
    const parser = createParser({
      onEvent(message) {
        try {
          onEvent(message.event ?? 'message', JSON.parse(message.data) as unknown);
        } catch {
          // not JSON: not one of ours
        }
      },
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  };
}
