/**
 * The API suite checks its own traffic against the served OpenAPI document (issue 45.4): every answer
 * any API test gets must be one the document describes for that call (its path, method and status),
 * a success body must match the document's schema for it, and a request the server took must bring
 * query parameters and a JSON body the document says it takes. A mismatch is kept and fails the test
 * file it happened in (tests/api/contract-setup.ts), on both databases.
 */
import Ajv2020 from 'ajv/dist/2020';

type Json = Record<string, any>;
interface Operation {
  pattern: RegExp;
  method: string;
  op: Json;
}

let operations: Operation[] | null = null;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
/** what a request brings is text (a query string, a form) or JSON a client may have written loosely: types are coerced, as the server's schemas do */
const lenient = new Ajv2020({ strict: false, validateFormats: false, allErrors: false, coerceTypes: 'array' });
/** each schema compiled once by each validator */
const compiled = new Map<Ajv2020, WeakMap<Json, ReturnType<Ajv2020['compile']>>>();
function validatorOf(by: Ajv2020, schema: Json) {
  const cache = compiled.get(by) ?? compiled.set(by, new WeakMap()).get(by)!;
  let validate = cache.get(schema);
  if (!validate) cache.set(schema, (validate = by.compile(schema)));
  return validate;
}
const validateRequestPart = (schema: Json, value: unknown): string | null => {
  const validate = validatorOf(lenient, schema);
  return validate(value) ? null : lenient.errorsText(validate.errors, { separator: '; ' }).slice(0, 200);
};
/** a query value as a client sends a list or a number in it: JSON where it reads as JSON ("[1,2]", "5"), else the text */
const queryValue = (raw: string): unknown => {
  if (/^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
};
const found: string[] = [];
const pending = new Set<Promise<void>>();

function operationsOf(doc: Json): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+').replace(/\{\w+\}/g, '[^/]+')}/?$`);
    for (const [method, op] of Object.entries(methods)) list.push({ pattern, method: method.toUpperCase(), op });
  }
  return list;
}

/**
 * Whether requests are checked too. The fuzz and the wrong-value walks send what the document does
 * not describe on purpose (the server may still take it, falling back to a default): their requests
 * are left out, their answers are still checked.
 */
let checkRequests = true;
export function outsideTheContract(on: boolean): void {
  checkRequests = !on;
}

/** The document, asked once of the app under test. */
export async function readDocumentOnce(fetchDocument: () => Promise<Json>): Promise<void> {
  operations ??= operationsOf(await fetchDocument());
}

/** Checks one exchange (the request as the client sent it, before `_method` turns it), in the background. */
export function check(request: Request, response: Response): void {
  if (!operations) return;
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) return;
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/v1/, '');
  // the document itself, and CORS preflights (answered for every path before routing)
  if (path === '/openapi.json' || request.method === 'OPTIONS') return;
  const candidates = operations.filter((o) => o.pattern.test(path));
  const what = `${request.method} ${path.slice(0, 80)} → ${response.status}`;
  if (!candidates.length) {
    if (response.status < 400) found.push(`${what}: not in the document`);
    return;
  }
  const matched = candidates.find((o) => o.method === request.method) ?? (request.method === 'HEAD' ? candidates.find((o) => o.method === 'GET') : undefined);
  if (!matched) {
    if (response.status < 400) found.push(`${what}: the document has no ${request.method} for it`);
    return;
  }
  // a request the server took must be one the document describes: its query parameters and its JSON body
  if (response.status < 300 && checkRequests) {
    for (const p of (matched.op.parameters ?? []) as Json[]) {
      if (p.in !== 'query' || !url.searchParams.has(p.name)) continue;
      const problem = validateRequestPart({ type: 'object', properties: { v: p.schema ?? {} } }, { v: queryValue(url.searchParams.get(p.name)!) });
      if (problem) found.push(`${what}: query ${p.name}=${url.searchParams.get(p.name)?.slice(0, 40)} is not what the document takes: ${problem}`);
    }
    const bodySchema = matched.op.requestBody?.content?.['application/json']?.schema as Json | undefined;
    if (bodySchema && (request.headers.get('content-type') ?? '').includes('json')) {
      const work = request
        .clone()
        .text()
        .then((text) => {
          if (!text) return;
          const problem = validateRequestPart(bodySchema, JSON.parse(text));
          if (problem) found.push(`${what}: the body is not what the document takes: ${problem}`);
        })
        .catch(() => undefined)
        .finally(() => pending.delete(work));
      pending.add(work);
    }
  }
  const described = matched.op.responses?.[String(response.status)];
  if (!described) {
    found.push(`${what}: status not in the document`);
    return;
  }
  const schema = described.content?.['application/json']?.schema as Json | undefined;
  if (!schema || response.status >= 300 || request.method === 'HEAD' || !type.includes('json')) return;
  const work = response
    .clone()
    .text()
    .then((text) => {
      const validate = validatorOf(ajv, schema);
      const body: unknown = JSON.parse(text);
      if (!validate(body)) found.push(`${what}: the body does not match the document: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300)}`);
    })
    .catch((error: unknown) => {
      found.push(`${what}: ${String(error).slice(0, 200)}`);
    })
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Every mismatch so far (emptied by reading), once the checks under way have ended. */
export async function mismatches(): Promise<string[]> {
  await Promise.all([...pending]);
  return found.splice(0);
}
