/**
 * The order's price from the server (order/quote), asked again a moment after what changes the money
 * changes (`key`), with the newest answer kept: the checkout's and the parcel page's summary.
 */
import { useEffect, useState } from 'react';
import type { Quote } from '../../lib/api/endpoints/orders';
import { ApiClientError } from '../../lib/api/errors';

/** the wait after the last change before asking */
export const QUOTE_DEBOUNCE_MS = 250;

export interface QuoteState {
  quote: Quote | null;
  error: string | null;
  quoting: boolean;
}

/**
 * `ask` prices the current draft (none: nothing to ask yet); `refused` may take a refusal the page
 * shows in its own place (a coupon) and answer true; any other failure is the summary's `error`.
 */
export function useQuote(key: string, ask: (() => Promise<Quote>) | null, fallback: string, refused?: (first: { code: string; message: string }) => boolean, onQuote?: (q: Quote) => void): QuoteState {
  const [state, setState] = useState<QuoteState>({ quote: null, error: null, quoting: false });
  useEffect(() => {
    if (!ask) return;
    let live = true;
    setState((s) => ({ ...s, quoting: true }));
    const timer = setTimeout(() => {
      ask().then(
        (quote) => {
          if (!live) return;
          setState({ quote, error: null, quoting: false });
          onQuote?.(quote);
        },
        (error: unknown) => {
          if (!live) return;
          const first = error instanceof ApiClientError ? (error.errors[0] ?? null) : null;
          if (first && refused?.(first)) return setState((s) => ({ ...s, quoting: false }));
          setState({ quote: null, error: first?.message ?? fallback, quoting: false });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // asked again only when what changes the money changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
