/**
 * /auth, /auth/sign-in and /auth/sign-up (issue 46.17): sign-in and sign-up that work without
 * JavaScript, plain forms posted to the server that set the session and go back where the shopper
 * was; a shopper fills a cart, sees it and signs in with JavaScript off, and the cart comes along.
 * With JavaScript, a session such a form started becomes the device's token too.
 */
import { expect, test } from './test';
import { codeFor, newPhone, shopperAddress } from './accounts';
import { HEADERS, plainItem } from './orders';
import { inBhaktapur } from './places';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/auth is the sign-in page; its refusals are said beside the fields and above the form', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 422 .*\/auth\/sign-in/);
    await page.goto('/auth?back=/about-us');
    await expect(page).toHaveURL(/\/auth\/sign-in\?back=%2Fabout-us$/);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email or phone number is required')).toBeVisible();
    await page.getByLabel('Email or phone').fill('sita@example.com');
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Email or phone')).toHaveValue('sita@example.com');
  });

  test('a guest fills a cart, sees it, signs up on the page with the code sent, and the cart is the new account’s', async ({ page, request, context, consoleErrors }) => {
    consoleErrors.allow(/status of 422 .*\/auth\/sign-up/);
    await inBhaktapur(page);
    const item = await plainItem(page.request);
    // the product page's form, then the cart page
    await page.goto(`/product/${item.id}?module_id=1`);
    await page.getByRole('main').locator('form[data-cart-form]').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart: 1 item in cart' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText(item.name, { exact: true })).toBeVisible();

    // the header's Sign In is a link to the page, which comes back here
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in\?back=/);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    const phone = newPhone();
    await page.getByLabel('Full Name').fill('Dorje Sherpa');
    await page.getByLabel('Your Email', { exact: true }).fill(`d${phone.slice(-8)}@example.com`);
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password').fill('mismatch1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Phone Verification', level: 1 })).toBeVisible();
    await page.getByLabel('Verification code').fill(await codeFor(request, phone));
    await page.getByRole('button', { name: 'Verify & Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(page.getByRole('banner').getByText('Dorje Sherpa')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText(item.name, { exact: true })).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === 'token');
    expect(session?.httpOnly).toBe(true);
  });
});

test('with JavaScript, a session the page form started becomes the device’s token as well', async ({ page, request }) => {
  const phone = newPhone();
  const headers = shopperAddress();
  expect((await request.post('/api/v1/auth/sign-up', { headers, data: { name: 'Pema Lama', email: `p${phone.slice(-8)}@example.com`, phone, password: 'secret12', confirm_password: 'secret12' } })).ok()).toBe(true);
  await request.post('/api/v1/auth/verify-phone', { headers, data: { phone, otp: await codeFor(request, phone), verification_type: 'phone' } });
  await page.goto('/auth/sign-in?back=/about-us');
  await page.getByLabel('Email or phone').fill(phone);
  await page.getByLabel('Password').fill('secret12');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // the islands speak for the customer: the cart asks with the token
  const info = await (await page.request.get('/api/v1/customer/info', { headers: { ...HEADERS, authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })).json();
  expect(info.f_name ?? info.name).toContain('Pema');
});
