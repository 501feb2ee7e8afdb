/**
 * A kept page as one shopper's answer (issue 48): their places filled in (./personal.ts), the page's
 * headers made theirs alone, and gzip put together around the places from the parts compressed when
 * the page was kept (src/lib/gzip-splice.ts). The middleware (src/middleware.ts) and the server's
 * front (src/server/cache/front-hit.ts) answer a signed-in shopper's or a guest's page with it.
 */
import { pickEncoding, varyOnEncoding } from '../lib/compress-page';
import type { SlotFills } from '../lib/personal-slots';
import { splicedGzipPage, type PlainPage, type Spliceable } from '../server/cache/page-cache';

/** A kept page with personal places, as gzip can be put together around them. */
export type SpliceablePage = PlainPage & { personal: Spliceable };

export interface PersonalAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** Whether a page is HTML as rendered (not already compressed): the only kind with places of a shopper's. */
export const isPlainHtml = (headers: Headers): boolean => /^text\/html\b/.test(headers.get('content-type') ?? '') && !headers.has('content-encoding');

/** Whether a kept page is answered by `splicedPersonalAnswer`: HTML with places, to a browser that takes gzip. */
export const splicesFor = (page: PlainPage, acceptEncoding: string | null): page is SpliceablePage =>
  page.personal !== null && isPlainHtml(page.headers) && pickEncoding(acceptEncoding, ['gzip']) === 'gzip';

/** A page's headers as one shopper's answer: never kept by anyone, no age of a shared copy. */
export function personalHeaders(shared: Headers): Headers {
  const headers = new Headers(shared);
  headers.set('cache-control', 'private, no-store');
  headers.delete('age');
  return headers;
}

/** The kept page with `fills` in its places, in gzip, for one shopper. */
export function splicedPersonalAnswer(page: SpliceablePage, fills: SlotFills): PersonalAnswer {
  const headers = personalHeaders(page.headers);
  const body = splicedGzipPage(page.body, page.personal, fills);
  varyOnEncoding(headers).set('content-encoding', 'gzip');
  headers.set('content-length', String(body.byteLength));
  return { status: page.status, headers, body };
}
