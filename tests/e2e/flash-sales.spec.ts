/** The flash sale page (spec section 2, /flash-sales): the running sale by its id, and no other (issue 46.19). */
import { expect, test } from './test';

test('/flash-sales?id= shows the running sale by its id; an unknown id is a 404', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/flash-sales\?module_id=1&id=(999|abc)/);
  const running = await (await request.get('/api/v1/flash-sales', { headers: { zoneId: '[1]', moduleId: '1' } })).json();
  expect(running?.id).toBeGreaterThan(0);
  const shown = await page.goto(`/flash-sales?module_id=1&id=${running.id}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: running.title })).toBeVisible();

  const unknown = await page.goto('/flash-sales?module_id=1&id=999');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/flash-sales?module_id=1&id=abc'))?.status()).toBe(404);
});
