/**
 * A kept page as one shopper's answer (issue 48): their places filled in (./personal.ts), the page's
 * headers made theirs alone, and gzip put together around the places from the parts compressed when
 * the page was kept (src/lib/gzip-splice.ts). The middleware (src/middleware.ts) and the server's
 * front (src/server/cache/front-hit.ts) answer a signed-in shopper's or a guest's page with it.
 */
import { pickEncoding, varyWithEncoding } from '../lib/compress-page';
import { concatBytes } from '../lib/bytes';
import type { SlotFills } from '../lib/personal-slots';
import { splicedGzipPage, type FreshPlain, type PlainPage, type Spliceable } from '../server/cache/page-cache';

/** A kept page with personal places, as gzip can be put together around them. */
export type SpliceablePage = PlainPage & { personal: Spliceable };
/** The same, fresh, as the server's front has it (headers as pairs). */
export type SpliceableFresh = FreshPlain & { personal: Spliceable };

export interface PersonalAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** A shopper's answer as the server's front writes it: headers as Node takes them, the gzip bytes in the order they go. */
export interface FrontPersonalAnswer {
  status: number;
  headers: Record<string, string>;
  chunks: Uint8Array[];
}

/** HTML as rendered, not already compressed: the only kind of page with places of a shopper's. */
const plainHtml = (contentType: string | null | undefined, encoded: boolean): boolean => /^text\/html\b/.test(contentType ?? '') && !encoded;
const takesGzip = (acceptEncoding: string | null): boolean => pickEncoding(acceptEncoding, ['gzip']) === 'gzip';

/** Whether a page is HTML as rendered (not already compressed): the only kind with places of a shopper's. */
export const isPlainHtml = (headers: Headers): boolean => plainHtml(headers.get('content-type'), headers.has('content-encoding'));

/** Whether a kept page is answered by `splicedPersonalAnswer`: HTML with places, to a browser that takes gzip. */
export const splicesFor = (page: PlainPage, acceptEncoding: string | null): page is SpliceablePage =>
  page.personal !== null && isPlainHtml(page.headers) && takesGzip(acceptEncoding);

/** The same for a fresh page in the server's front (`frontPersonalAnswer`), its headers as pairs. */
export function frontSplices(page: FreshPlain, acceptEncoding: string | null): page is SpliceableFresh {
  const header = (name: string) => page.headers.find(([key]) => key === name)?.[1];
  return page.personal !== null && plainHtml(header('content-type'), header('content-encoding') !== undefined) && takesGzip(acceptEncoding);
}

/** A kept page's headers (lower-case names) as one shopper's, less the ones named in `without`: never kept by anyone, no age of a shared copy. */
function ownHeaders(shared: Iterable<[string, string]>, without: readonly string[] = []): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, value] of shared) if (name !== 'age' && name !== 'cache-control' && !without.includes(name)) out.push([name, value]);
  out.push(['cache-control', 'private, no-store']);
  return out;
}

/** A page's headers as one shopper's answer: never kept by anyone, no age of a shared copy. */
export const personalHeaders = (shared: Headers): Headers => new Headers(ownHeaders(shared));

/** The headers of a shopper's gzip answer of `byteLength` bytes: the one rule for both ways of answering it. */
function splicedHeaders(shared: Iterable<[string, string]>, byteLength: number): Array<[string, string]> {
  let vary: string | null = null;
  for (const [name, value] of shared) if (name === 'vary') vary = value;
  return [...ownHeaders(shared, ['vary', 'content-encoding', 'content-length']), ['vary', varyWithEncoding(vary)], ['content-encoding', 'gzip'], ['content-length', String(byteLength)]];
}

/** The kept page with `fills` in its places, in gzip, for one shopper. */
export function splicedPersonalAnswer(page: SpliceablePage, fills: SlotFills): PersonalAnswer {
  const { chunks, byteLength } = splicedGzipPage(page.personal, fills);
  return { status: page.status, headers: new Headers(splicedHeaders(page.headers, byteLength)), body: concatBytes(chunks) };
}

/** The same from the server's front: nothing copied into one array, no Headers made. */
export function frontPersonalAnswer(page: SpliceableFresh, fills: SlotFills): FrontPersonalAnswer {
  const { chunks, byteLength } = splicedGzipPage(page.personal, fills);
  return { status: page.status, headers: Object.fromEntries(splicedHeaders(page.headers, byteLength)), chunks };
}
