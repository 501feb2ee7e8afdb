/**
 * The API suite checks its own traffic against the served OpenAPI document (issue 45.4): every answer
 * any API test gets must be one the document describes for that call (its path, method and status),
 * and a success body must match the document's schema for it. A mismatch is kept and fails the test
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
const validators = new WeakMap<Json, ReturnType<typeof ajv.compile>>();
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
      let validate = validators.get(schema);
      if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
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
