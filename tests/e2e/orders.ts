/** Orders made through the API for end-to-end tests: a plain item of the all-day store, an order of it, and the operator's steps. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const STORE = 9;
export const HEADERS = { zoneId: '[3]', moduleId: '1' };
export const HERE = { latitude: 27.6787, longitude: 85.3885 };
export const OPS = { 'x-ops-token': 'e2e-ops-token' };
export const PHONE = '+9779811111111';

/** an item of the all-day store that needs no options and has stock to spare */
export async function plainItem(request: APIRequestContext): Promise<{ id: number; name: string; price: number }> {
  const { products } = await (await request.get(`/api/v1/items/latest?store_id=${STORE}&category_id=0&limit=50&offset=1`, { headers: HEADERS })).json();
  const item = products.find((p: any) => !p.choice_options?.length && !p.food_variations?.length && p.stock > 50 && !p.flash_sale && !p.maximum_cart_quantity);
  if (!item) throw new Error('the seed has no plain item in the all-day store');
  return { id: item.id, name: item.name, price: Number(item.price) };
}

/** `quantity` of an item into a customer's cart (by their token), through the API */
export async function addToCustomerCart(request: APIRequestContext, token: string, itemId: number, quantity: number) {
  const added = await request.post('/api/v1/customer/cart/add', { headers: { ...HEADERS, authorization: `Bearer ${token}` }, data: { item_id: itemId, quantity, model: 'Item' } });
  expect(added.ok()).toBe(true);
}

/** an order of `quantity` (3) of a plain item (or `of`), placed through the API by a guest (or by the token's customer), paid on delivery */
export async function placeOrder(request: APIRequestContext, token?: string, quantity = 3, of?: { id: number; name: string; price: number }) {
  const item = of ?? (await plainItem(request));
  const who: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const guest = token ? {} : { guest_id: (await (await request.post('/api/v1/auth/guest/request', { data: {} })).json()).guest_id };
  expect((await request.post('/api/v1/customer/cart/add', { headers: { ...HEADERS, ...who }, data: { ...guest, item_id: item.id, quantity, model: 'Item' } })).ok()).toBe(true);
  const placed = await request.post('/api/v1/customer/order/place', {
    headers: { ...HEADERS, ...who },
    data: {
      ...guest,
      order_type: 'delivery',
      store_id: STORE,
      payment_method: 'cash_on_delivery',
      order_amount: 1,
      distance: 2,
      address: 'Thimi, Bhaktapur',
      ...HERE,
      contact_person_name: 'Asha Rai',
      contact_person_number: PHONE,
    },
  });
  expect(placed.ok()).toBe(true);
  const body = await placed.json();
  return { item, orderId: body.order_id as number, amount: Number(body.total_ammount) };
}

export const ops = (request: APIRequestContext, orderId: number, action: string, data?: Record<string, unknown>) =>
  request.post(`/api/v1/ops/orders/${orderId}/${action}`, { headers: OPS, data: data ?? {} });

export async function deliver(request: APIRequestContext, orderId: number) {
  for (let i = 0; i < 6; i++) if ((await (await ops(request, orderId, 'advance')).json()).order_status === 'delivered') return;
  throw new Error('not delivered');
}

/**
 * Money in a new customer's wallet, as it gets there in a real shop: an order paid on delivery,
 * delivered, refunded by the operator to the wallet. Answers the wallet's balance.
 */
export async function fundWallet(request: APIRequestContext, token: string): Promise<number> {
  const { orderId } = await placeOrder(request, token);
  await deliver(request, orderId);
  const auth = { Authorization: `Bearer ${token}` };
  const asked = await request.post('/api/v1/customer/order/refund-request', { headers: { ...HEADERS, ...auth }, multipart: { order_id: String(orderId), customer_reason: 'Damaged' } });
  expect(asked.ok()).toBe(true);
  expect((await ops(request, orderId, 'status', { status: 'refunded' })).ok()).toBe(true);
  const info = await (await request.get('/api/v1/customer/info', { headers: auth })).json();
  const balance = Number(info.wallet_balance);
  expect(balance).toBeGreaterThan(0);
  return balance;
}

/** A card's ADD for the all-day store's plain item, from the search listing (the click that wakes the cart island). */
export async function addByCard(page: Page): Promise<{ id: number; name: string; price: number }> {
  const item = await plainItem(page.request);
  await page.goto(`/home?module_id=1&data_type=searched&name=${encodeURIComponent(item.name)}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: item.name, exact: true }) })
    .filter({ hasText: 'Thimi Farm Fresh' })
    .first()
    .getByRole('link', { name: `ADD ${item.name}` })
    .click();
  return item;
}

/** A guest's contact, through the checkout's Contact info modal. */
export async function giveContact(page: Page) {
  await page.getByRole('button', { name: 'Contact info' }).click();
  const modal = page.getByRole('dialog', { name: 'Contact info' });
  await modal.getByLabel('Contact Person Name').fill('Asha Rai');
  await modal.getByLabel('Phone number').fill(PHONE);
  await modal.getByLabel('Contact Person Email').fill('asha@example.com');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
}
