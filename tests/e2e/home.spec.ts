/** The module homes (issue 20): what a shopper reads there, as the shop's data has it. */
import { expect, test } from '@playwright/test';
import { inBhaktapur } from './places';
import { HEADERS } from './orders';

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
  // Kathmandu, where the demo's food campaigns run
  await page.context().addCookies([
    { name: 'zoneid', value: encodeURIComponent('[1]'), domain: 'localhost', path: '/' },
    { name: 'currentLatLng', value: encodeURIComponent(JSON.stringify({ lat: 27.7172, lng: 85.324 })), domain: 'localhost', path: '/' },
  ]);
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
