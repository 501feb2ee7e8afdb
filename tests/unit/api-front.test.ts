/**
 * /api/v1 before Astro (src/server/api/api-front.ts, issue 48.4): the API's paths go to the listener
 * the middleware opens (Hono's Node listener), everything else on; the API answers inside the
 * request's log note, with the connection's address, and its request makes no abort signal unless a
 * route asks for one (a signal kept each request's objects alive through a young collection).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { frontChain } from '../../scripts/front-door.mjs';
import { API_PATH, apiOrNext, openApiFront } from '../../src/server/api/api-front';
import { observeHttp } from '../../src/server/observability/http-observer';
import { requestNote } from '../../src/server/observability/request-note';

afterEach(() => openApiFront(null));

describe('the API front', () => {
  it('takes /api/v1 and what is under it, and nothing else', () => {
    for (const path of ['/api/v1', '/api/v1/', '/api/v1/config', '/api/v1?x=1', '/api/v1/items/search?name=tea']) expect(API_PATH.test(path), path).toBe(true);
    for (const path of ['/', '/api/docs', '/api/v10', '/api/v1x/config', '/apiv1', '/store/api/v1']) expect(API_PATH.test(path), path).toBe(false);
  });

  it("takes the API's reads once a listener is open, and hands writes and pages on", () => {
    const taken: string[] = [];
    const ask = (url: string, method = 'GET') => apiOrNext({ url, method } as http.IncomingMessage, {} as http.ServerResponse, () => taken.push(`${method} ${url}`));
    ask('/api/v1/config');
    openApiFront((req) => taken.push(`api ${req.method}`));
    ask('/api/v1/config');
    ask('/api/v1/config', 'HEAD');
    ask('/api/v1/customer/cart/remove', 'OPTIONS');
    // a write's body goes through Hono's body limit, which needs a web Request: Astro's route makes one
    ask('/api/v1/customer/cart/remove?guest_id=1', 'DELETE');
    ask('/api/v1/auth/login', 'POST');
    ask('/store/asan-fresh-mart');
    expect(taken).toEqual(['GET /api/v1/config', 'api GET', 'api HEAD', 'api OPTIONS', 'DELETE /api/v1/customer/cart/remove?guest_id=1', 'POST /api/v1/auth/login', 'GET /store/asan-fresh-mart']);
  });
});

describe('the API front on a server', () => {
  let server: http.Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("answers in the request's note with the connection's address, making no abort signal", async () => {
    let made: { note?: string; address?: string; path: string } | undefined;
    openApiFront(
      getRequestListener(
        (request, { incoming }) => {
          made = { note: requestNote()?.id, address: incoming.socket.remoteAddress, path: new URL(request.url).pathname };
          return Response.json({ ok: true });
        },
        { overrideGlobalObjects: false },
      ),
    );
    // every abort controller made while the request is answered (Astro makes one for each request's signal)
    const Original = globalThis.AbortController;
    let controllers = 0;
    globalThis.AbortController = class extends Original {
      constructor() {
        super();
        controllers++;
      }
    };
    server = http.createServer(frontChain(observeHttp(false), false, (req: http.IncomingMessage, res: http.ServerResponse) => apiOrNext(req, res, () => res.end('astro'))));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const api = await new Promise<{ id: string | undefined; body: string }>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/config', agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ id: res.headers['x-request-id'] as string | undefined, body }));
        })
        .on('error', reject),
    ).finally(() => (globalThis.AbortController = Original));
    expect(JSON.parse(api.body)).toEqual({ ok: true });
    expect(made).toEqual({ note: api.id, address: '127.0.0.1', path: '/api/v1/config' });
    expect(controllers).toBe(0);
    expect(await (await fetch(`http://127.0.0.1:${port}/privacy-policy`)).text()).toBe('astro');
  });
});
