/**
 * What a route file needs from the app: a router that documents what it registers.
 *
 * Each route is registered with its description and the zod schemas of its query and body. The
 * handler reads its input through those same schemas (`input.query()`, `input.body()`), so the
 * OpenAPI document (./openapi.ts) is built from what really validates the request. Parsing is lazy:
 * a handler still checks the zone or the module first when the reference says so.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { $ZodType, input as In, output } from 'zod/v4/core';
import type { RequestContext } from '../core/context';
import { zodErrors } from '../core/errors';
import { readBody } from './body';
import type { Env } from './context';

export type Router = Hono<Env>;
export type Method = 'get' | 'post' | 'put' | 'delete';

/** what a route needs before it answers (documented as headers and security) */
export type Need = 'zone' | 'module' | 'customer' | 'guest-or-customer' | 'staff';

export interface RouteDoc<Q extends $ZodType | undefined = undefined, B extends $ZodType | undefined = undefined, A extends $ZodType | undefined = undefined> {
  /** one line: what the route answers */
  summary: string;
  /** more words, when the summary is not enough */
  description?: string;
  query?: Q;
  body?: B;
  needs?: Need[];
  /** the request body is a multipart form (a file upload) */
  multipart?: boolean;
  /**
   * The success answer's wire shape (issue 45.4): the zod schema the client edge reads this answer
   * with, or the wire mapper's own. The document describes the 200 body from it, and the API suite
   * checks every answer it gets against the document (tests/api/contract-hook.ts).
   */
  answer?: A;
  /** a success answer that is not JSON: a page (the sandbox gateway), a stream of server-sent events, or a file (a backup) */
  answerType?: 'text/html' | 'text/event-stream' | 'application/gzip';
  /** statuses this route answers besides the ones every route may (a redirect, 204, 406), and what each means */
  responses?: Record<number, string>;
}

type Out<S> = S extends $ZodType ? output<S> : never;

export interface Input<Q, B> {
  /** the query string through the declared query schema; `extra` fills or replaces fields first */
  query(extra?: Record<string, unknown>): Out<Q>;
  /** the body (JSON, form or multipart; query parameters fill gaps) through the declared body schema */
  body(extra?: Record<string, unknown>): Promise<Out<B>>;
  /** the body as sent, for fields a schema cannot describe (a file) */
  rawBody(): Promise<Record<string, unknown>>;
}

/** what a handler answers: with an `answer` schema, that schema's wire shape (or a Response of its own) */
type Answer<A> = A extends $ZodType ? In<A> | Response : unknown;
export type Handler<Q, B, A = undefined> = (ctx: RequestContext, c: Context<Env>, input: Input<Q, B>) => Promise<Answer<A>> | Answer<A>;

export interface RouteEntry {
  method: Method;
  /** the full path as Hono registered it, e.g. /api/v1/items/details/:id */
  path: string;
  tag: string;
  doc: RouteDoc<$ZodType | undefined, $ZodType | undefined, $ZodType | undefined>;
}

const registries = new WeakMap<Router, RouteEntry[]>();

/** Every route registered on `app` through `documented`, in order. */
export function registeredRoutes(app: Router): readonly RouteEntry[] {
  return registries.get(app) ?? [];
}

function parse<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw zodErrors(result.error);
  return result.data;
}

function inputOf<Q extends $ZodType | undefined, B extends $ZodType | undefined>(c: Context<Env>, doc: RouteDoc<Q, B, $ZodType | undefined>): Input<Q, B> {
  let raw: Promise<Record<string, unknown>> | null = null;
  const rawBody = () => (raw ??= readBody(c.req));
  return {
    query(extra = {}) {
      if (!doc.query) throw new Error(`no query schema declared for ${c.req.path}`);
      return parse(doc.query, { ...c.req.query(), ...extra }) as Out<Q>;
    },
    async body(extra = {}) {
      if (!doc.body) throw new Error(`no body schema declared for ${c.req.path}`);
      return parse(doc.body, { ...(await rawBody()), ...extra }) as Out<B>;
    },
    rawBody,
  };
}

/** Register routes on `app` under one tag of the document. */
export function documented(app: Router, tag: string) {
  const entries = registries.get(app) ?? [];
  registries.set(app, entries);
  const add =
    (method: Method) =>
    <Q extends $ZodType | undefined = undefined, B extends $ZodType | undefined = undefined, A extends $ZodType | undefined = undefined>(path: string, doc: RouteDoc<Q, B, A>, handler: Handler<Q, B, A>) => {
      app[method](path, async (c) => {
        const result = await handler(c.get('ctx'), c, inputOf(c, doc));
        if (result instanceof Response) return result;
        return c.json(result as never);
      });
      const registered = app.routes.at(-1)?.path ?? path;
      entries.push({ method, path: registered, tag, doc: doc as RouteEntry['doc'] });
    };
  return { get: add('get'), post: add('post'), put: add('put'), delete: add('delete') };
}
export type DocumentedRouter = ReturnType<typeof documented>;
