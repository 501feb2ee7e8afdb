/** The pages pass their Content-Security-Policy (issue 15 D.10): no script or style the policy refuses, on any page type. */
import { expect, test, type Page } from './test';
import { pageTypes } from './pages';

/** every CSP violation the page reports, from its load on */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

test('every page type loads, scrolls and hydrates without a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = await watchViolations(page);
  for (const { name, path } of pageTypes) {
    const res = await page.goto(path);
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy, name).toContain('script-src');
    expect(policy, name).toContain("frame-ancestors 'none'");
    expect(policy, name).not.toContain("'unsafe-inline'");
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(seen, name).toEqual([]);
  }
  // islands hydrate on use: open the sign-in dialog and the cart
  await page.goto('/home?module_id=1');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
