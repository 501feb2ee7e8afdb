/**
 * A whole page compressed in one call (issue 16), for pages and the page cache.
 *
 * The server's streaming compression (`compression` in scripts/start.mjs) took half a core on its
 * own. It is called once per chunk that Astro streams, and each call opens a brotli encoder with
 * a 4 MiB window. A page is at most a few hundred KiB. Compressed whole, with a window sized to it,
 * it costs a fraction of that.
 *
 * Two uses, two choices:
 * - A page the page cache keeps is compressed once and sent many times: brotli first (quality 5,
 *   the smallest), on libuv's thread pool (`compressBody`).
 * - A page rendered for one answer (signed in, or not cacheable) is compressed for that answer alone:
 *   the cheapest encoding the browser accepts, in the request's own thread (`compressedAnswer`).
 *   zstd (level 3) first: current browsers (Chromium 123+, Firefox 126+, Safari 26) ask for it, and on the
 *   signed-in product page (39 KiB) it costs 0.12 ms for 10.6 KiB where gzip 6 costs 0.49 ms for
 *   10.1 KiB (the module home, 109 KiB: 0.16 ms for 16.8 KiB against 0.89 ms for 16.1 KiB). Then gzip 6,
 *   then brotli 4. Handing the work to the thread pool and back cost more CPU than it saved: the
 *   signed-in product page took 20% less of the server's CPU in the request's thread
 *   (`npm run bench:pages`). Every size fits the first round trip of a new connection (ten packets,
 *   about 14 KiB).
 */
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, zstdCompressSync } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'zstd';
/** The encodings a kept page is stored in (every browser accepts one of them). */
export type KeptEncoding = 'br' | 'gzip';

/** Smallest first: for a page compressed once and kept. */
export const SMALLEST_FIRST: readonly KeptEncoding[] = ['br', 'gzip'];
/** Cheapest first: for a page compressed for one answer. */
export const CHEAPEST_FIRST: readonly Encoding[] = ['zstd', 'gzip', 'br'];

/** The encoding to answer with: the first of `order` the browser accepts (q=0 refuses one), else none. */
export function pickEncoding<E extends Encoding = KeptEncoding>(acceptEncoding: string | null, order: readonly E[] = SMALLEST_FIRST as readonly E[]): E | null {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  // `*` stands for the encodings every client has long known; zstd only when named (an old client's `*` predates it)
  const weight = (name: string) => accepted.get(name) ?? (name === 'zstd' ? 0 : (accepted.get('*') ?? 0));
  return order.find((encoding) => weight(encoding) > 0) ?? null;
}

/**
 * Brotli's window, as a power of two: large enough to hold the whole body (a longer window finds
 * nothing more to refer back to), within brotli's 16..24 (the default is 22: 4 MiB set up per answer).
 */
export function brotliWindow(bytes: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(Math.max(1, bytes)))));
}

/** Quality 5 for a kept page: 7-10% smaller than gzip's 6 on our pages. Quality 4 for one answer, when gzip is refused. */
const brotliOptions = (bytes: number, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes),
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});
const GZIP_LEVEL = 6;
const ZSTD_OPTIONS = { params: { [constants.ZSTD_c_compressionLevel]: 3 } };

const asBytes = (out: Buffer) => new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;

/** For a page kept and sent many times: the smallest, on the thread pool. */
export async function compressBody(body: Uint8Array, encoding: KeptEncoding): Promise<Uint8Array<ArrayBuffer>> {
  return asBytes(encoding === 'br' ? await brotli(body, brotliOptions(body.byteLength, 5)) : await gzipAsync(body, { level: GZIP_LEVEL }));
}

/** For a page sent once: in this thread, where a page of tens of KiB costs less than a trip to the thread pool. */
export function compressForAnswer(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === 'zstd') return asBytes(zstdCompressSync(body, ZSTD_OPTIONS));
  return asBytes(encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.byteLength, 4)) : gzipSync(body, { level: GZIP_LEVEL }));
}

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The answer with its body read whole and compressed for this answer alone, cheapest first (`compressForAnswer`),
 * as the browser accepts (when it is text and not yet encoded), or the answer as it was. `Vary: Accept-Encoding` is added either way, so a shared
 * cache keeps the variants apart.
 */
export async function compressedAnswer(response: Response, acceptEncoding: string | null): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !/^text\/html\b/.test(type)) return response;
  return compressedPage(new Uint8Array(await response.arrayBuffer()), response, acceptEncoding);
}

/** A Vary header's value that also says the answer differs by Accept-Encoding (once). */
export const varyWithEncoding = (vary: string | null): string => (!vary ? 'Accept-Encoding' : /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`);

/** The headers, saying the answer differs by Accept-Encoding (once). */
export function varyOnEncoding(headers: Headers): Headers {
  headers.set('vary', varyWithEncoding(headers.get('vary')));
  return headers;
}

/** A page's bytes as the answer, compressed as `compressedAnswer` does (its `init` is the page's status and headers, HTML and not yet encoded). */
export function compressedPage(body: Uint8Array, init: { status: number; statusText?: string; headers: Headers }, acceptEncoding: string | null): Response {
  const headers = varyOnEncoding(new Headers(init.headers));
  const encoding = pickEncoding(acceptEncoding, CHEAPEST_FIRST);
  const out = !encoding || body.byteLength < MIN_COMPRESSED_BYTES ? body : compressForAnswer(body, encoding);
  if (out !== body) headers.set('content-encoding', encoding!);
  headers.set('content-length', String(out.byteLength));
  return new Response(out as Uint8Array<ArrayBuffer>, { status: init.status, statusText: init.statusText, headers });
}
