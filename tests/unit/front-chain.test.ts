/**
 * The server's front (scripts/front-door.mjs, `frontChain`, issue 48.4): every request's answer runs
 * in its log note's async context, a page form's body included, and a request without a body makes
 * no async resource (one made for every request kept its objects alive through a young collection:
 * 10 MB promoted a scavenge on a page from the cache).
 */
import { createHook } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontChain } from '../../scripts/front-door.mjs';
import { observeHttp } from '../../src/server/observability/http-observer';
import { requestNote } from '../../src/server/observability/request-note';

let server: http.Server;
let port = 0;
/** what the answering step saw: the note's id, and the body the door read */
const seen: Array<{ id: string | undefined; body: string | undefined }> = [];

beforeAll(async () => {
  const chain = frontChain(observeHttp(false), false, (req: http.IncomingMessage & { body?: Buffer }, res: http.ServerResponse) => {
    seen.push({ id: requestNote()?.id, body: req.body?.toString() });
    res.end('ok');
  });
  server = http.createServer(chain);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(method: string, body?: string): Promise<{ id: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: '/cart', agent: false, headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ id: res.headers['x-request-id'] as string | undefined }));
    });
    req.on('error', reject);
    // the body comes in a later packet than the head: the door reads it from the stream's events
    req.flushHeaders();
    if (body) setImmediate(() => req.end(body));
    else req.end();
  });
}

describe('the server front', () => {
  it("answers a page form's body in the request's note, as the door read it", async () => {
    seen.length = 0;
    const { id } = await ask('POST', 'item_id=1&quantity=2');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([{ id, body: 'item_id=1&quantity=2' }]);
  });

  it('answers a GET in its note without making an async resource for it', async () => {
    const made: string[] = [];
    const hook = createHook({ init: (_id, type) => void (type.startsWith('bound-') && made.push(type)) }).enable();
    seen.length = 0;
    try {
      const { id } = await ask('GET');
      expect(seen).toEqual([{ id, body: undefined }]);
    } finally {
      hook.disable();
    }
    expect(made).toEqual([]);
  });
});
