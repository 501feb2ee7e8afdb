/**
 * A whole page compressed in one call (issue 16), for pages and the page cache.
 *
 * The server's streaming compression (`compression` in scripts/start.mjs) took half a core on its
 * own. It is called once per chunk that Astro streams, and each call opens a brotli encoder with
 * a 4 MiB window. A page is at most a few hundred KiB. Compressed whole, with a window sized to it,
 * it costs a fraction of that. The work runs on libuv's thread pool, so it overlaps the next
 * request's render.
 */
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
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
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Brotli's window, as a power of two: large enough to hold the whole body (a longer window finds
 * nothing more to refer back to), within brotli's 16..24 (the default is 22: 4 MiB set up per answer).
 */
export function brotliWindow(bytes: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(Math.max(1, bytes)))));
}

/** Quality 5: about 8% smaller than gzip's 6 on our pages, and quicker than it. */
const BROTLI_QUALITY = 5;

export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: brotliWindow(body.byteLength),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : await gzipAsync(body, { level: 6 });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;
}

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The answer with its body read whole and compressed as the browser accepts (when it is text and
 * not yet encoded), or the answer as it was. `Vary: Accept-Encoding` is added either way, so a shared
 * cache keeps the variants apart.
 */
export async function compressedAnswer(response: Response, acceptEncoding: string | null): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !/^text\/html\b/.test(type)) return response;
  const headers = new Headers(response.headers);
  headers.set('vary', [headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const body = new Uint8Array(await response.arrayBuffer());
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding || body.byteLength < MIN_COMPRESSED_BYTES) {
    headers.set('content-length', String(body.byteLength));
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
  const packed = await compressBody(body, encoding);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(packed.byteLength));
  return new Response(packed, { status: response.status, statusText: response.statusText, headers });
}
