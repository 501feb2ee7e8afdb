/**
 * How a page loader treats a failed call. Data a page must have: log and fail the page (an error
 * page, never a page that looks empty). Data a page may lose: log, use the fallback, and mark the
 * request degraded so the middleware answers `private, no-store` and no shared cache keeps the
 * thinner page.
 */
import { ApiClientError } from '../lib/api/errors';
import { loggerFor } from '../server/observability/logger';

const log = loggerFor('page');

export interface LoaderScope {
  locals: App.Locals;
  url: URL;
}

export type MayLose = <T, F>(label: string, work: Promise<T>, fallback: F) => Promise<T | F>;

export function mayLoseIn(scope: LoaderScope): MayLose {
  return async (label, work, fallback) => {
    try {
      return await work;
    } catch (error) {
      scope.locals.degraded = true;
      log.error({ err: error, part: label }, 'lost a part of the page, rendered without it');
      return fallback;
    }
  };
}

export async function mustHave<T>(scope: LoaderScope, label: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    log.error({ err: error, part: label }, 'could not load the page');
    throw error;
  }
}

/** Must-have data that may simply not exist: null for a 404 (the page answers not found), else like `mustHave`. */
export function mustHaveOrMissing<T>(scope: LoaderScope, label: string, work: Promise<T>): Promise<T | null> {
  return mustHave(
    scope,
    label,
    work.catch((error: unknown) => {
      if (error instanceof ApiClientError && error.status === 404) return null;
      throw error;
    }),
  );
}
