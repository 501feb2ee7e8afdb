/**
 * The typed client for server pages: the same endpoint sets as the islands, answered in process (no
 * HTTP hop) by the built-in API, or, when API_BASE_URL names another 6amMart-compatible backend,
 * over HTTP by that one. `serverRequester` takes any parser (the endpoint sets' small schemas too);
 * with the shopper's token (from the cookie that mirrors the token store) it reads their own data.
 */
import { createApiClient, createRequester, type ApiHeaderSource } from '../../lib/api/client';
import type { ParsedAnswers } from '../../lib/api/core';
import { deepFreeze } from '../../lib/deep-freeze';
import { handleApiRequest } from './app';
import { oncePerPage, withinPage, type PageSessions } from './page-sessions';
import { apiBaseUrl } from './api-base';
import { keptAnswersForGet, personalAnswers, type Answer, type SharedAnswers } from '../cache/shared-answers';
import { personalRowsKeptByVersion } from '../cache/reference-watch';
import { customerForOwnToken } from '../services/auth/sessions';

const inProcess = (input: string, init: RequestInit) => handleApiRequest(new Request(input, init));

/**
 * One page request's reads: a GET with the same address and headers is answered once however many
 * parts of the page ask for it (the header's delivery time and a section's popular stores, say), so no
 * statement repeats within a request; a write forgets every read. Made per page request, never shared
 * between requests.
 */
export interface RequestMemo {
  answers: Map<string, Promise<Answer>>;
  /** the shopper's session, looked up once for all the request's calls (./page-sessions.ts) */
  sessions: PageSessions;
  /** on PostgreSQL, what a token's header answers are kept under, once its session has been read (`sessionVersion`) */
  versions: Map<string, string | null>;
}
export const requestMemo = (): RequestMemo => ({ answers: new Map(), sessions: new Map(), versions: new Map() });

/**
 * The answers kept for every shopper (src/server/cache/shared-answers.ts) are parsed once: each response
 * made from one leads back to it, and what a parser made of it is kept with it, frozen (shared
 * read-only by every request that gets it). Gone with the answer.
 */
const MAX_PARSERS_PER_ANSWER = 4;
const sharedResponses = new WeakMap<Response, Answer>();
const parsedOf = new WeakMap<Answer, Map<unknown, unknown>>();
/** the answers that have arrived, by the promise that brought them: read without waiting */
const settled = new WeakMap<Promise<Answer>, Answer>();

/** What identifies a GET within a page request and among shoppers: its address and headers, and where the process keeps it, if it does (for everyone, or for one session). */
interface Call {
  input: string;
  key: string;
  kept: SharedAnswers | null;
  /** the bearer token the call carries, if any */
  token: string | null;
}
/** worked out once per call: the client edge hands the same init to `known` and then to the transport */
const described = new WeakMap<RequestInit, Call>();
function describeCall(input: string, init: RequestInit): Call {
  let call = described.get(init);
  if (call?.input !== input) described.set(init, (call = readCall(input, init)));
  return call;
}
function readCall(input: string, init: RequestInit): Call {
  const h = init.headers;
  // our own calls bring a plain object (src/lib/api/core.ts buildHeaders): read as it is, not through Headers
  const pairs: Array<[string, string]> = !h ? [] : h instanceof Headers ? [...h] : Array.isArray(h) ? h.map(([k, v]) => [k.toLowerCase(), v]) : Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]);
  const has = (name: string) => pairs.some(([k]) => k === name);
  const token = BEARER.exec(pairs.find(([k]) => k === 'authorization')?.[1] ?? '')?.[1] ?? null;
  return { input, key: `${input} ${JSON.stringify(pairs)}`, kept: keptAnswersForGet(input, { has }), token };
}

/** What `parser` made before of the kept answer under `key`, if it is there and arrived; the page request then holds that answer as read. */
function parsedNow<T>(memo: RequestMemo, call: Call, key: string, parser: unknown): T | undefined {
  const pending = memo.answers.get(key) ?? call.kept!.peek(key);
  const answer = pending && settled.get(pending);
  const value = answer?.status === 200 ? (parsedOf.get(answer)?.get(parser) as T | undefined) : undefined;
  // the rest of the page request asks the same answer, as if it had been read
  if (value !== undefined) memo.answers.set(key, pending!);
  return value;
}

function parsedAnswersOf(memo: RequestMemo | undefined): ParsedAnswers {
  return {
    // an answer kept for everyone, already parsed by this parser: no request and no response are made for it
    known<T>(input: string, init: RequestInit, parser: unknown): T | undefined | Promise<T | undefined> {
      if (!memo || (init.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
      const call = describeCall(input, init);
      if (!call.kept) return undefined;
      const key = keyNow(memo, call);
      if (key !== undefined) return parsedNow<T>(memo, call, key, parser);
      // on PostgreSQL a session's header answer is kept under the version its session's statement
      // reads: read it (once for the page's calls, as the call would) and look again, so a kept
      // answer is still handed over as parsed, with no response made for it
      if (call.kept !== personalAnswers() || byVersion !== true || call.token === null) return undefined;
      return sessionVersion(memo, call.token).then(() => {
        const versioned = keyNow(memo, call);
        return versioned === undefined ? undefined : parsedNow<T>(memo, call, versioned, parser);
      });
    },
    get<T>(res: Response, parser: unknown): T | undefined {
      const answer = sharedResponses.get(res);
      return answer ? (parsedOf.get(answer)?.get(parser) as T | undefined) : undefined;
    },
    keep<T>(res: Response, parser: unknown, value: T): T {
      const answer = sharedResponses.get(res);
      if (!answer) return value;
      let parsed = parsedOf.get(answer);
      if (!parsed) parsedOf.set(answer, (parsed = new Map()));
      // a parser made anew for each call would never be met again: a few per answer at most
      if (parsed.size < MAX_PARSERS_PER_ANSWER) parsed.set(parser, deepFreeze(value));
      return value;
    },
  };
}

function remembered(memo: RequestMemo) {
  const call = (input: string, init: RequestInit) => withinPage(memo.sessions, () => inProcess(input, init));
  return async (input: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET').toUpperCase() !== 'GET') {
      // a write: what was read before it may have changed (the customer too)
      memo.answers.clear();
      memo.sessions.clear();
      memo.versions.clear();
      return call(input, init);
    }
    const described = describeCall(input, init);
    const { kept } = described;
    let { key } = described;
    // on PostgreSQL a session's header answers are kept under the version of the customer's rows
    // their session's statement reads (once for the page's calls): a change is a new key at once
    if (kept === personalAnswers() && (byVersion ?? (await keptByVersion()))) {
      const version = await sessionVersion(memo, described.token);
      if (version === null) return call(input, init);
      key = `${key} ${version}`;
    }
    let answer = memo.answers.get(key);
    if (!answer) {
      const read = () => call(input, init).then(async (r): Promise<Answer> => ({ status: r.status, headers: [...r.headers], body: await r.text() }));
      // kept by the process (src/server/cache/shared-answers.ts): what every shopper gets alike, an item's page, a session's header answers
      const reading = kept ? kept.answer(key, read) : read();
      if (!settled.has(reading)) reading.then((a) => settled.set(reading, a), () => {});
      memo.answers.set(key, (answer = reading));
    }
    const got = await answer;
    const response = new Response(got.body, { status: got.status, headers: got.headers });
    if (kept && got.status === 200) sharedResponses.set(response, got);
    return response;
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Whether this process's database keeps the customers' rows under their version (PostgreSQL: reference-cache.ts, personalData); known once the database is open. */
let byVersion: boolean | undefined;
export async function keptByVersion(): Promise<boolean> {
  return (byVersion = await personalRowsKeptByVersion());
}

/**
 * The session and version of the customer a call's token names, read once for the page's calls (the
 * guard then finds it there: ./page-sessions.ts); null for no token, or one that signs no one in (the
 * call then answers for itself, a 401).
 */
export async function sessionVersion(memo: RequestMemo, token: string | null): Promise<string | null> {
  if (!token) return null;
  const found = await withinPage(memo.sessions, () => oncePerPage(token, () => customerForOwnToken(token)));
  const version = found ? `${found.sessionId}:${found.personalVersion}` : null;
  memo.versions.set(token, version);
  return version;
}

/** Whether the pages talk to this process's own API (no API_BASE_URL): only then are a session and its version known here. */
export const inProcessApi = (): boolean => apiBaseUrl() === null;

/** A kept call's key as this page request can tell it now: on PostgreSQL a header answer's waits for its session to have been read (undefined till then). */
function keyNow(memo: RequestMemo, call: Call): string | undefined {
  if (call.kept !== personalAnswers() || byVersion !== true) return call.key;
  const version = call.token === null ? undefined : memo.versions.get(call.token);
  return version ? `${call.key} ${version}` : undefined;
}

function transport(origin: string, memo?: RequestMemo) {
  const remote = apiBaseUrl();
  return remote ? { baseUrl: remote } : { baseUrl: origin, fetch: memo ? remembered(memo) : inProcess, parsedAnswers: parsedAnswersOf(memo) };
}

export function serverApiClient(headers: ApiHeaderSource, origin = 'http://localhost', memo?: RequestMemo) {
  return createApiClient({ ...transport(origin, memo), headers: () => headers });
}

export function serverRequester(headers: ApiHeaderSource, origin = 'http://localhost', memo?: RequestMemo) {
  return createRequester({ ...transport(origin, memo), headers: () => headers });
}
