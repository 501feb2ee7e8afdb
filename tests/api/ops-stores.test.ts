/** The operator renames a store or switches it off (ops/stores/:id), and the API shows it on the next request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, KTM, seenAfterChange } from './harness';
import { createOrderStore, type OrderStore } from './order-store';

const OPS = { 'x-ops-token': 'ops-stores-test-token' };
process.env.OPS_TOKEN = OPS['x-ops-token'];

let store: OrderStore;
beforeAll(async () => {
  store = await createOrderStore('Ops Rename');
});
afterAll(() => store.remove());

const details = () => call(`stores/details/${store.storeId}`, { headers: KTM });

describe('ops/stores/:id', () => {
  it('needs the operator token', async () => {
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', body: { name: 'Taken Over' } })).status).toBe(401);
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: { 'x-ops-token': 'wrong' }, body: { name: 'Taken Over' } })).status).toBe(401);
    expect((await details()).body.name).toBe('Ops Rename Mart');
  });

  it('renames a store and switches it off and on; an unknown store or an empty name is refused', async () => {
    const renamed = await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { name: '  Ops Renamed Mart ' } });
    expect(renamed.body).toEqual({ id: store.storeId, name: 'Ops Renamed Mart', active: 1 });
    await seenAfterChange(async () => expect((await details()).body.name).toBe('Ops Renamed Mart'));
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { active: 0 } })).body.active).toBe(0);
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { active: 1 } })).body).toEqual({ id: store.storeId, name: 'Ops Renamed Mart', active: 1 });
    expect((await call('ops/stores/999999999', { method: 'POST', headers: OPS, body: { name: 'Nobody' } })).status).toBe(404);
    const empty = await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { name: '   ' } });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0].code).toBe('name');
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { active: 2 } })).status).toBe(403);
  });
});

describe("ops/stores/:id: the week's opening hours (issue 46.2)", () => {
  it('replaces every slot: the store is closed outside them and open inside; a bad time is refused', async () => {
    const farDay = (new Date().getUTCDay() + 3) % 7;
    const closed = await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { schedules: [{ day: farDay, opening_time: '07:00', closing_time: '08:00:00' }] } });
    expect(closed.status).toBe(200);
    await seenAfterChange(async () => {
      const body = (await details()).body;
      expect(body.open).toBe(0);
      expect(body.schedules).toEqual([expect.objectContaining({ day: farDay, opening_time: '07:00:00', closing_time: '08:00:00' })]);
    });
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '00:00:00', closing_time: '23:59:59' }));
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { schedules: allWeek } })).status).toBe(200);
    await seenAfterChange(async () => expect((await details()).body.open).toBe(1));
    const bad = await call(`ops/stores/${store.storeId}`, { method: 'POST', headers: OPS, body: { schedules: [{ day: 7, opening_time: '25:00', closing_time: '08:00' }] } });
    expect(bad.status).toBe(403);
    expect((await call(`ops/stores/${store.storeId}`, { method: 'POST', body: { schedules: allWeek } })).status).toBe(401);
  });
});

describe('ops/items/:id', () => {
  it("sets an item's stock, which its details show at once; the token, a negative stock and an unknown item are refused", async () => {
    const item = () => call(`items/details/${store.scarceItem}`, { headers: KTM });
    expect((await call(`ops/items/${store.scarceItem}`, { method: 'POST', body: { stock: 0 } })).status).toBe(401);
    expect((await call(`ops/items/${store.scarceItem}`, { method: 'POST', headers: OPS, body: { stock: -1 } })).status).toBe(403);
    expect((await call('ops/items/999999999', { method: 'POST', headers: OPS, body: { stock: 1 } })).status).toBe(404);
    expect((await call(`ops/items/${store.scarceItem}`, { method: 'POST', headers: OPS, body: { stock: 0 } })).body).toEqual({ id: store.scarceItem, name: 'Ops Rename Saffron', stock: 0, price: 250 });
    expect((await item()).body.stock).toBe(0);
    expect((await call(`ops/items/${store.scarceItem}`, { method: 'POST', headers: OPS, body: { stock: 10 } })).body.stock).toBe(10);
    expect((await item()).body.stock).toBe(10);
    // and its price (the operator command's `item <id> price <amount>`); nothing at all is refused
    expect((await call(`ops/items/${store.scarceItem}`, { method: 'POST', headers: OPS, body: { price: 262.5 } })).body).toMatchObject({ price: 262.5, stock: 10 });
    await seenAfterChange(async () => expect((await item()).body.price).toBe(262.5));
    expect((await call(`ops/items/${store.scarceItem}`, { method: 'POST', headers: OPS, body: {} })).status).toBe(403);
  });
});
