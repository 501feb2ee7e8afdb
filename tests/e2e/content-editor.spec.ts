/**
 * Marketing edits the shop's pages in a browser (issue 49): a staff account from the operator's
 * command, its password from the outbox's link; the English and Nepali refund policy edited side by
 * side, previewed and published, and shown on the site's next request although the anonymous page
 * cache held both pages; the previous version restored. Script in the text never runs: a <script>,
 * an onerror attribute and a javascript: link are dropped or refused.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { OPS } from './orders';
import { axeViolations } from './axe';

const run = promisify(execFile);
let n = 0;

/** a staff member made with `npm run ops -- staff add`, their password set from the outbox's link, signed in on the editor */
async function staffOnEditor(page: Page, request: APIRequestContext, baseURL: string) {
  const email = `editor${Date.now()}${++n}@valleybazaar.example.com`;
  const added = await run('node_modules/.bin/tsx', ['scripts/ops.ts', 'staff', 'add', email], { env: { ...process.env, STOREFRONT_URL: baseURL, OPS_TOKEN: OPS['x-ops-token'] } });
  expect(added.stdout).toContain(`A link to set the password was sent to ${email}`);
  const [mail] = await (await request.get(`/api/v1/testing/outbox?recipient=${encodeURIComponent(email)}`)).json();
  const link = /(http\S+\/admin\/set-password\?token=[\w-]+)/.exec(mail.body)![1];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Password', { exact: true }).fill('editor-pass-1');
  await page.getByLabel('Confirm password').fill('editor-pass-1');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return email;
}

/** the policy page as an anonymous shopper gets it: its article's text, and whether the page cache answered */
async function shown(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return { html: await res.text(), cache: res.headers()['x-page-cache'] };
}

test('a staff member edits, previews and publishes the refund policy in English and Nepali; the site shows both at once, then the restored version', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // both pages kept by the anonymous page cache before the edit
  await expect.poll(async () => (await shown(request, '/refund-policy')).cache).toBe('hit');
  await expect.poll(async () => (await shown(request, '/ne/refund-policy')).cache).toBe('hit');
  const original = await shown(request, '/refund-policy');
  expect(original.html).toContain('<h1>Refund Policy</h1>');

  const email = await staffOnEditor(page, request, baseURL!);
  await page.getByRole('navigation', { name: 'Content editor' }).getByRole('button', { name: /^Refund Policy/ }).click();
  const editing = page.getByRole('region', { name: 'Refund Policy' });
  await editing.getByLabel('Title (English)').fill('Refunds, made simple');
  await editing.getByLabel('Text (Markdown) (English)').fill('## Within 48 hours\n\nAsk from the order page, and we refund to your **wallet**.');
  await editing.getByLabel('Title (Nepali)').fill('सजिलो फिर्ता');
  await editing.getByLabel('Text (Markdown) (Nepali)').fill('## ४८ घण्टाभित्र\n\nअर्डर पृष्ठबाट माग्नुहोस्, हामी **वालेट**मा फिर्ता गर्छौं।');
  await editing.getByRole('button', { name: 'Preview' }).click();
  const previewEn = editing.getByRole('region', { name: 'Preview: English' });
  await expect(previewEn.getByRole('heading', { name: 'Within 48 hours', level: 2 })).toBeVisible();
  await expect(previewEn.locator('strong')).toHaveText('wallet');
  await expect(editing.getByRole('region', { name: 'Preview: Nepali' }).getByRole('heading', { name: 'सजिलो फिर्ता', level: 1 })).toBeVisible();
  // the live page has not changed yet
  expect((await shown(request, '/refund-policy')).html).not.toContain('Refunds, made simple');
  expect(await axeViolations(page, 'main')).toEqual([]);

  await editing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published. The site shows it now.' })).toBeVisible();
  // the next request, from the cache that held the old pages
  const en = await shown(request, '/refund-policy');
  expect(en.html).toContain('<h1>Refunds, made simple</h1>');
  expect(en.html).toContain('<h2>Within 48 hours</h2>');
  // the shop's page carries none of the editor
  expect(en.html).not.toMatch(/ContentEditor|admin\//);
  const ne = await shown(request, '/ne/refund-policy');
  expect(ne.html).toContain('<h1>सजिलो फिर्ता</h1>');
  expect(ne.html).toContain('lang="ne"');

  // the versions: the one published, and the text before it; restoring that brings it back
  const versions = page.getByRole('region', { name: 'Refunds, made simple' }).getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem').first()).toContainText(`by ${email}`);
  await versions.getByRole('button', { name: /^Restore: Version \d+ by seed/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /Version \d+ is published again\./ })).toBeVisible();
  await expect.poll(async () => (await shown(request, '/refund-policy')).html.includes('<h1>Refund Policy</h1>')).toBe(true);
  expect((await shown(request, '/ne/refund-policy')).html).not.toContain('सजिलो फिर्ता');
  await expect(page.getByRole('region', { name: 'Refund Policy' }).getByLabel('Title (English)')).toHaveValue('Refund Policy');
});

test("script in a page's text never runs: <script> and onerror are dropped, a javascript: link is refused", async ({ page, request, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  // the refusal of the javascript: link, provoked
  consoleErrors.allow(/status of 422 .*admin\/content\/page\/cancellation-policy/);
  await staffOnEditor(page, request, baseURL!);
  await page.getByRole('navigation', { name: 'Content editor' }).getByRole('button', { name: /^Cancellation Policy/ }).click();
  const editing = page.getByRole('region', { name: 'Cancellation Policy' });
  const text = editing.getByLabel('Text (Markdown) (English)');
  const before = await text.inputValue();
  const attack = '<script>window.__pwned = 1</script>\n\n<img src="/favicon.svg" alt="" onerror="window.__pwned = 2">\n\nStill **readable**.';
  await text.fill(`${attack}\n\n[Call us](javascript:window.__pwned=3)`);
  await editing.getByRole('button', { name: 'Publish' }).click();
  await expect(editing.getByRole('alert')).toContainText('This link is not allowed: javascript:window.__pwned=3');
  await text.fill(attack);
  await editing.getByRole('button', { name: 'Preview' }).click();
  await expect(editing.getByRole('region', { name: 'Preview: English' }).locator('strong')).toHaveText('readable');
  await editing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published. The site shows it now.' })).toBeVisible();

  const shopper = await page.context().browser()!.newPage();
  await shopper.goto('/cancellation-policy');
  const article = shopper.getByRole('article');
  await expect(article.locator('strong')).toHaveText('readable');
  expect(await article.locator('script, [onerror]').count()).toBe(0);
  expect(await shopper.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await shopper.close();
  // as it was
  await text.fill(before);
  await editing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published. The site shows it now.' })).toBeVisible();
});
