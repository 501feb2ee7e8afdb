/**
 * A micro-cache for anonymous catalogue pages (issue 16): the same page for the same zone, module,
 * position and language is rendered once and served to everyone who asks within a few seconds.
 *
 * - Keyed by the scheme, the origin its absolute URLs use (src/lib/public-origin.ts), path and query
 *   (the language is in the path) and the cookies that choose zone, module and position (`pageCacheKey`).
 * - Bypassed for a method other than GET/HEAD, the no-JavaScript cart's flash message (a page with
 *   this shopper's message in it) and an Authorization header (`bypassesPageCache`). A shopper with a
 *   session or a guest cart is served the kept page too: a catalogue page is rendered as anyone's,
 *   and their own places are filled in after (src/lib/personal-slots.ts, src/middleware.ts).
 * - Keeps only what the caller calls cacheable (the middleware: a public catalogue answer, status 200,
 *   not degraded, setting no cookie), never an error.
 * - Fresh for `freshMs`; after that the stale copy (up to `staleMs` old) is answered at once, and the
 *   first request to find it stale starts a new render behind it, which no request waits for (a
 *   request that waited for it was each page's slowest, every few seconds: issue 48.4). Concurrent
 *   misses share one render (request coalescing).
 * - `clear()` drops everything (the reference data changed); a render that began before a clear is
 *   not kept. Bounded in bytes by an LRU (lru-cache).
 * - A kept page is compressed once (brotli and gzip) and served as the browser accepts it, so a hit
 *   costs no compression (the server's compression passes an answer that already has an encoding).
 * - A fresh page for a shopper with nothing of their own is answered before Astro (`freshAnswer`,
 *   ./front-hit.ts), with the same headers as the middleware's answer.
 */
import { LRUCache } from 'lru-cache';
import { compressBody, pickEncoding, varyWithEncoding, type KeptEncoding } from '../../lib/compress-page';
import { findSlots, partsBetween, type FoundSlot, type SlotFills } from '../../lib/personal-slots';
import { answerPiece, deflateParts, keptPiece, splicedGzipChunks, type GzipChunks, type ReadyPiece } from '../../lib/gzip-splice';
import { placePiece } from './markup-cache';
import { samePairs } from '../../lib/same-pairs';
import { loggerFor } from '../observability/logger';

const log = loggerFor('pages');

/** Paths that are not pages (the API, files, probes): the page cache never keeps them, and the middleware passes them on. */
export const NOT_A_PAGE = /^\/(api|media|_astro|_image)\/|^\/(healthz|readyz|metrics)$/;

/** The cookies that choose what a catalogue page shows (src/loaders/shopper.ts). */
export const PAGE_KEY_COOKIES = ['zoneid', 'module', 'currentLatLng', 'location'] as const;
/** Cookies that make a page someone's own: the session, a guest's cart (their places are filled in: src/loaders/personal.ts). */
export const PERSONAL_COOKIES = ['token', 'guest_id'] as const;
/** Cookies that make the whole page someone's: the cart form's one-time message, shown in the page. */
export const ONE_ANSWER_COOKIES = ['cart-flash'] as const;

export interface PageRequest {
  method: string;
  url: URL;
  /** the origin the page writes its absolute URLs with (publicOrigin of the asked one) */
  origin: string;
  https: boolean;
  cookie: (name: string) => string | undefined;
  header: (name: string) => string | null;
}

export function bypassesPageCache(request: PageRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if (request.header('authorization')) return true;
  return ONE_ANSWER_COOKIES.some((name) => Boolean(request.cookie(name)));
}

/** Whether the page has places that are this shopper's own to fill in (a session, or a guest's cart). */
export function hasPersonalCookie(request: Pick<PageRequest, 'cookie'>): boolean {
  return PERSONAL_COOKIES.some((name) => Boolean(request.cookie(name)));
}

export function pageCacheKey(request: PageRequest): string {
  const cookies = PAGE_KEY_COOKIES.map((name) => `${name}=${request.cookie(name) ?? ''}`).join('&');
  // the origin the page's absolute URLs were written with (src/lib/public-origin.ts): never a foreign Host's
  return `${request.https ? 'https' : 'http'} ${request.origin} ${request.method === 'HEAD' ? 'GET' : request.method} ${request.url.pathname}${request.url.search} ${cookies}`;
}

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  /** a page with personal places: where they are, and the parts between them deflated (src/lib/gzip-splice.ts) */
  personal: Spliceable | null;
  storedAt: number;
  /** the route's pattern that rendered it, for the request's log line ('/product/[slug]') */
  route: string;
}

/** A kept page's personal places, and the page between them compressed once, for a shopper's own gzip answer. */
export interface Spliceable {
  slots: FoundSlot[];
  /** the parts before, between and after the places, deflated, with their CRCs (one more than `slots`) */
  parts: ReadyPiece[];
  /** each place as everyone sees it, comments and all, stored: what goes where a shopper has nothing of their own */
  shared: ReadyPiece[];
}

/**
 * A kept page with a shopper's places filled in, as one gzip member: its parts as compressed when it
 * was kept, the places between them as made for their markup (src/server/cache/markup-cache.ts), or
 * as everyone sees them. Nothing of the page is read, checked or copied (src/lib/gzip-splice.ts).
 */
export function splicedGzipPage(kept: Spliceable, fills: SlotFills): GzipChunks {
  const pieces: ReadyPiece[] = [];
  kept.slots.forEach((slot, i) => {
    const fill = fills[slot.name];
    pieces.push(kept.parts[i], fill === undefined ? kept.shared[i] : placePiece(fill));
  });
  pieces.push(kept.parts[kept.slots.length]);
  return splicedGzipChunks(pieces);
}

async function spliceable(body: Uint8Array): Promise<Spliceable | null> {
  const slots = findSlots(body);
  if (!slots.length) return null;
  const parts = partsBetween(body, slots);
  const deflated = await deflateParts(parts);
  return {
    slots,
    parts: parts.map((part, i) => keptPiece(part, deflated[i], i === parts.length - 1)),
    shared: slots.map((slot) => answerPiece(body.subarray(slot.start, slot.end))),
  };
}

/** A kept page as it was rendered: status, headers (with the cache's own) and the plain bytes; its personal places when it has them. */
export interface PlainPage {
  status: number;
  headers: Headers;
  body: Uint8Array;
  personal: Spliceable | null;
}

/** A fresh kept page as the server's front fills a shopper's places into it: headers as pairs, the route that rendered it. */
export type FreshPlain = Omit<PlainPage, 'headers'> & { headers: Array<[string, string]>; route: string };

export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'shared' | 'uncacheable';

/** A fresh kept page as Node's server writes it (./front-hit.ts): headers as an object, the body in the encoding asked for. */
export interface FreshAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  route: string;
}

export interface PageCacheOptions {
  /** how long a page is served as it is (default 5 s) */
  freshMs?: number;
  /** how long past fresh a copy may be served while a render behind the answers makes a new one (default 60 s) */
  staleMs?: number;
  /** the most bytes of pages kept (default 64 MiB) */
  maxBytes?: number;
  /** whether pages may be kept now (false while changes could go unheard) */
  canStore?: () => boolean;
  clock?: () => number;
}

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly renders = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;
  private readonly freshMs: number;
  private readonly canStore: () => boolean;
  private readonly clock: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.freshMs = options.freshMs ?? 5_000;
    this.canStore = options.canStore ?? (() => true);
    this.clock = options.clock ?? Date.now;
    const staleMs = options.staleMs ?? 60_000;
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page) =>
        page.body.byteLength + page.br.byteLength + page.gzip.byteLength + piecesBytes(page.personal?.parts) + piecesBytes(page.personal?.shared) + 64 * (page.headers.length + 1) + 200,
      ttl: this.freshMs + staleMs,
      perf: { now: this.clock },
    });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Forget every page (the data they show changed, or changes may have been missed). */
  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  /**
   * The page for `key`: kept, shared with a render under way, or rendered by `render` (and kept when
   * `cacheable` says so). `outcome` tells which.
   */
  async serve(
    key: string,
    render: () => Promise<Response>,
    cacheable: (response: Response) => boolean,
    acceptEncoding: string | null = null,
    route = '',
  ): Promise<{ response: Response; outcome: PageCacheOutcome }> {
    const encoding = pickEncoding(acceptEncoding);
    // a fresh page is answered without another promise (the hit is most of the cache's traffic)
    const fresh = this.fresh(key);
    if (fresh) return { response: this.answer(fresh.page, fresh.at, 'hit', encoding), outcome: 'hit' };
    const found = await this.find(key, render, cacheable, route);
    if (found.outcome === 'uncacheable') return found;
    return { response: this.answer(found.page, found.at, found.outcome, encoding), outcome: found.outcome };
  }

  /**
   * The same, with a kept page's plain bytes and headers rather than an answer (src/middleware.ts fills a
   * shopper's own places into them, then compresses): no copy of the page is made.
   */
  async servePlain(
    key: string,
    render: () => Promise<Response>,
    cacheable: (response: Response) => boolean,
    route = '',
  ): Promise<{ page: PlainPage; outcome: Exclude<PageCacheOutcome, 'uncacheable'> } | { response: Response; outcome: 'uncacheable' }> {
    const found = this.fresh(key) ?? (await this.find(key, render, cacheable, route));
    if (found.outcome === 'uncacheable') return found;
    return { page: plainOf(found.page, found.at, found.outcome), outcome: found.outcome };
  }

  /**
   * The page kept for `key`, only while fresh, as `servePlain` gives it but with its headers as pairs
   * (no Headers made: the server's front writes a shopper's answer from them, ./front-hit.ts):
   * nothing when it is stale or missing.
   */
  freshPlain(key: string): FreshPlain | undefined {
    const fresh = this.fresh(key);
    if (!fresh) return undefined;
    const { page } = fresh;
    return { status: page.status, headers: answerHeaders(page, fresh.at, 'hit'), body: page.body, personal: page.personal, route: page.route };
  }

  /**
   * The page kept for `key`, only while fresh, as `serve` would answer it: nothing when it is stale
   * or missing (the middleware renders it then). No Request, Headers or Response is made: most of a
   * hit's cost was those (issue 48.4).
   */
  freshAnswer(key: string, acceptEncoding: string | null): FreshAnswer | undefined {
    const fresh = this.fresh(key);
    if (!fresh) return undefined;
    const encoding = pickEncoding(acceptEncoding);
    const body = encoding ? fresh.page[encoding] : fresh.page.body;
    return { status: fresh.page.status, headers: Object.fromEntries(answerHeaders(fresh.page, fresh.at, 'hit', encoding, body)), body, route: fresh.page.route };
  }

  /** The page kept for `key` while it is fresh, else nothing. */
  private fresh(key: string): { page: CachedPage; at: number; outcome: 'hit' } | undefined {
    const kept = this.pages.get(key);
    const now = this.clock();
    return kept && now - kept.storedAt < this.freshMs ? { page: kept, at: now, outcome: 'hit' } : undefined;
  }

  private async find(
    key: string,
    render: () => Promise<Response>,
    cacheable: (response: Response) => boolean,
    route: string,
  ): Promise<{ page: CachedPage; at: number; outcome: Exclude<PageCacheOutcome, 'uncacheable'> } | { response: Response; outcome: 'uncacheable' }> {
    // a fresh page was answered by the caller (`fresh`): here it is stale or missing
    const kept = this.pages.get(key);
    const now = this.clock();
    const running = this.renders.get(key);
    if (kept) {
      // stale: answered now, and renewed behind the answer (once, whoever asks meanwhile)
      if (!running) this.renew(key, kept, render, cacheable, route);
      return { page: kept, at: now, outcome: 'stale' };
    }
    if (running) {
      const shared = await running;
      if (shared) return { page: shared, at: this.clock(), outcome: 'shared' };
      return { response: await render(), outcome: 'uncacheable' };
    }
    return this.renderAndKeep(key, render, cacheable, route);
  }

  /**
   * A stale page's new render, which no one waits for. What it would not keep means the stale copy is
   * no longer the page (it became private, an error, a 404): that copy goes, and the next request
   * renders its own. A render that fails is logged; the stale copy is served until its time is up.
   */
  private renew(key: string, stale: CachedPage, render: () => Promise<Response>, cacheable: (response: Response) => boolean, route: string): void {
    this.renderAndKeep(key, render, cacheable, route, stale).then(
      (done) => {
        if (done.outcome !== 'uncacheable') return;
        void done.response.body?.cancel().catch(() => {});
        if (this.pages.peek(key) === stale) this.pages.delete(key);
      },
      (error: unknown) => log.error({ err: error, route }, 'a stale page could not be rendered again: the stale copy is served until it expires'),
    );
  }

  /**
   * Render the page for `key`, share the render with whoever asks meanwhile, and keep it when it may be
   * kept. A render of a stale page that came out the same, byte for byte, keeps what was made of the
   * stale copy (its compressed forms and parts) rather than make them again.
   */
  private async renderAndKeep(
    key: string,
    render: () => Promise<Response>,
    cacheable: (response: Response) => boolean,
    route: string,
    stale?: CachedPage,
  ): Promise<{ page: CachedPage; at: number; outcome: 'miss' } | { response: Response; outcome: 'uncacheable' }> {
    let settle: (page: CachedPage | null) => void = () => {};
    const mine = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    this.renders.set(key, mine);
    const generation = this.generation;
    try {
      const response = await render();
      if (!cacheable(response) || response.headers.has('set-cookie')) {
        settle(null);
        return { response, outcome: 'uncacheable' };
      }
      const rendered = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding');
      const same = stale && sameRender(stale, response.status, headers, rendered);
      const { body, br, gzip, personal } = same ? stale : await madeOf(rendered);
      const page: CachedPage = { status: response.status, headers, body, br, gzip, personal, storedAt: this.clock(), route };
      if (generation === this.generation && this.canStore()) this.pages.set(key, page);
      settle(page);
      return { page, at: page.storedAt, outcome: 'miss' };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (this.renders.get(key) === mine) this.renders.delete(key);
    }
  }

  private answer(page: CachedPage, now: number, outcome: PageCacheOutcome, encoding: KeptEncoding | null): Response {
    const body = encoding ? page[encoding] : page.body;
    return new Response(body, { status: page.status, headers: answerHeaders(page, now, outcome, encoding, body) });
  }
}

/** The bytes a page's pieces hold of their own (their plain text is the page's). */
const piecesBytes = (pieces: readonly ReadyPiece[] | undefined): number => pieces?.reduce((n, piece) => n + piece.deflated.byteLength, 0) ?? 0;

/** What a kept page keeps of its bytes: the plain page, its compressed forms, its personal places. */
async function madeOf(body: Uint8Array<ArrayBuffer>): Promise<Pick<CachedPage, 'body' | 'br' | 'gzip' | 'personal'>> {
  const [br, gzip, personal] = await Promise.all([compressBody(body, 'br'), compressBody(body, 'gzip'), spliceable(body)]);
  return { body, br, gzip, personal };
}

/** Whether a render came out as the kept page: status, headers and bytes. */
function sameRender(kept: CachedPage, status: number, headers: Array<[string, string]>, body: Uint8Array): boolean {
  return kept.status === status && Buffer.compare(kept.body, body) === 0 && samePairs(kept.headers, headers);
}

const plainOf = (page: CachedPage, now: number, outcome: PageCacheOutcome): PlainPage => ({
  status: page.status,
  headers: new Headers(answerHeaders(page, now, outcome)),
  body: page.body,
  personal: page.personal,
});

/**
 * A kept page's headers for one answer: its own, with the cache's (age, outcome, the encodings it
 * varies on), and for a body, its encoding and length. One list for the middleware's answers and the
 * front's (`freshAnswer`), so both say the same.
 */
function answerHeaders(page: CachedPage, now: number, outcome: PageCacheOutcome, encoding: KeptEncoding | null = null, body?: Uint8Array): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  let vary: string | null = null;
  for (const [name, value] of page.headers) {
    if (name === 'vary') vary = value;
    else if (name !== 'age' && name !== 'x-page-cache') headers.push([name, value]);
  }
  headers.push(['age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000)))], ['x-page-cache', outcome], ['vary', varyWithEncoding(vary)]);
  if (encoding) headers.push(['content-encoding', encoding]);
  if (body) headers.push(['content-length', String(body.byteLength)]);
  return headers;
}
