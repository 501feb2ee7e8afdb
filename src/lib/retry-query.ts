/**
 * Query failures are retried 3 times (spec section 4, the search pages): four tries in all, waiting
 * 0.3 s, 0.6 s and 1.2 s between them. An abort (a newer query took its place) stops at once.
 * p-retry does the counting and the waiting.
 */
import pRetry from 'p-retry';

export const QUERY_RETRIES = 3;

export function retried<T>(work: (attempt: number) => Promise<T>, options: { signal?: AbortSignal; minTimeout?: number } = {}): Promise<T> {
  return pRetry(work, { retries: QUERY_RETRIES, factor: 2, minTimeout: options.minTimeout ?? 300, randomize: false, signal: options.signal });
}
