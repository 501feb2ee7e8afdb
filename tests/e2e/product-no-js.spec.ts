/** The product page's purchase form works without JavaScript: variation, add-on, quantity, added at the server's price. */
import { expect, test } from './test';
import { unitBasePrice, type FoodSelection } from '../../src/lib/pricing';
import { productFromWire } from '../../src/lib/api/endpoints/product';

test.use({ javaScriptEnabled: false });

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);

test('with JavaScript off, a variation and an add-on go into the cart at the server price', async ({ page, context }) => {
  const headers = { zoneId: '[1]', moduleId: '2' };
  const found = await (await page.request.get('/api/v1/items/search?name=Momo&limit=50&offset=1', { headers })).json();
  const product = (found.products ?? found.items ?? []).find((p: any) => Array.isArray(p.food_variations) && p.food_variations.length && p.add_ons?.length && p.schedule_order);
  if (!product) throw new Error('seed has no food item with variations and add-ons');
  const group = product.food_variations.find((g: { type: string }) => g.type === 'single') ?? product.food_variations[0];
  const value = group.values[group.values.length - 1];
  const addOn = product.add_ons[0];

  await page.goto(`/product/${product.slug}`);
  const form = page.getByRole('main').locator('form[data-cart-form]');
  for (const g of product.food_variations) {
    // every required group gets its least choices; the first group gets its last value
    if (g.required !== 'on' && g !== group) continue;
    const labels = g === group ? [value.label] : g.values.slice(0, Math.max(1, Number(g.min) || 0)).map((v: { label: string }) => v.label);
    const box = form.getByRole('group', { name: startsWith(g.name) });
    for (const label of labels) await box.getByRole(g.type === 'single' ? 'radio' : 'checkbox', { name: startsWith(label) }).check();
  }
  await form.getByRole('checkbox', { name: startsWith(addOn.name) }).check();
  await form.getByRole('spinbutton', { name: `Quantity of ${addOn.name}` }).fill('2');
  await form.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('3');
  await form.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?module_id=2$`));
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart: 1 item in cart' })).toBeVisible();

  const guestId = (await context.cookies()).find((c) => c.name === 'guest_id')?.value;
  expect(guestId).toMatch(/^\d+$/);
  const lines = await (await page.request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, { headers })).json();
  expect(lines).toHaveLength(1);
  const [line] = lines;
  const chosen = (line.variation as FoodSelection).find((g) => g.name === group.name);
  expect(chosen?.values.label).toEqual([value.label]);
  expect(line.add_on_ids).toEqual([addOn.id]);
  expect(line.add_on_qtys).toEqual([2]);
  expect(line.quantity).toBe(3);
  expect(line.price).toBe(unitBasePrice(productFromWire(product), line.variation));
  expect(line.price).toBeGreaterThan(product.price - 0.001);

  // the header's cart is a link to the cart page, which lists the cart and changes it by plain forms (issue 46.18)
  await page.getByRole('link', { name: 'Cart: 1 item in cart' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByText(product.name, { exact: true })).toBeVisible();
  await cart.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).fill('2');
  await cart.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item updated successfully' })).toBeVisible();
  await expect(cart.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  expect((await (await page.request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, { headers })).json())[0].quantity).toBe(2);
  await cart.getByRole('button', { name: `Delete ${product.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from cart.' })).toBeVisible();
  await expect(cart.getByText('Your cart is all empty')).toBeVisible();
});

test('with JavaScript off, a missing required choice comes back as the rule, and nothing is added', async ({ page, context }) => {
  const headers = { zoneId: '[1]', moduleId: '2' };
  const found = await (await page.request.get('/api/v1/items/search?name=Veg%20Steam%20Momo&limit=10&offset=1', { headers })).json();
  const product = (found.products ?? []).find((p: any) => Array.isArray(p.food_variations) && p.food_variations.some((g: any) => g.required === 'on'));
  if (!product) throw new Error('seed has no food item with a required variation');
  const group = product.food_variations.find((g: any) => g.required === 'on');
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Variation ${group.name} can not remain without selection.` })).toBeVisible();
  const guestId = (await context.cookies()).find((c) => c.name === 'guest_id')?.value;
  const lines = await (await page.request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, { headers })).json();
  expect(lines).toEqual([]);
  // the outcome is shown once
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'can not remain without selection' })).toHaveCount(0);
});

test('a sold-out item says Sold Out · Out of Stock on its page, and its form cannot be sent', async ({ page }) => {
  const OPS = { 'x-ops-token': 'e2e-ops-token' };
  const modules: Array<{ id: number; module_type: string }> = await (await page.request.get('/api/v1/module', { headers: { zoneId: '[1]' } })).json();
  const shop = modules.find((m) => m.module_type === 'ecommerce')!;
  const { products } = await (await page.request.get('/api/v1/items/popular?limit=50&offset=1', { headers: { zoneId: '[1]', moduleId: String(shop.id) } })).json();
  // the last one listed, with no options: no other test reaches for it
  const item = [...(products as Array<{ id: number; slug: string; stock: number; choice_options?: unknown[]; food_variations?: unknown[] }>)]
    .reverse()
    .find((p) => !p.choice_options?.length && !p.food_variations?.length && p.stock > 0)!;
  expect((await page.request.post(`/api/v1/ops/items/${item.id}`, { headers: OPS, data: { stock: 0 } })).ok()).toBe(true);
  try {
    await page.goto(`/product/${item.slug}`);
    const form = page.getByRole('main').locator('form[data-cart-form]');
    await expect(form.getByRole('button', { name: 'Sold Out · Out of Stock' })).toBeDisabled();
    await expect(form.getByRole('spinbutton', { name: 'Quantity', exact: true })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  } finally {
    expect((await page.request.post(`/api/v1/ops/items/${item.id}`, { headers: OPS, data: { stock: item.stock } })).ok()).toBe(true);
  }
});

test("a food store's page links its items to their pages for a visitor who chose nothing, as a search engine sees it", async ({ page }) => {
  // the store's own zone and module, whatever the visitor's (here: none chosen, the default module is grocery)
  const store = await (await page.request.get('/api/v1/stores/details/newa-kitchen')).json();
  expect(store.module_type).toBe('food');
  const headers = { zoneId: `[${store.zone_id}]`, moduleId: String(store.module_id) };
  const listed = await (await page.request.get(`/api/v1/items/latest?store_id=${store.id}&category_id=0&limit=20&offset=1`, { headers })).json();
  expect(listed.total_size).toBeGreaterThan(20);

  await page.goto('/store/newa-kitchen');
  const items = page.getByRole('main').getByRole('region', { name: 'All items' });
  const first = listed.products[0];
  const link = items.getByRole('link', { name: first.name, exact: true });
  await expect(link).toHaveAttribute('href', new RegExp(`/product/${first.slug}(\\?|$)`));
  // every item of the page, and a link to the next page
  const hrefs = new Set(await items.locator('a[href*="/product/"]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
  expect([...hrefs].sort()).toEqual(listed.products.map((p: { slug: string }) => `/product/${p.slug}`).sort());
  await expect(page.getByRole('navigation', { name: /pag/i }).getByRole('link', { name: /next/i })).toBeVisible();

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});
