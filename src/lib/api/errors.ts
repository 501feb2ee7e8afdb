/**
 * The one error type of the API client and the one handler every caller routes failures through.
 * Wire errors arrive as `{errors:[{code,message}]}`, `{errors:"..."}` or `{message}`.
 */
export interface WireError {
  code: string;
  message: string;
}

export type ApiErrorKind = 'http' | 'network' | 'shape';

export class ApiClientError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly errors: WireError[],
  ) {
    super(errors.map((e) => e.message).join('\n') || `API error ${status}`);
    this.name = 'ApiClientError';
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your account is inactive or Your token has been expired';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Read any error body the 6amMart family answers with into a list of wire errors. */
export function wireErrors(status: number, body: unknown): WireError[] {
  if (body && typeof body === 'object') {
    const b = body as { errors?: unknown; message?: unknown };
    if (Array.isArray(b.errors)) {
      return b.errors
        .filter((e): e is { code?: unknown; message?: unknown } => Boolean(e) && typeof e === 'object')
        .map((e) => ({ code: String(e.code ?? status), message: String(e.message ?? '') }))
        .filter((e) => e.message);
    }
    if (b.errors && typeof b.errors === 'object') {
      const e = b.errors as { code?: unknown; message?: unknown };
      return [{ code: String(e.code ?? status), message: String(e.message ?? e.code ?? 'Error') }];
    }
    if (typeof b.errors === 'string') return [{ code: String(status), message: b.errors }];
    if (typeof b.message === 'string') return [{ code: String(status), message: b.message }];
  }
  if (typeof body === 'string' && body.trim()) return [{ code: String(status), message: body.trim().slice(0, 300) }];
  return [{ code: String(status), message: `Request failed (${status})` }];
}

export interface ErrorHandlerDeps {
  /** true when a customer token was sent with the failed call */
  hadToken: boolean;
  /** show a toast; the id keeps one error toast at a time (spec section 8) */
  toast(message: string, options: { id: string; type: 'error' }): void;
  /** remove the token and any signed-in state */
  signOut(): void;
  /** go to a path */
  navigate(path: string): void;
}

/**
 * Spec section 8: each error message is shown as a toast, one at a time (id 'error'), one by one;
 * a 401 while a token exists removes the token, says the session expired and goes to /home.
 */
export function handleApiError(error: unknown, deps: ErrorHandlerDeps): void {
  if (error instanceof ApiClientError && error.status === 401 && deps.hadToken) {
    deps.signOut();
    deps.toast(SESSION_EXPIRED_MESSAGE, { id: 'error', type: 'error' });
    deps.navigate('/home');
    return;
  }
  if (error instanceof ApiClientError) {
    for (const e of error.errors) deps.toast(e.message, { id: 'error', type: 'error' });
    return;
  }
  deps.toast(error instanceof Error && error.message ? error.message : NETWORK_ERROR_MESSAGE, { id: 'error', type: 'error' });
}
