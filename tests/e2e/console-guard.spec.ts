/** The suite's guard (tests/e2e/test.ts, issue 46.23): an error in the console or on the page fails the test that did not name it. */
import { expect, test } from './test';

test('a console error the test did not name fails it', async ({ page }) => {
  test.fail();
  await page.goto('/about-us');
  await page.evaluate(() => console.error('something broke'));
});

test('an uncaught page error fails it too', async ({ page }) => {
  test.fail();
  await page.goto('/about-us');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => setTimeout(() => { throw new Error('kaboom'); }));
  await thrown;
});

test('an error the test names does not', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/something expected/);
  await page.goto('/about-us');
  await page.evaluate(() => console.error('something expected'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
