/**
 * The page cache's answer before Astro (issue 48.4). The middleware opens it with its page cache
 * (./front-hit.ts); scripts/serve.mjs asks it first for every request that is not a file, and hands
 * the request on to Astro when it does not answer. Until the middleware has loaded, nothing answers here.
 *
 * Imported by scripts/serve.mjs as it is (Node strips the types), so its imports name their files.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { processWide } from '../observability/process-wide.ts';

/**
 * Answers `req` and says true, or leaves it untouched and says false. An answer it takes on and then
 * cannot make (a shopper's places that fail) it hands to `passOn` (Astro) before anything is written.
 */
export type FrontAnswer = (req: IncomingMessage, res: ServerResponse, passOn: () => void) => boolean;

const front = processWide('front-pages', () => ({ answer: null as FrontAnswer | null }));

/** `req` answered in front (a fresh kept page) when it can be, else by `astro`. */
export function frontOrAstro(req: IncomingMessage, res: ServerResponse, astro: () => void): void {
  if (!front.answer?.(req, res, astro)) astro();
}

/** Set what answers in front (null: nothing, every request goes to Astro). */
export function openFront(answer: FrontAnswer | null): void {
  front.answer = answer;
}
