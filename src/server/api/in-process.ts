/**
 * The typed client for server pages: same client as the islands, answered in-process (no HTTP hop).
 * `serverRequester` takes any parser (the islands' small schemas too); with the shopper's token (from
 * the cookie that mirrors the token store) it reads their own data.
 */
import { createApiClient, type ApiHeaderSource } from '../../lib/api/client';
import { createRequester } from '../../lib/api/core';
import { handleApiRequest } from './app';

const inProcess = (input: string, init: RequestInit) => handleApiRequest(new Request(input, init));

export function serverApiClient(headers: ApiHeaderSource, origin = 'http://localhost') {
  return createApiClient({ baseUrl: origin, headers: () => headers, fetch: inProcess });
}

export function serverRequester(headers: ApiHeaderSource, origin = 'http://localhost') {
  return createRequester({ baseUrl: origin, headers: () => headers, fetch: inProcess });
}
