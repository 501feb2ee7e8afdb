/**
 * The typed client for server pages: same client as the islands, answered in-process (no HTTP hop).
 * With the shopper's token (from the cookie that mirrors the token store) it reads their own data.
 */
import { createApiClient, type ApiHeaderSource } from '../../lib/api/client';
import { handleApiRequest } from './app';

export function serverApiClient(headers: ApiHeaderSource, origin = 'http://localhost') {
  return createApiClient({
    baseUrl: origin,
    headers: () => headers,
    fetch: (input, init) => handleApiRequest(new Request(input, init)),
  });
}
