/** The module homes (issue 20): what a shopper reads there, as the shop's data has it. */
import { expect, test } from './test';
import { inBhaktapur, inKathmandu } from './places';
import { HEADERS } from './orders';
import { axeViolations } from './axe';

test("the grocery home promises the popular stores' delivery range, and the header their quickest time", async ({ page, request }) => {
  const { stores } = await (await request.get('/api/v1/stores/popular?limit=20&offset=1', { headers: HEADERS })).json();
  const mins = stores.map((s: { min_delivery_time: number }) => Number(s.min_delivery_time)).filter((n: number) => n > 0);
  const maxes = stores.map((s: { max_delivery_time: number }) => Number(s.max_delivery_time)).filter((n: number) => n > 0);
  const [min, max] = [Math.min(...mins), Math.max(...maxes)];
  await inBhaktapur(page);
  await expect(page.getByText(`Groceries delivered in ${min}-${max} minutes`)).toBeVisible();
  await expect(page.getByText(`Delivery within ${min} mins`)).toBeVisible();
});

test("the footer's social links are icons, each named for its network, and keep a 24 px target", async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn', 'Pinterest']) {
    const link = footer.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link.locator('svg')).toHaveCount(1);
    expect((await link.textContent())!.trim()).toBe('');
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
});

test("Featured Categories' row cards show name, store, price and ADD inside the card, the picture its own size, and the heart never on the discount badge", async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await inBhaktapur(page);
    const section = page.locator('#featured-categories');
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole('article');
    const n = Math.min(4, await cards.count());
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      const within = async (part: ReturnType<typeof card.locator>) => {
        await expect(part).toBeVisible();
        const b = (await part.boundingBox())!;
        expect([b.x >= box.x - 1, b.y >= box.y - 1, b.x + b.width <= box.x + box.width + 1, b.y + b.height <= box.y + box.height + 1]).toEqual([true, true, true, true]);
        return b;
      };
      await within(card.getByRole('heading').first());
      await within(card.locator('.pc-sub'));
      await within(card.locator('.price'));
      await within(card.locator('.pc-add, .badge-ghost').first());
      const picture = await within(card.locator('figure img'));
      expect(picture.width).toBeLessThanOrEqual(box.width / 2);
      const heart = card.locator('.heart');
      await expect(heart).toBeVisible();
      if (await card.locator('.pc-tags').count()) {
        const [h, t] = [(await heart.boundingBox())!, (await card.locator('.pc-tags').boundingBox())!];
        const apart = h.x + h.width <= t.x || t.x + t.width <= h.x || h.y + h.height <= t.y || t.y + t.height <= h.y;
        expect(apart).toBe(true);
      }
    }
  }
});

test("the home's stores have tabs: Popular in its order, Top Rated highest average first, New newest first; each a link", async ({ page, request }) => {
  const first = async (list: string) => (await (await request.get(`/api/v1/stores/${list}?limit=12&offset=1`, { headers: HEADERS })).json()).stores[0].name as string;
  await inBhaktapur(page);
  const section = page.locator('#popular-stores');
  const tabs = section.getByRole('navigation');
  await expect(tabs.getByRole('link', { name: 'Popular' })).toHaveAttribute('aria-current', 'page');
  await expect(section.getByRole('article').first()).toContainText(await first('popular'));
  await tabs.getByRole('link', { name: 'Top Rated' }).click();
  await expect(page).toHaveURL(/store_tab=top_rated#popular-stores$/);
  await expect(section.getByRole('article').first()).toContainText(await first('top-rated'));
  await section.getByRole('navigation').getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/store_tab=new#popular-stores$/);
  await expect(section.getByRole('article').first()).toContainText(await first('latest'));
});

test('brands sort A to Z and Z to A, on the shop home strip and on /all-brands', async ({ page, request }) => {
  const brands: Array<{ name: string }> = await (await request.get('/api/v1/brand', { headers: { ...HEADERS, moduleId: '4' } })).json();
  const names = brands.map((b) => b.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await inBhaktapur(page, { id: 4, module_type: 'ecommerce' });
  const strip = page.locator('#brands');
  const sorter = strip.getByRole('navigation', { name: 'Sort By' });
  await expect(sorter.getByRole('link', { name: 'A to Z' })).toHaveAttribute('aria-current', 'page');
  // the second list: the first is the sort's own
  await expect(strip.getByRole('list').nth(1).getByRole('listitem').first()).toContainText(names[0]);
  await sorter.getByRole('link', { name: 'Z to A' }).click();
  await expect(page).toHaveURL(/brand_sort=z_to_a#brands$/);
  await expect(page.locator('#brands').getByRole('list').nth(1).getByRole('listitem').first()).toContainText(names[names.length - 1]);

  await page.goto('/all-brands?module_id=4');
  await page.getByRole('navigation', { name: 'Sort By' }).getByRole('link', { name: 'Z to A' }).click();
  await expect(page).toHaveURL(/sort=z_to_a/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(names[names.length - 1]);
});

test("the food home's campaign cards count down to their campaign's end", async ({ page }) => {
  await inKathmandu(page);
  await page.goto('/home?module_id=2');
  const cards = page.locator('#campaign-items').getByRole('list', { name: 'Campaigns' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i).getByRole('timer', { name: 'Ends in' })).toBeVisible();
  // it ticks: the seconds change
  const seconds = cards.first().locator('[data-part="seconds"]');
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before!);
});

test('best reviewed has category tabs, All first; a tab shows that category best reviewed, as the API ranks it', async ({ page, request }) => {
  await inBhaktapur(page);
  const section = page.locator('#best-reviewed');
  const tabs = section.getByRole('navigation', { name: 'Best Reviewed Items' });
  await expect(tabs.getByRole('link').first()).toHaveText('All');
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const second = tabs.getByRole('link').nth(1);
  const name = (await second.textContent())!.trim();
  await second.click();
  const id = Number(new URL(page.url()).searchParams.get('best_category'));
  expect(id).toBeGreaterThan(0);
  await expect(page.locator('#best-reviewed').getByRole('navigation', { name: 'Best Reviewed Items' }).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  const ranked = await (await request.get(`/api/v1/items/most-reviewed?limit=15&offset=1&category_ids=${id}`, { headers: HEADERS })).json();
  const first = page.locator('#best-reviewed').getByRole('article').first();
  if (ranked.products.length) await expect(first).toContainText(ranked.products[0].name);
  else await expect(page.locator('#best-reviewed')).toContainText('No Items found');
});

const FOOD = { zoneId: '[1]', moduleId: '2' };

test("the food home's Recommended has category tabs, Recommended first; each tab shows that category's recommended items as the API lists them", async ({ page, request }) => {
  await inKathmandu(page);
  const all = await (await request.get('/api/v1/items/recommended?filter=all&limit=15&offset=1', { headers: FOOD })).json();
  expect(all.items.length).toBeGreaterThan(0);
  await page.goto('/home?module_id=2');
  const section = page.getByRole('region', { name: 'Recommended' });
  const tabs = section.getByRole('navigation', { name: 'Recommended' });
  await expect(tabs.getByRole('link').first()).toHaveText('Recommended');
  await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expect(section.getByRole('article')).toHaveCount(all.items.length);
  await expect(section.getByRole('article').first()).toContainText(all.items[0].name);

  const second = tabs.getByRole('link').nth(1);
  const name = (await second.textContent())!.trim();
  await second.click();
  const id = Number(new URL(page.url()).searchParams.get('recommended_category'));
  expect(id).toBeGreaterThan(0);
  const inCategory = await (await request.get(`/api/v1/items/recommended?filter=all&limit=15&offset=1&category_ids=${id}`, { headers: FOOD })).json();
  const again = page.getByRole('region', { name: 'Recommended' });
  await expect(again.getByRole('navigation', { name: 'Recommended' }).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  if (inCategory.items.length) {
    await expect(again.getByRole('article')).toHaveCount(inCategory.items.length);
    await expect(again.getByRole('article').first()).toContainText(inCategory.items[0].name);
  } else await expect(again).toContainText('No Items found');
});

test('the video section plays and pauses on a click, on the video or on its button, beside its six steps', async ({ page, request }) => {
  const content = await (await request.get('/api/v1/other-banners/video-content', { headers: HEADERS })).json();
  expect(content.banner_video_content_full_url).toMatch(/\/media\/video\/how-it-works\.mp4$/);
  const file = await request.get(new URL(content.banner_video_content_full_url).pathname);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('video/mp4');
  expect((await file.body()).length).toBeLessThan(1024 * 1024);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await inBhaktapur(page);
    const section = page.getByRole('region', { name: 'How it works' });
    await expect(section.getByRole('listitem')).toHaveCount(6);
    await expect(section.getByRole('heading', { level: 3, name: content.banner_contents[0].label })).toBeVisible();
    const video = section.locator('video');
    // nothing loads until it is played
    await expect(video).toHaveAttribute('preload', 'none');
    const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
    expect(await paused()).toBe(true);
    const play = section.getByRole('button', { name: 'Play video' });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    await expect.poll(paused).toBe(false);
    await expect(section.getByRole('button', { name: 'Pause video' })).toBeAttached();
    // a click on the picture (away from the button in its middle) pauses it, and another plays it again
    await video.click({ position: { x: 16, y: 16 } });
    await expect.poll(paused).toBe(true);
    await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible();
    await video.click({ position: { x: 16, y: 16 } });
    await expect.poll(paused).toBe(false);
    // by keyboard
    await section.getByRole('button', { name: 'Pause video' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(paused).toBe(true);
  }
});

test("an ended campaign's link says 'This campaign is over', lists no stores, and is in no list or sitemap", async ({ page, request }) => {
  await inKathmandu(page);
  const running: Array<{ id: number }> = await (await request.get('/api/v1/campaigns/basic', { headers: FOOD })).json();
  // the demo's ended campaign: found by its details, not listed
  let ended: { id: number; title: string; available_date_ends: string; stores: unknown[] } | null = null;
  for (let id = 1; id <= 20 && !ended; id++) {
    const res = await request.get(`/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${id}`, { headers: FOOD });
    if (!res.ok()) continue;
    const c = await res.json();
    if (c.available_date_ends < new Date().toISOString().slice(0, 10)) ended = c;
  }
  expect(ended).not.toBeNull();
  expect(ended!.stores).toEqual([]);
  expect(running.map((c) => c.id)).not.toContain(ended!.id);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/campaigns/${ended!.id}?`);
  expect(sitemap).toContain(`/campaigns/${running[0].id}?module_id=2</loc>`);

  for (const [prefix, over, link] of [
    ['', 'This campaign is over', 'See the running campaigns'],
    ['/ne', 'यो अभियान सकियो', 'चलिरहेका अभियानहरू हेर्नुहोस्'],
  ]) {
    await page.goto(`${prefix}/campaigns/${ended!.id}?module_id=2`);
    await expect(page.getByRole('heading', { level: 1, name: ended!.title })).toBeVisible();
    await expect(page.getByText(over, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Participating stores|सहभागी पसलहरू/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', `${prefix}/campaigns?module_id=2`);
    expect(await axeViolations(page)).toEqual([]);
  }
  // a running one still counts down and lists its stores
  await page.goto(`/campaigns/${running[0].id}?module_id=2`);
  await expect(page.getByRole('timer', { name: 'Ends in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Participating stores' })).toBeVisible();
});

test("every module home shows its running coupons (spec section 2: coupons), each code copies itself and says 'Copied'", async ({ page, request, context }) => {
  // four module homes, each rendered on a loaded CI box: a budget for all four
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const modules: Array<{ id: number; module_type: string }> = await (await request.get('/api/v1/module', { headers: HEADERS })).json();
  const shops = modules.filter((m) => m.module_type !== 'parcel');
  expect(shops.map((m) => m.module_type).sort()).toEqual(['ecommerce', 'food', 'grocery', 'pharmacy']);
  for (const module of shops) {
    const coupons: Array<{ code: string }> = await (await request.get('/api/v1/coupon/list', { headers: { ...HEADERS, moduleId: String(module.id) } })).json();
    expect(coupons.length).toBeGreaterThan(0);
    // the shop's home for that module (the link a module card opens)
    await inBhaktapur(page, module);
    const section = page.locator('#coupons');
    await expect(section.getByRole('heading', { level: 2, name: 'Coupons' })).toBeVisible();
    const first = section.getByRole('button', { name: `Copy code ${coupons[0].code}`, exact: true });
    await first.click();
    await expect(first).toHaveText('Copied');
    await expect(first).toHaveText(coupons[0].code);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupons[0].code);
  }
  expect((await axeViolations(page, '#coupons')).map((v) => v.id)).toEqual([]);
});

test('the static category tabs (spec section 9): grocery All, Beauty, Bread & Juice, Drinks, Milks; pharmacy All, New, Baby Care, Womans Care, Mens; each a link showing its items', async ({ page, request }) => {
  test.setTimeout(90_000);
  const modules: Array<{ id: number; module_type: string }> = await (await request.get('/api/v1/module', { headers: HEADERS })).json();
  const tabsOf = {
    grocery: { names: ['All', 'Beauty', 'Bread & Juice', 'Drinks', 'Milks'], pick: 'Bread & Juice', category: 'Bread & Juice' },
    pharmacy: { names: ['All', 'New', 'Baby Care', 'Womans Care', 'Mens'], pick: 'Baby Care', category: 'Baby Care' },
  } as const;
  for (const [type, expected] of Object.entries(tabsOf)) {
    const module = modules.find((m) => m.module_type === type)!;
    const headers = { ...HEADERS, moduleId: String(module.id) };
    await inBhaktapur(page, module);
    const tabs = page.locator('#popular-items').getByRole('navigation', { name: 'Popular Items Nearby' });
    await expect(tabs.getByRole('link')).toHaveText([...expected.names]);
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: expected.pick }).click();
    await expect(page.locator('#popular-items').getByRole('navigation', { name: 'Popular Items Nearby' }).getByRole('link', { name: expected.pick })).toHaveAttribute('aria-current', 'page');
    const categories: Array<{ id: number; name: string }> = await (await request.get('/api/v1/categories', { headers })).json();
    const category = categories.find((c) => c.name === expected.category)!;
    const { products } = await (await request.get(`/api/v1/categories/items/${category.id}?limit=15&offset=1`, { headers })).json();
    expect(products.length).toBeGreaterThan(0);
    await expect(page.locator('#popular-items').getByRole('article').first()).toContainText(products[0].name);
  }
});
