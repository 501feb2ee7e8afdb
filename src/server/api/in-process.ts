/**
 * The typed client for server pages: the same endpoint sets as the islands, answered in process (no
 * HTTP hop) by the built-in API, or, when API_BASE_URL names another 6amMart-compatible backend,
 * over HTTP by that one. `serverRequester` takes any parser (the endpoint sets' small schemas too);
 * with the shopper's token (from the cookie that mirrors the token store) it reads their own data.
 */
import { createApiClient, createRequester, type ApiHeaderSource } from '../../lib/api/client';
import { handleApiRequest } from './app';

const inProcess = (input: string, init: RequestInit) => handleApiRequest(new Request(input, init));

/** the other backend the pages talk to over HTTP (API_BASE_URL), or null for the built-in one in process */
export function apiBaseUrl(): string | null {
  return process.env.API_BASE_URL?.trim().replace(/\/+$/, '') || null;
}

function transport(origin: string) {
  const remote = apiBaseUrl();
  return remote ? { baseUrl: remote } : { baseUrl: origin, fetch: inProcess };
}

export function serverApiClient(headers: ApiHeaderSource, origin = 'http://localhost') {
  return createApiClient({ ...transport(origin), headers: () => headers });
}

export function serverRequester(headers: ApiHeaderSource, origin = 'http://localhost') {
  return createRequester({ ...transport(origin), headers: () => headers });
}
