/**
 * Messages a shopper can read, in their language (issue 45.3). Every operation of the served OpenAPI
 * document is called with wrong values in each of its parameters and body fields, in Nepali; every
 * error it answers must be a sentence of the Nepali catalogue (src/lib/i18n/ne.json), never the schema
 * library's own English. A missing field, a wrong type, a size and a choice outside the list each get
 * their own sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideTheContract } from './contract-hook';
import ne from '../../src/lib/i18n/ne.json';
import en from '../../src/lib/i18n/en.json';
import { call, exchange, KTM } from './harness';
import { auth, verifiedCustomer } from './auth-helpers';

/** every string of a catalogue, as a pattern its placeholders may fill */
function templates(catalogue: unknown): RegExp[] {
  const out: RegExp[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(new RegExp(`^${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '[\\s\\S]*')}$`));
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(catalogue);
  return out;
}
const NE = templates(ne);
const inNepali = (message: string) => NE.some((r) => r.test(message));

/** the wrong values each parameter and field is sent with, in turn */
const WRONG: unknown[] = [{ a: 1 }, 'x'.repeat(300), -5, 'not-a-number', ['a', { b: 1 }], ''];

describe('validation messages (issue 45.3)', () => {
  // wrong values on purpose: their requests are outside the document (tests/api/contract-hook.ts)
  beforeAll(() => outsideTheContract(true));
  afterAll(() => outsideTheContract(false));

  it('every operation, given wrong values, answers sentences of the catalogue in the request language', async () => {
    const doc = (await call('openapi.json')).body;
    const { token } = await verifiedCustomer();
    const guest = String((await call('auth/guest/request', { method: 'POST', body: {} })).body.guest_id);
    const foreign: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      if (path === '/auth/logout' || path === '/customer/remove-account') continue;
      for (const [method, op] of Object.entries(methods)) {
        const params: Array<{ name: string; in: string }> = op.parameters ?? [];
        const schema = Object.values((op.requestBody?.content ?? {}) as Record<string, any>)[0]?.schema;
        const fields = Object.keys(schema?.properties ?? {});
        for (const wrong of WRONG) {
          const text = typeof wrong === 'string' ? wrong : JSON.stringify(wrong);
          let url = path.replace(/\{(\w+)\}/g, () => encodeURIComponent(text || 'x')).replace(/^\//, '');
          const query = new URLSearchParams({ guest_id: guest });
          for (const p of params) if (p.in === 'query') query.set(p.name, text);
          url += `?${query}`;
          const headers: Record<string, string> = { ...KTM, ...auth(token), 'X-localization': 'ne' };
          for (const p of params) if (p.in === 'header' && !(p.name in headers)) headers[p.name] = text.replace(/[^\x20-\x7e]/g, '?').slice(0, 100);
          const body = method === 'get' ? undefined : Object.fromEntries(fields.map((f) => [f, wrong]));
          const res = await exchange(url, { method: method.toUpperCase(), headers, body });
          // an event stream never ends, and what it streams is not an error
          if (res.status < 400 || (res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
            await res.body?.cancel();
            continue;
          }
          const answer = (await res.json().catch(() => null)) as { errors?: Array<{ code: string; message: string }> } | null;
          for (const e of answer?.errors ?? []) {
            checked++;
            if (!inNepali(e.message)) foreign.push(`${method.toUpperCase()} ${path} ${res.status} ${e.code}: ${e.message}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect([...new Set(foreign)]).toEqual([]);
  }, 240_000);

  it('names what is wrong: required, type, size and choice, in English and in Nepali', async () => {
    const add = (body: Record<string, unknown>, locale = 'en') => call('customer/cart/add', { method: 'POST', headers: { ...KTM, 'X-localization': locale }, body });
    const guest = String((await call('auth/guest/request', { method: 'POST', body: {} })).body.guest_id);
    const first = async (body: Record<string, unknown>, locale?: string) => (await add({ guest_id: guest, ...body }, locale)).body.errors[0];
    expect(await first({ quantity: 1 })).toEqual({ code: 'item_id', message: en.api.field_required.replace('{{field}}', 'item_id') });
    expect(await first({ quantity: 1 }, 'ne')).toEqual({ code: 'item_id', message: ne.api.field_required.replace('{{field}}', 'item_id') });
    const orderType = await call('customer/order/quote', { method: 'POST', headers: { ...KTM, 'X-localization': 'ne' }, body: { guest_id: guest, order_type: 'teleport' } });
    expect(orderType.body.errors.map((e: { message: string }) => e.message).every(inNepali)).toBe(true);
  });
});
