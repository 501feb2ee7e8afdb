/** Reading a request body: JSON, urlencoded or multipart, as one plain object. */
import { ApiError } from '../core/errors';
import { parseLocale, t } from '../core/messages';

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
  if (JSON.stringify(body).includes('\\u0000')) {
    throw new ApiError(403, [{ code: 'body', message: t(locale, 'body_bad_characters') }]);
  }
  return { ...req.query(), ...(body as Record<string, unknown>) };
}
