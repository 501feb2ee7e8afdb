/**
 * The e2e suite's `test`: Playwright's, with one automatic fixture (issue 46.23). Every console
 * error and every uncaught page error, in any page of the test's context or of a context the test
 * opens itself, fails the test at its end, unless the test names it with `consoleErrors.allow(/…/)`
 * (say, a 4xx answer the journey provokes on purpose). Specs import `test` and `expect` from here.
 *
 * The map's tiles come from the internet, which a test machine may not reach: every context answers
 * them with a blank tile, so a map draws the same everywhere and an unreachable host is no error.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';

/** a transparent 1×1 PNG */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const TILES = /^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//;

export interface ConsoleErrors {
  /** errors matching this are expected by the test and do not fail it */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const where = message.location().url;
          seen.push(`console error on ${page.url()}: ${message.text()}${where ? ` (${where})` : ''}`);
        });
        page.on('pageerror', (error) => seen.push(`page error on ${page.url()}: ${error.message}`));
      };
      const watchContext = async (c: BrowserContext) => {
        c.pages().forEach(watchPage);
        c.on('page', watchPage);
        await c.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }));
      };
      await watchContext(context);
      // contexts the test opens itself (a second shopper, JavaScript off, another locale)
      const newContext = browser.newContext.bind(browser);
      (browser as { newContext: Browser['newContext'] }).newContext = async (...args) => {
        const c = await newContext(...args);
        await watchContext(c);
        return c;
      };
      await use({ allow: (pattern) => allowed.push(pattern) });
      (browser as { newContext: Browser['newContext'] }).newContext = newContext;
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console and page errors the test did not name').toEqual([]);
    },
    { auto: true },
  ],
});
