/**
 * Chat (issue 18), in Chromium: from an order's delivery man card to the inbox, a message with an
 * image, the operator command answering as the delivery man, the answer arriving live on the chat
 * and as 'You have a new message' elsewhere; a guest is told to sign in. axe on the inbox.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './test';
import { signedIn } from './accounts';
import { inBhaktapur } from './places';
import { axeViolations } from './axe';
import { OPS, ops, PHONE, placeOrder } from './orders';

const run = promisify(execFile);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a chat with the delivery man: a message and an image, the operator answers, the answer arrives live here and as a toast elsewhere', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await inBhaktapur(page);
  const { token } = await signedIn(page, request, 'Pasang Lhamu');
  const { orderId } = await placeOrder(request, token);
  expect((await ops(request, orderId, 'advance')).ok()).toBe(true);
  expect((await ops(request, orderId, 'assign-dm', { delivery_man_id: 1 })).ok()).toBe(true);

  await page.goto(`/profile?page=my-orders&orderId=${orderId}`);
  await page.getByRole('link', { name: 'Chat with delivery man' }).click();
  await expect(page).toHaveURL(/page=inbox&type=delivery_man&id=1&routeName=delivery_man_id&chatFrom=true/);
  const chat = page.getByRole('region', { name: /^Conversation with / });
  await expect(chat.getByText('Say hello: your first message starts the conversation.')).toBeVisible();
  // the list beside it names the open chat, rather than 'No conversation yet.' (issue 46.8)
  const beside = page.getByRole('list', { name: 'Messages' });
  await expect(beside.getByRole('link', { name: /Hari Gurung/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No conversation yet.')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await chat.getByLabel('Add images').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: png });
  await expect(chat.getByText('gate.png')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message' }).fill('The gate is green');
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('log');
  await expect(log.getByText('The gate is green')).toBeVisible();
  await expect(log.getByRole('img', { name: 'Image 1' })).toBeVisible();
  // the address now names the conversation
  await expect(page).toHaveURL(/page=inbox&conversationId=\d+/);
  const conversationId = Number(new URL(page.url()).searchParams.get('conversationId'));

  // the operator command answers as the delivery man: the open chat shows it, without a reload
  const cli = await run('node_modules/.bin/tsx', ['scripts/ops.ts', 'chat', String(conversationId), 'reply', 'Coming', 'in', '5', 'minutes'], {
    env: { ...process.env, STOREFRONT_URL: baseURL, OPS_TOKEN: OPS['x-ops-token'] },
  });
  expect(cli.stdout).toContain('delivery_man: Coming in 5 minutes');
  await expect(log.getByText('Coming in 5 minutes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'You have a new message' })).toHaveCount(0);
  // what the shopper wrote, the delivery man has seen
  await expect(log.getByText(/Seen/)).toBeVisible();

  // elsewhere in the shop: a toast that opens the conversation
  const following = page.waitForResponse((r) => r.url().includes('/api/v1/customer/order/events') && r.status() === 200);
  await page.goto('/categories');
  await following;
  expect((await request.post(`/api/v1/ops/conversations/${conversationId}/reply`, { headers: OPS, data: { message: 'I am at the gate' } })).ok()).toBe(true);
  const toast = page.getByRole('link', { name: 'You have a new message' });
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(page).toHaveURL(new RegExp(`page=inbox&conversationId=${conversationId}$`));
  await expect(page.getByRole('log').getByText('I am at the gate')).toBeVisible();

  // the inbox lists it, searchable by the delivery man's name
  await page.goto('/profile?page=inbox');
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list.getByRole('link')).toHaveCount(1);
  const search = page.getByRole('search', { name: 'Search conversations' });
  await search.getByRole('searchbox').fill('nobody-like-this');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No conversation matches this name.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // the 6amMart web client's address for a chat leads to it (issue 46.8: /chatting was a 404)
  await page.goto(`/chatting?conversationId=${conversationId}&type=delivery_man&chatFrom=true`);
  await expect(page).toHaveURL(new RegExp(`/profile\\?page=inbox&conversationId=${conversationId}$`));
  await expect(page.getByRole('log').getByText('I am at the gate')).toBeVisible();
});

test('a guest tracking an order is asked to sign in before chatting with its delivery man', async ({ page, request }) => {
  const { orderId } = await placeOrder(request);
  expect((await ops(request, orderId, 'advance')).ok()).toBe(true);
  expect((await ops(request, orderId, 'assign-dm', { delivery_man_id: 1 })).ok()).toBe(true);
  await inBhaktapur(page);
  await page.goto('/track-order');
  await page.getByLabel('Order ID').fill(String(orderId));
  await page.getByLabel('Phone or email').fill(PHONE);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Track Order' });
  await drawer.getByRole('link', { name: 'Chat with delivery man' }).click();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/track-order/);
});
