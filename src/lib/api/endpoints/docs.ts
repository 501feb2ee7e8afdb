/** The API's own description (OpenAPI 3.1 at openapi.json), reshaped into a reference a page can list. */
import * as z from 'zod/mini';
import type { Requester } from '../core';

const schemaShape = z.looseObject({
  type: z.optional(z.union([z.string(), z.array(z.string())])),
  enum: z.optional(z.array(z.unknown())),
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
  format: z.optional(z.string()),
  description: z.optional(z.string()),
  items: z.optional(z.looseObject({ type: z.optional(z.union([z.string(), z.array(z.string())])) })),
});
type WireSchema = z.infer<typeof schemaShape>;
const parameterShape = z.looseObject({ name: z.string(), in: z.string(), required: z.optional(z.boolean()), description: z.optional(z.string()), schema: z.optional(schemaShape) });
const bodyShape = z.looseObject({ properties: z.optional(z.record(z.string(), schemaShape)), required: z.optional(z.array(z.string())) });
const operationShape = z.looseObject({
  summary: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  parameters: z.optional(z.array(parameterShape)),
  requestBody: z.optional(z.looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.optional(bodyShape) })) })),
  security: z.optional(z.array(z.record(z.string(), z.array(z.string())))),
  responses: z.optional(z.record(z.string(), z.looseObject({ content: z.optional(z.record(z.string(), z.looseObject({ schema: z.optional(bodyShape) }))) }))),
});
const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  paths: z.record(z.string(), z.record(z.string(), operationShape)),
});

export interface ApiField {
  name: string;
  /** where it goes: path, query, header, or body */
  place: string;
  required: boolean;
  /** the type and its bounds in a few words: 'integer, 1 to 50' */
  rule: string;
  description: string;
}
export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** 'required' (a token), 'optional' (a token or a guest id), or 'none' */
  auth: 'required' | 'optional' | 'none';
  fields: ApiField[];
  /** the body's content types, when it takes one */
  bodyTypes: string[];
  /** the success answer's top-level fields, when the document describes them (null: not yet) */
  answer: Array<Omit<ApiField, 'place'>> | null;
  /** the statuses it may answer, in order */
  statuses: string[];
}
export interface ApiReference {
  title: string;
  version: string;
  description: string;
  openapi: string;
  groups: Array<{ name: string; operations: ApiOperation[] }>;
}

function rule(s: WireSchema | undefined): string {
  if (!s) return 'any';
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any');
  const parts = [s.format ? `${type} (${s.format})` : type === 'array' && s.items?.type ? `list of ${String(s.items.type)}` : type];
  if (s.enum) parts.push(`one of ${s.enum.map(String).join(', ')}`);
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) parts.push(`at most ${s.maximum}`);
  if (s.minLength !== undefined && s.minLength > 0) parts.push(`not empty`);
  if (s.maxLength !== undefined) parts.push(`up to ${s.maxLength} characters`);
  return parts.join(', ');
}

function answerOf(schema: z.infer<typeof bodyShape> | undefined): ApiOperation['answer'] {
  if (!schema) return null;
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, required: (schema.required ?? []).includes(name), rule: rule(s), description: s.description ?? '' }));
}

function reshape(doc: z.infer<typeof documentSchema>): ApiReference {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const fields: ApiField[] = (op.parameters ?? [])
        .filter((p) => p.name !== 'X-localization')
        .map((p) => ({ name: p.name, place: p.in, required: Boolean(p.required), rule: rule(p.schema), description: p.description ?? p.schema?.description ?? '' }));
      const content = op.requestBody?.content ?? {};
      const body = Object.values(content)[0]?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        fields.push({ name, place: 'body', required: (body?.required ?? []).includes(name), rule: rule(schema), description: schema.description ?? '' });
      }
      const schemes = (op.security ?? []).map((s) => Object.keys(s).length);
      const auth = !schemes.length ? 'none' : schemes.includes(0) ? 'optional' : 'required';
      const tag = op.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push({
        id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, ''),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        auth,
        fields,
        bodyTypes: Object.keys(content),
        answer: answerOf(op.responses?.['200']?.content?.['application/json']?.schema),
        statuses: Object.keys(op.responses ?? {}).sort(),
      });
      groups.set(tag, list);
    }
  }
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? '',
    openapi: doc.openapi,
    groups: [...groups].map(([name, operations]) => ({ name, operations })),
  };
}

export const docsApi = (request: Requester) => ({
  /** the API's reference, grouped as the document tags it */
  reference: async () => reshape(await request('GET', 'openapi.json', documentSchema)),
});
