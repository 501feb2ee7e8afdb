/** customer/update-interest: category ids per module; another module's interests are kept; the profile lists the modules asked. */
import { describe, expect, it } from 'vitest';
import { auth, verifiedCustomer } from './auth-helpers';
import { call, expectErrorShape } from './harness';

async function categoryIds(moduleId: number): Promise<number[]> {
  const res = await call('categories', { headers: { moduleId: String(moduleId), zoneId: '[1,2]' } });
  return (res.body as Array<{ id: number }>).map((c) => c.id);
}

describe('customer interests', () => {
  it('saves categories, keeps other modules, and lists the modules asked in customer/info', async () => {
    const { token } = await verifiedCustomer();
    const h = auth(token);
    expect((await call('customer/info', { headers: h })).body.selected_modules_for_interest).toEqual([]);
    const grocery = await categoryIds(1);
    const food = await categoryIds(2);
    expect(grocery.length).toBeGreaterThan(1);
    expect(food.length).toBeGreaterThan(1);

    const saved = await call('customer/update-interest', { method: 'POST', headers: h, body: { interest: grocery.slice(0, 2) } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Interests updated successfully.' });
    // a form sends a JSON list in text
    expect((await call('customer/update-interest', { method: 'POST', headers: h, body: { interest: JSON.stringify([food[0]]) } })).status).toBe(200);
    let info = (await call('customer/info', { headers: h })).body;
    expect(info.interest.sort()).toEqual([...grocery.slice(0, 2), food[0]].sort());
    expect(info.selected_modules_for_interest.sort()).toEqual([1, 2]);

    // asking the grocery module again replaces its choice only
    await call('customer/update-interest', { method: 'POST', headers: h, body: { interest: [grocery[1], grocery[1]] } });
    info = (await call('customer/info', { headers: h })).body;
    expect(info.interest.sort()).toEqual([grocery[1], food[0]].sort());
  });

  it('refuses an empty list, unknown categories and guests', async () => {
    const { token } = await verifiedCustomer();
    const h = auth(token);
    const empty = await call('customer/update-interest', { method: 'POST', headers: h, body: { interest: [] } });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0]).toEqual({ code: 'interest', message: 'Select at least one category' });
    const missing = await call('customer/update-interest', { method: 'POST', headers: h, body: {} });
    expect(missing.body.errors[0].message).toBe('Select at least one category');
    const unknown = await call('customer/update-interest', { method: 'POST', headers: h, body: { interest: [999999] } });
    expect(unknown.status).toBe(403);
    expectErrorShape(unknown.body);
    expect(unknown.body.errors[0].code).toBe('interest');
    expect((await call('customer/info', { headers: h })).body.interest).toEqual([]);
    expect((await call('customer/update-interest', { method: 'POST', body: { interest: [1] } })).status).toBe(401);
  });
});
