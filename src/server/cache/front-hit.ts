/**
 * A fresh kept page answered from Node's request, before Astro (issue 48.4). Astro makes a Request,
 * its Headers and abort signal, a context, the middleware's chain and a Response for every request:
 * for a page from the cache that was two thirds of the 114 KiB it allocated, and of its CPU time.
 *
 * Only what the middleware would answer from the cache as it is gets answered here: a GET or HEAD of
 * a page with no cart message or Authorization, fresh in the cache under the key the middleware uses
 * (`pageCacheKey`: cookies read as Astro reads them, the origin as the page writes it).
 * - With no session or guest cookie: the kept page as the cache answers it (`freshAnswer`).
 * - With one: the kept page with the shopper's places filled in (`personal`, from the middleware),
 *   when it is HTML with places and the browser takes gzip.
 * Everything else, a stale or missing page included, goes on to the middleware, which renders and
 * keeps it; so does a shopper's page whose places fail to fill. The security headers were set by the
 * server's front door before this.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import { bypassesPageCache, hasPersonalCookie, NOT_A_PAGE, pageCacheKey, PERSONAL_COOKIES, type FreshPlain, type PageCache, type PageRequest } from './page-cache';
import type { FrontAnswer } from './front-pages';
import { cameOverHttps } from '../../lib/security-headers';
import { publicOrigin } from '../../lib/public-origin';
import { pathLocale } from '../../lib/i18n';
import { noteRoute, requestNote } from '../observability/request-note';
import { loggerFor } from '../observability/logger';

const log = loggerFor('pages');

/** Node's request cookies, read as Astro's `cookies.get(name)?.value` reads them: undefined when empty, URI-decoded when it can be. */
export class RequestCookies {
  private readonly raw: Record<string, string | undefined>;
  constructor(header: string | undefined) {
    this.raw = header ? parseCookie(header, { decode: (value) => value }) : {};
  }
  has(name: string): boolean {
    return name in this.raw;
  }
  value(name: string): string | undefined {
    const value = this.raw[name];
    if (!value) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  get(name: string): { value: string } | undefined {
    const value = this.value(name);
    return value === undefined ? undefined : { value };
  }
  /** the front answers nothing that sets a cookie (a module chosen by link): the middleware does */
  set(name: string): never {
    throw new Error(`the page would set the ${name} cookie: the middleware answers it`);
  }
}

/** The page request as the middleware sees it, read from Node's request; undefined where Astro would read another URL. */
export function pageRequestOf(req: IncomingMessage, trustProxy: boolean): (PageRequest & { cookies: RequestCookies }) | undefined {
  const protocol = (req.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http';
  const host = req.headers.host;
  if (typeof host !== 'string' || !host) return undefined;
  // as Astro's Node adapter builds the URL; where it could not, it falls back to another: let it
  const address = `${protocol}://${host}${req.url ?? ''}`;
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  const cookies = new RequestCookies(req.headers.cookie);
  return { method: req.method ?? 'GET', url, origin: publicOrigin(url.origin), https: cameOverHttps(url, { get: header }, trustProxy), cookie: (name) => cookies.value(name), header, cookies };
}

/** What a shopper's places are filled from: the scope `personalFills` reads (src/loaders/personal.ts). */
export interface FrontScope {
  locals: { locale: 'en' | 'ne' };
  url: URL;
  cookies: RequestCookies;
}

export interface FrontHitOptions {
  trustProxy: boolean;
  /** the page cache's read counter (a hit) */
  counted: (hit: boolean) => void;
  /**
   * A shopper's answer: the kept page with their places filled, as the bytes to write in order, or
   * null when it cannot be made that way (not HTML with places, or a browser that takes no gzip):
   * the middleware answers it then.
   */
  personal?: (scope: FrontScope, page: FreshPlain, acceptEncoding: string | null) => Promise<{ status: number; headers: Record<string, string>; chunks: Uint8Array[] } | null> | null;
}

/** What answers fresh kept pages in front of Astro, for `openFront` (./front-pages.ts). */
export function frontHit(cache: PageCache, options: FrontHitOptions): FrontAnswer {
  return (req: IncomingMessage, res: ServerResponse, passOn: () => void) => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || NOT_A_PAGE.test(req.url ?? '/')) return false;
    const page = pageRequestOf(req, options.trustProxy);
    if (!page || bypassesPageCache(page)) return false;
    const key = pageCacheKey(page);
    const acceptEncoding = page.header('accept-encoding');
    const named = PERSONAL_COOKIES.some((name) => page.cookies.has(name));
    if (!named) {
      const answer = cache.freshAnswer(key, acceptEncoding);
      if (!answer) return false;
      noteRoute(answer.route);
      options.counted(true);
      res.writeHead(answer.status, answer.headers);
      res.end(method === 'HEAD' ? undefined : answer.body);
      return true;
    }
    // a shopper's own page: with a session or a guest cart (a cookie named but empty is the middleware's),
    // not a module chosen by link (that sets a cookie)
    if (!options.personal || !hasPersonalCookie(page) || page.url.searchParams.has('module_id')) return false;
    const kept = cache.freshPlain(key);
    const scope: FrontScope = { locals: { locale: pathLocale(page.url.pathname).locale }, url: page.url, cookies: page.cookies };
    const making = kept && options.personal(scope, kept, acceptEncoding);
    if (!making) return false;
    const note = requestNote();
    if (note) note.shopper = page.cookies.value('token') ? 'customer' : 'guest';
    noteRoute(kept.route);
    options.counted(true);
    making.then(
      (answer) => {
        if (!answer) return passOn();
        res.writeHead(answer.status, answer.headers);
        if (method === 'HEAD') return void res.end();
        // the parts as they are, in one write to the socket (corked), not copied into one array first;
        // uncorked before end(): Node 24 drops what follows the first chunk when a chunked answer ends corked
        res.cork();
        for (const chunk of answer.chunks) res.write(chunk);
        res.uncork();
        res.end();
      },
      (error: unknown) => {
        log.error({ err: error }, "a shopper's places could not be filled in front: the middleware answers");
        if (res.headersSent) res.destroy();
        else passOn();
      },
    );
    return true;
  };
}
