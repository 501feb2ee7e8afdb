/** Reading a request body: JSON, urlencoded or multipart, as one plain object. */
import { ApiError } from '../core/errors';
import { parseLocale, t } from '../core/messages';

/** No request of the contract nests deeper than a few levels (food variations: 4); a deeper body is refused, never recursed into. */
export const MAX_BODY_DEPTH = 16;

/** Walks a parsed body without recursion: too deep, a NUL in a key or a string (PostgreSQL text cannot hold it), or fine. */
function inspect(value: unknown): 'deep' | 'nul' | 'ok' {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'nul';
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_BODY_DEPTH) return 'deep';
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return 'nul';
        stack.push([child, depth + 1]);
      }
    }
  }
  return 'ok';
}

/** Request body as a plain object: JSON, urlencoded or multipart form. Query parameters fill gaps. */
export async function readBody(req: {
  header(name: string): string | undefined;
  text(): Promise<string>;
  parseBody(): Promise<Record<string, unknown>>;
  query(): Record<string, string>;
}): Promise<Record<string, unknown>> {
  const type = req.header('content-type') ?? '';
  const locale = parseLocale(req.header('x-localization'));
  let body: unknown = {};
  try {
    if (type.includes('application/json')) {
      // no body at all ("no payload" calls such as auth/guest/request) is an empty object
      const raw = await req.text();
      body = raw.trim() ? JSON.parse(raw) : {};
    } else if (type.includes('form')) body = await req.parseBody();
  } catch {
    throw new ApiError(403, [{ code: 'body', message: t(locale, 'body_invalid') }]);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(403, [{ code: 'body', message: t(locale, 'body_not_object') }]);
  }
  const shape = inspect(body);
  if (shape === 'deep') throw new ApiError(403, [{ code: 'body', message: t(locale, 'body_too_deep') }]);
  if (shape === 'nul') throw new ApiError(403, [{ code: 'body', message: t(locale, 'body_bad_characters') }]);
  return { ...req.query(), ...(body as Record<string, unknown>) };
}
