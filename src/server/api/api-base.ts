/** The other backend the pages talk to over HTTP (API_BASE_URL), or null for the built-in one in process. */
export function apiBaseUrl(): string | null {
  return process.env.API_BASE_URL?.trim().replace(/\/+$/, '') || null;
}
