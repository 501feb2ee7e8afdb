/** Pages compressed whole, in one call (issue 16). */
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { brotliWindow, CHEAPEST_FIRST, compressBody, compressedAnswer, compressForAnswer, MIN_COMPRESSED_BYTES, pickEncoding, varyOnEncoding, varyWithEncoding } from '../../src/lib/compress-page';

const html = `<!DOCTYPE html><html><body>${'<p class="card">Fuji Apples, 1 kg, Rs. 350</p>'.repeat(400)}</body></html>`;
const page = (body: string, headers: Record<string, string> = { 'content-type': 'text/html' }) => new Response(body, { status: 200, headers });

describe('brotliWindow', () => {
  it('fits the window to the body, within brotli bounds', () => {
    expect(brotliWindow(0)).toBe(16);
    expect(brotliWindow(40_000)).toBe(16);
    expect(brotliWindow(110 * 1024)).toBe(17);
    expect(brotliWindow(200 * 1024)).toBe(18);
    expect(brotliWindow(64 * 1024 * 1024)).toBe(24);
  });
});

describe('compressBody', () => {
  it('round-trips in both encodings, brotli smaller', async () => {
    const body = new TextEncoder().encode(html);
    const br = await compressBody(body, 'br');
    const gz = await compressBody(body, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
  });
});

describe('pickEncoding', () => {
  it('answers with the first encoding of the order the browser accepts', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate, br', CHEAPEST_FIRST)).toBe('gzip');
    // what a current browser sends: zstd is the cheapest of them for one answer, and no kept page is stored in it
    expect(pickEncoding('gzip, deflate, br, zstd', CHEAPEST_FIRST)).toBe('zstd');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('zstd')).toBeNull();
    expect(pickEncoding('zstd;q=0, gzip, br', CHEAPEST_FIRST)).toBe('gzip');
    expect(pickEncoding('*, zstd', CHEAPEST_FIRST)).toBe('zstd');
    expect(pickEncoding('gzip;q=0, br', CHEAPEST_FIRST)).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*', CHEAPEST_FIRST)).toBe('gzip');
    expect(pickEncoding('*;q=0, identity')).toBeNull();
    expect(pickEncoding('deflate', CHEAPEST_FIRST)).toBeNull();
    expect(pickEncoding(null)).toBeNull();
  });
});

describe('compressForAnswer', () => {
  it('round-trips in every encoding', () => {
    const body = new TextEncoder().encode(html);
    expect(Buffer.from(zstdDecompressSync(compressForAnswer(body, 'zstd'))).toString()).toBe(html);
    expect(brotliDecompressSync(compressForAnswer(body, 'br')).toString()).toBe(html);
    expect(gunzipSync(compressForAnswer(body, 'gzip')).toString()).toBe(html);
  });
});

describe('compressedAnswer', () => {
  it('compresses a page whole for this answer, cheapest first, with its length and Vary', async () => {
    const answer = await compressedAnswer(page(html, { 'content-type': 'text/html', vary: 'Cookie', 'cache-control': 'private, no-store' }), 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString()).toBe(html);

    const zstd = await compressedAnswer(page(html), 'gzip, deflate, br, zstd');
    expect(zstd.headers.get('content-encoding')).toBe('zstd');
    expect(zstdDecompressSync(Buffer.from(await zstd.arrayBuffer())).toString()).toBe(html);

    const br = await compressedAnswer(page(html), 'gzip;q=0, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
  });

  it('sends the page as it is to a browser that accepts no encoding, or when it is small', async () => {
    const plain = await compressedAnswer(page(html), null);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    const small = await compressedAnswer(page('<p>moved</p>'), 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect('<p>moved</p>'.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(await small.text()).toBe('<p>moved</p>');
  });

  it('leaves alone what is not a page, or is encoded already, and keeps the status', async () => {
    const stream = page(html, { 'content-type': 'text/event-stream' });
    expect(await compressedAnswer(stream, 'br')).toBe(stream);
    const encoded = page(html, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    expect(await compressedAnswer(encoded, 'br')).toBe(encoded);
    const missing = await compressedAnswer(new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } }), 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
  });
});

describe('Vary on Accept-Encoding', () => {
  it('is added once, beside what the answer already varies on', () => {
    expect(varyWithEncoding(null)).toBe('Accept-Encoding');
    expect(varyWithEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyWithEncoding('Cookie, accept-encoding')).toBe('Cookie, accept-encoding');
    expect(varyOnEncoding(new Headers({ vary: 'Cookie' })).get('vary')).toBe('Cookie, Accept-Encoding');
  });
});
