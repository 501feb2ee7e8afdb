/**
 * Malformed requests of every kind against every operation of the served OpenAPI document (issue
 * 43.12): wrong types, huge, negative and deep values, control characters, broken and wrong headers,
 * other methods, oversized bodies. None may answer 5xx, and every error answer must carry the
 * `{errors:[{code,message}]}` shape.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideTheContract } from './contract-hook';
import { frontDoor } from '../../scripts/front-door.mjs';
import { call, exchange, expectErrorShape, KTM } from './harness';
import { verifiedCustomer } from './auth-helpers';

/** Deterministic PRNG so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The operations of the served OpenAPI document, each with its parameters and body fields. */
interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: 'path' | 'query' | 'header'; type: string }>;
  body: { fields: Array<{ name: string; type: string }> } | null;
  secured: boolean;
}

function operations(doc: any): Operation[] {
  const typeOf = (schema: any): string => (schema ? (schema.type ?? (schema.anyOf ?? schema.oneOf)?.[0]?.type ?? 'string') : 'string');
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, type: typeOf(p.schema) }));
      // path parameters are in the path whether or not the document lists them
      for (const m of path.matchAll(/\{(\w+)\}/g)) if (!params.some((p: any) => p.in === 'path' && p.name === m[1])) params.push({ name: m[1], in: 'path', type: 'string' });
      const content: Record<string, any> = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      const fields = Object.entries(schema?.properties ?? {}).map(([name, f]) => ({ name, type: typeOf(f) }));
      ops.push({ method: method.toUpperCase(), path, params, body: schema ? { fields } : null, secured: Boolean(op.security?.length) });
    }
  }
  return ops;
}

/** values of every wrong kind: types, sizes, signs, encodings, control characters, injections */
const nasty: unknown[] = [
  '', ' ', '-1', '0', '1', '1.5', '-99999999999', '99999999999999999999', '1e308', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '[1,"a"]',
  '%', '_', "'; drop table items; --", '\\', '../../etc/passwd', 'नेपाली', '🍕', '\u0000', '\u0001\u0002\u001b[31m', 'a\r\nSet-Cookie: x=1',
  'a'.repeat(10_000), '<script>alert(1)</script>', '2147483648', '-0', '0x10', '١٢٣', '2026-13-45', '25:61', 'https://evil.example',
  -1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308, true, false, null, [], {}, [1, 'a', null], { a: { b: { c: { d: { e: 1 } } } } }, ['x'.repeat(5000)],
  Array.from({ length: 1000 }, (_, i) => i),
];
/** header values (printable ASCII only: a Request cannot carry others) */
const badHeaders: Record<string, string[]> = {
  zoneId: ['', '[]', '[0]', '[-1]', '[1,"a"]', 'x', '[99999999999]', '[1,2,3]', '1'],
  moduleId: ['', '0', '-1', 'x', '99999999999', '1.5', '1', '2', '5'],
  latitude: ['', 'x', '999', '-91', 'NaN', '27.7'],
  longitude: ['', 'x', '999', '-181', 'Infinity', '85.3'],
  'X-localization': ['', 'xx', 'ne', 'en', '../../'],
  Authorization: ['Bearer', 'Bearer x', 'Basic abc', `Bearer ${'a'.repeat(500)}`, 'bearer null'],
  'guest-id': ['', '-1', 'x', '99999999999999999999'],
  'Idempotency-Key': ['', 'x'.repeat(300), 'key'],
};
const BODY_TYPES = ['application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'application/xml'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
/** calls that end the fuzzer's own session: sent without its token */
const ENDS_SESSION = new Set(['/auth/logout', '/customer/remove-account']);
const PER_OPERATION = 48;

describe('fuzz', () => {
  // wrong values on purpose: their requests are outside the document (tests/api/contract-hook.ts)
  beforeAll(() => outsideTheContract(true));
  afterAll(() => outsideTheContract(false));

  it('every operation of the served OpenAPI document, with wrong types, huge and deep values, control characters, bad headers and wrong methods: no 5xx, errors in the error shape', async () => {
    const rnd = prng(Number(process.env.FUZZ_SEED ?? 42));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
    const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
    const ops = operations((await call('openapi.json')).body);
    expect(ops.length).toBeGreaterThan(150);
    const { token } = await verifiedCustomer();
    const guestId = String((await call('auth/guest/request', { method: 'POST', body: {} })).body.guest_id);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();

    async function send(op: Operation, method: string, variant: number) {
      const headers: Record<string, string> = { 'x-forwarded-for': `10.250.${variant % 250}.${Math.floor(rnd() * 250)}` };
      // most calls carry sensible headers, so the handler's own checks are reached; some carry bad ones
      if (rnd() < 0.7) Object.assign(headers, KTM);
      for (const [name, values] of Object.entries(badHeaders)) if (rnd() < 0.12) headers[name] = pick(values);
      if (op.secured && !ENDS_SESSION.has(op.path) && rnd() < 0.6) headers.Authorization = `Bearer ${token}`;
      const query = new URLSearchParams();
      let path = op.path;
      for (const p of op.params) {
        const value = rnd() < 0.25 ? (p.type === 'integer' || p.type === 'number' ? '1' : 'x') : text(pick(nasty));
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value || 'x'));
        else if (p.in === 'query' && rnd() < 0.8) query.set(p.name, value);
        else if (p.in === 'header' && rnd() < 0.5) headers[p.name] = value.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
      }
      if (rnd() < 0.3) query.set('guest_id', rnd() < 0.5 ? guestId : text(pick(nasty)));
      let raw: BodyInit | undefined;
      if (method !== 'GET' && method !== 'HEAD') {
        const fields: Record<string, unknown> = {};
        for (const f of op.body?.fields ?? []) if (rnd() < 0.8) fields[f.name] = pick(nasty);
        if (rnd() < 0.3) fields.guest_id = guestId;
        const shape = rnd();
        if (shape < 0.45) {
          headers['content-type'] = 'application/json';
          raw = JSON.stringify(fields);
        } else if (shape < 0.6) {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          raw = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, text(v)])).toString();
        } else if (shape < 0.75) {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.set(k, text(v));
          if (rnd() < 0.5) form.set(pick(['image', 'order_attachment', 'attachment[]', 'file']), new Blob([pick(['<svg/>', 'GIF89a', '\u0000\u0001'])], { type: pick(['image/png', 'text/html']) }), 'x.png');
          raw = form;
        } else if (shape < 0.85) {
          headers['content-type'] = pick(BODY_TYPES);
          raw = pick(['{', '[1,2]', 'null', '"str"', '\u0000', `{"a":${'['.repeat(40)}${']'.repeat(40)}}`, 'x'.repeat(2 * 1024 * 1024)]);
        }
      }
      const url = `${path.replace(/^\//, '')}${query.size ? `?${query}` : ''}`;
      const res = await exchange(url, { method, headers, raw });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        await res.body?.cancel();
        return;
      }
      const body = await res.text();
      const what = `${res.status} ${method} /${url.slice(0, 160)}`;
      if (res.status >= 500) failures.push(`${what} ${body.slice(0, 200)}`);
      else if (res.status >= 400 && method !== 'HEAD') {
        try {
          expectErrorShape(JSON.parse(body));
        } catch (e) {
          failures.push(`${what} bad error shape: ${(e as Error).message.slice(0, 160)} ${body.slice(0, 120)}`);
        }
      }
    }

    for (const op of ops) {
      for (let i = 0; i < PER_OPERATION; i++) await send(op, op.method, i);
      // and every other method on the same path
      for (const method of METHODS) if (method !== op.method) await send(op, method, 0);
    }
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`[fuzz] ${sent} requests over ${ops.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s: ${[...statuses].sort().map(([k, n]) => `${n} x ${k}`).join(', ')}`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 180_000);

  it('a body nested thousands deep, on every route that reads a body, is a 4xx in the error shape', async () => {
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    const deepList = (n: number) => JSON.stringify({ guest_id: 1, item_id: 1, quantity: 1 }).replace(/}$/, `,"variation":${'['.repeat(n)}${']'.repeat(n)}}`);
    const failures: string[] = [];
    for (const path of ['newsletter/subscribe', 'auth/guest/request', 'auth/sign-up', 'auth/login', 'auth/verify-phone', 'auth/forgot-password', 'auth/update-info', 'customer/update-profile', 'customer/cart/add', 'customer/order/place', 'customer/address/add']) {
      for (const raw of [deep(5000), deepList(5000), deep(17)]) {
        const res = await call(path, { method: 'POST', headers: { 'content-type': 'application/json', zoneId: '[1]', moduleId: '1' }, raw });
        if (res.status >= 500 || res.status < 400) failures.push(`${res.status} ${path}`);
        else expectErrorShape(res.body);
      }
    }
    expect(failures).toEqual([]);
    // what the contract sends (food variations are 4 deep) still goes through
    expect((await call('auth/guest/request', { method: 'POST', body: { a: { b: { c: { d: [1] } } } } })).status).toBe(200);
  });

  it('a chunked body with no Content-Length is held to the same limit as it streams: 413, never read whole', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(97);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 40 MB if anyone read it all; the limit is 1 MB
        if (sent >= 40 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await call('auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, raw: endless });
    expect(res.status).toBe(413);
    expectErrorShape(res.body);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('TRACE on every path answers 405 with the security headers, before anything reads it (scripts/front-door.mjs; Node refuses TRACK itself)', async () => {
    const paths = Object.keys((await call('openapi.json')).body.paths as Record<string, unknown>).map((p) => `/api/v1${p.replace(/\{\w+\}/g, '1')}`);
    let reached = 0;
    const server = http.createServer((req, res) =>
      frontDoor(req, res, false, () => {
        reached++;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = (method: string, path: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
          res.resume();
          resolve(res);
        });
        req.on('error', reject);
        req.end();
      });
    try {
      for (const path of [...paths, '/', '/home', '/_astro/x.js', '/media/x.png']) {
        {
          const res = await ask('TRACE', path);
          expect(res.statusCode, `TRACE ${path}`).toBe(405);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        }
      }
      expect(reached).toBe(0);
    } finally {
      server.close();
    }
  });
});
