/**
 * The OpenAPI 3.1 document of /api/v1, built from the routes as registered (./route.ts): each
 * route's summary, its path parameters, and the JSON Schema of the zod schemas that validate its
 * query and body (zod's own `toJSONSchema`, input side, draft 2020-12 as OpenAPI 3.1 uses).
 */
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Need, RouteEntry } from './route';

type Json = Record<string, unknown>;

const BASE = '/api/v1';

function schemaOf(schema: $ZodType): Json {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // a coerced field takes what coercion turns into its type ("27.7" for a number): its input is any JSON value
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def as { type: string; coerce?: boolean; in?: { _zod: { def: { type: string } } } };
      if (def.coerce) delete ctx.jsonSchema.type;
      // what the server takes, not only what it prefers (issue 45.2): a field that falls back to its
      // default on anything else (.catch) takes any value; one read from text before it is checked (a
      // number as "5", a list as JSON text "[1,2]", a flag as "true") takes the value or its text
      const json = ctx.jsonSchema as Record<string, unknown>;
      const keep = (key: string) => key === 'description' || key === 'default' || key === 'title';
      if (def.type === 'catch') {
        for (const key of Object.keys(json)) if (!keep(key)) delete json[key];
      } else if (def.type === 'pipe' && def.in?._zod.def.type === 'transform' && Object.keys(json).some((key) => !keep(key))) {
        const value = Object.fromEntries(Object.entries(json).filter(([key]) => !keep(key)));
        for (const key of Object.keys(value)) delete json[key];
        json.anyOf = [value, { type: 'string', description: 'the same, written as text' }];
      }
    },
  }) as Json;
  delete json.$schema;
  return json;
}

/** the properties of an object schema (a union's branches merged), with which are required */
function fieldsOf(json: Json): { properties: Record<string, Json>; required: Set<string> } {
  const branches = (json.anyOf ?? json.oneOf) as Json[] | undefined;
  if (branches) {
    const merged = branches.map(fieldsOf);
    const properties = Object.assign({}, ...merged.map((m) => m.properties)) as Record<string, Json>;
    // required only when every way in requires it
    const required = new Set([...merged[0].required].filter((name) => merged.every((m) => m.required.has(name))));
    return { properties, required };
  }
  return { properties: (json.properties ?? {}) as Record<string, Json>, required: new Set((json.required ?? []) as string[]) };
}

const HEADERS: Partial<Record<Need, Json>> = {
  zone: { name: 'zoneId', in: 'header', required: true, description: 'the zone ids of the delivery point, as a JSON array ("[1,2]")', schema: { type: 'string' } },
  module: { name: 'moduleId', in: 'header', required: true, description: 'the module the shopper is in', schema: { type: 'string' } },
};
const LANGUAGE = { name: 'X-localization', in: 'header', required: false, description: 'the language of messages: en (default) or ne', schema: { type: 'string', enum: ['en', 'ne'] } };

function operation(entry: RouteEntry, pathParams: string[]): Json {
  const { doc } = entry;
  const needs = doc.needs ?? [];
  const parameters: Json[] = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...needs.flatMap((need) => (HEADERS[need] ? [HEADERS[need]] : [])),
    LANGUAGE,
  ];
  if (doc.query) {
    const { properties, required } = fieldsOf(schemaOf(doc.query));
    for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'query', required: required.has(name), schema });
  }
  const redirectsOnly = !doc.answer && !doc.answerType && Object.keys(doc.responses ?? {}).some((status) => status.startsWith('3'));
  const op: Json = {
    operationId: `${entry.method}${entry.path.slice(BASE.length).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [entry.tag],
    parameters,
    responses: {
      // a call that only sends the browser on answers its redirect (below), never a 200
      ...(redirectsOnly
        ? {}
        : {
            '200': doc.answer
              ? { description: 'The answer, in the 6amMart wire shape', content: { 'application/json': { schema: schemaOf(doc.answer) } } }
              : doc.answerType
                ? { description: ANSWER_TYPES[doc.answerType], content: { [doc.answerType]: { schema: doc.answerType === 'application/gzip' ? { type: 'string', format: 'binary' } : { type: 'string' } } } }
                : { description: 'The answer, in the 6amMart wire shape' },
          }),
      '203': { $ref: '#/components/responses/RefusedSoftly' },
      '401': { $ref: '#/components/responses/Unauthenticated' },
      '403': { $ref: '#/components/responses/Refused' },
      '404': { $ref: '#/components/responses/NotFound' },
      '405': { $ref: '#/components/responses/WrongMethod' },
      '409': { $ref: '#/components/responses/Conflict' },
      '413': { $ref: '#/components/responses/TooLarge' },
      '422': { $ref: '#/components/responses/Mismatch' },
      '429': { $ref: '#/components/responses/TooMany' },
      ...Object.fromEntries(
        Object.entries(doc.responses ?? {}).map(([status, description]) => [
          status,
          Number(status) >= 400 ? refusal(description) : Number(status) >= 300 ? { description, headers: { Location: { schema: { type: 'string' }, description: 'where to go' } } } : { description },
        ]),
      ),
    },
  };
  if (doc.body) {
    const schema = schemaOf(doc.body);
    // a DELETE's fields may come in the query instead of a body, as 6amMart clients send them (issue 45.2)
    if (entry.method === 'delete') {
      for (const [name, field] of Object.entries(fieldsOf(schema).properties)) {
        if (!parameters.some((p) => p.name === name && p.in === 'query')) parameters.push({ name, in: 'query', required: false, description: 'or in the body', schema: field });
      }
    }
    const content: Json = doc.multipart ? { 'multipart/form-data': { schema } } : { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } };
    op.requestBody = { required: true, content };
  }
  if (needs.includes('customer') || needs.includes('staff')) op.security = [{ bearer: [] }];
  if (needs.includes('guest-or-customer')) op.security = [{ bearer: [] }, {}];
  return op;
}

const errorsSchema = {
  type: 'object',
  required: ['errors'],
  properties: { errors: { type: 'array', items: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } } } },
};
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } } });

/** The document for the routes registered on one app. */
/**
 * The `_method` form (reference §4): a client that can only POST sends `_method=put` or `_method=delete`
 * (in the body or the query) and reaches the PUT or DELETE route. Described as a POST of its own where
 * the path has none.
 */
function methodOverride(op: Json, method: 'put' | 'delete'): Json {
  const override = { name: '_method', in: 'query', required: false, description: `${method} (or in the body): this POST is the ${method.toUpperCase()} of this path`, schema: { type: 'string', enum: [method, method.toUpperCase()] } };
  return {
    ...op,
    operationId: `${op.operationId as string}ByPost`,
    summary: `${op.summary as string} (POST with _method=${method})`,
    parameters: [...((op.parameters as Json[]) ?? []), override],
  };
}

/** The document for the routes registered on one app; `origin`: the absolute address it is served from (APP_URL), when known. */
/** what each kind of answer that is not JSON is */
const ANSWER_TYPES = { 'text/html': 'A page for the browser', 'text/event-stream': 'Server-sent events, as they happen', 'application/gzip': 'A file, gzipped' } as const;

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

export function openApiDocument(routes: readonly RouteEntry[], info: { title: string; version: string; origin?: string | null }): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = {};
  for (const entry of routes) {
    const pathParams = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const path = entry.path.slice(BASE.length).replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[entry.method] = operation(entry, pathParams);
  }
  for (const ops of Object.values(paths)) {
    for (const method of ['put', 'delete'] as const) if (ops[method] && !ops.post) ops.post = methodOverride(ops[method], method);
  }
  const { origin, ...about } = info;
  return {
    openapi: '3.1.0',
    info: { ...about, description: 'The storefront API, wire-compatible with 6amMart /api/v1: the same paths, headers, pagination and error shape.' },
    // absolute where the shop knows its address, so tools that ignore a relative server find the paths
    servers: [{ url: origin ? `${origin.replace(/\/$/, '')}${BASE}` : BASE }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Errors: errorsSchema },
      responses: {
        Unauthenticated: refusal('No token, or one that has expired (code auth-001)'),
        Refused: refusal('Input that is missing or invalid, a header that is missing, or a rule that refuses it'),
        NotFound: refusal('Nothing has this id'),
        TooMany: refusal('Too many attempts; Retry-After says when to try again (exposed to other origins)'),
        RefusedSoftly: refusal('A rule refuses it, answered as 6amMart does with 203 (a cash order over the limit, a wallet too short)'),
        WrongMethod: refusal('The path exists, but not for this method'),
        Conflict: refusal('The same Idempotency-Key is being placed by another request'),
        TooLarge: refusal('The body is larger than this call takes'),
        Mismatch: refusal('The Idempotency-Key was used with another body'),
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'the token from sign-in' } },
    },
  };
}
