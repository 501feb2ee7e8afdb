/** The Pick Location modal: search, drag, zone per point, the server's message outside every zone, and /home rendered for the chosen zone. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { signedIn } from './accounts';
import { HERE } from './places';

/** the header's 'Delivery Addresses' block */
async function openBlock(page: Page) {
  await page.getByRole('link', { name: /Delivery location:/ }).click();
  const block = page.getByRole('dialog', { name: 'Delivery Addresses' });
  await expect(block).toBeVisible();
  return block;
}

async function openPicker(page: Page) {
  const block = await openBlock(page);
  await block.getByRole('button', { name: 'Pick from Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick Location' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a guest finds a place by search, picks it, and /home renders for that zone on the server', async ({ page, browser }) => {
  await page.goto('/about-us');
  // the map's stylesheet is not in a page's head (the shop's own is all): it comes with the first map
  const stylesheets = page.locator('link[rel="stylesheet"]');
  await expect(stylesheets).toHaveCount(1);
  const dialog = await openPicker(page);
  const pick = dialog.getByRole('button', { name: 'Pick Locations' });
  await expect(pick).toBeEnabled();
  await expect(dialog.locator('.leaflet-control-attribution a').first()).toBeVisible();
  await expect(stylesheets).toHaveCount(2);
  // styled by it: Leaflet's container clips its tiles
  await expect(dialog.locator('.leaflet-container')).toHaveCSS('overflow', 'hidden');
  await dialog.getByRole('button', { name: 'View Saved Address' }).click();
  await expect(page.getByText('To select from saved addresses, you need to sign in.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Search location' }).fill('Patan Durbar');
  await dialog.getByRole('button', { name: /Patan Durbar Square/ }).click();
  await expect(dialog.getByText(/Patan Durbar Square/).last()).toBeVisible();
  await expect(pick).toBeEnabled();
  await pick.click();
  // the address form comes next; a guest keeps it on the device
  const form = page.getByRole('dialog', { name: 'Add Address' });
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(/Patan Durbar Square/);
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Phone Number is required')).toBeVisible();
  await form.getByLabel('Contact Person Name').fill('Guest Shopper');
  await form.getByLabel('Phone number').fill('+9779811111111');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByText('New location has been set.')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('guest-address')))!)).toMatchObject({ contact_person_name: 'Guest Shopper', address_type: 'home' });
  await expect(page.getByRole('link', { name: /Delivery location: .*Patan Durbar Square/ })).toBeVisible();
  const stored = await page.evaluate(() => ({ zone: localStorage.getItem('zoneid'), at: localStorage.getItem('currentLatLng') }));
  expect(JSON.parse(stored.zone!)).toEqual([2]);

  // the same cookies, without JavaScript: the server renders Lalitpur's /home
  const cookies = await page.context().cookies();
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const plain = await noJs.newPage();
  await plain.goto('/home');
  await expect(plain.getByRole('link', { name: /Delivery location: .*Patan Durbar Square/ })).toBeVisible();
  const zoneStores = await (await plain.request.get('/api/v1/stores/get-stores/all?limit=50&offset=1', { headers: { zoneId: '[2]', moduleId: '1' } })).json();
  const someLalitpurStore = zoneStores.stores[0]?.name as string;
  await plain.goto('/stores');
  await expect(plain.getByRole('link', { name: someLalitpurStore }).first()).toBeVisible();
  await noJs.close();
});

test('dragging far away lands outside every zone: the button becomes the server message', async ({ page, consoleErrors }) => {
  // outside every zone the API answers 404: the message the button shows
  consoleErrors.allow(/status of 404 .*\/api\/v1\/config\/get-zone-id/);
  await page.goto('/about-us');
  const dialog = await openPicker(page);
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  const map = dialog.getByRole('application');
  await expect(map).toHaveAttribute('data-zoom', '17');
  const zoomOut = dialog.getByRole('button', { name: 'Zoom out' });
  for (let zoom = 16; zoom >= 9; zoom--) {
    await zoomOut.click();
    await expect(map).toHaveAttribute('data-zoom', String(zoom));
  }
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + box.height / 2 - 100, { steps: 12 });
  await page.mouse.up();
  await expect(dialog.getByRole('button', { name: 'Service not available in this area' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toHaveCount(0);
});

test('the module chooser opens on a first /home, insists on a choice, and remembers it', async ({ page }) => {
  await page.goto('/home');
  const chooser = page.getByRole('dialog', { name: 'Choose a module' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Grocery' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser.getByText('A module must be selected to continue.')).toBeVisible();
  await chooser.getByRole('button', { name: 'Food' }).click();
  await expect(page).toHaveURL(/module_id=2/);
  await expect(page.getByText('A Module has been selected.')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /Food/, level: 1 })).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Choose a module' })).toHaveCount(0);
});

test("a new shopper's two flashed toasts both show: the new location's on /home, then the module chooser's after its reload (issue 46.21)", async ({ page }) => {
  await page.goto('/about-us');
  const dialog = await openPicker(page);
  await dialog.getByRole('combobox', { name: 'Search location' }).fill('Patan Durbar');
  await dialog.getByRole('button', { name: /Patan Durbar Square/ }).click();
  await dialog.getByRole('button', { name: 'Pick Locations' }).click();
  const form = page.getByRole('dialog', { name: 'Add Address' });
  await form.getByLabel('Contact Person Name').fill('Guest Shopper');
  await form.getByLabel('Phone number').fill('+9779811111111');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByText('New location has been set.')).toBeVisible();
  const chooser = page.getByRole('dialog', { name: 'Choose a module' });
  // chosen while the first toast still shows: the second is kept for the next page, not lost with the first
  await chooser.getByRole('button', { name: 'Pharmacy' }).click();
  await expect(page).toHaveURL(/module_id=3/);
  await expect(page.getByText('A Module has been selected.')).toBeVisible();
  await expect(page.getByText('New location has been set.')).toHaveCount(0);
});

test("a page's default module is no choice: the chooser marks none as previous; a search before choosing shows its results, not the chooser", async ({ page }) => {
  // a located shopper who never chose a module: the cart wakes on an inner page and follows that page's module, the shop's first
  await page.context().addCookies([
    { name: 'zoneid', value: encodeURIComponent('[3]'), domain: 'localhost', path: '/' },
    { name: 'currentLatLng', value: encodeURIComponent(JSON.stringify(HERE)), domain: 'localhost', path: '/' },
    { name: 'location', value: encodeURIComponent('Thimi, Bhaktapur'), domain: 'localhost', path: '/' },
  ]);
  await page.goto('/about-us');
  await page.evaluate((here) => {
    localStorage.setItem('zoneid', '[3]');
    localStorage.setItem('currentLatLng', JSON.stringify(here));
    localStorage.setItem('location', 'Thimi, Bhaktapur');
  }, HERE);
  await page.getByRole('link', { name: /^Cart:/ }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('module'))).toContain('"defaulted":true');
  await page.keyboard.press('Escape');
  await page.goto('/home');
  const chooser = page.getByRole('dialog', { name: 'Choose a module' });
  await expect(chooser.getByRole('button', { name: 'Grocery' })).toBeVisible();
  await expect(chooser.locator('[aria-current]')).toHaveCount(0);
  // searching from the landing page needs no module choice first
  await page.goto('/home?name=rice&data_type=searched');
  await expect(page.getByRole('heading', { name: /Search result for/, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a module' })).toHaveCount(0);
  // a real choice is remembered as the previous one
  await page.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 2, module_type: 'food' })));
  await page.goto('/home');
  await expect(page.getByRole('dialog', { name: 'Choose a module' }).getByRole('button', { name: 'Food' })).toHaveAttribute('aria-current', 'true');
});

test('a signed-in customer picks a place and saves it as an office address', async ({ page, request }) => {
  await page.goto('/about-us');
  // a new customer, so the saved addresses start empty however often the suite runs
  const { token } = await signedIn(page, request, 'Ram Thapa');
  await page.goto('/about-us');
  const dialog = await openPicker(page);
  await dialog.getByRole('combobox', { name: 'Search location' }).fill('Jawalakhel');
  await dialog.getByRole('button', { name: /Jawalakhel/ }).click();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Pick Locations' }).click();
  const form = page.getByRole('dialog', { name: 'Add Address' });
  await form.getByRole('radio', { name: 'Office' }).check();
  await form.getByLabel('Street number').fill('Ring Road');
  await form.getByLabel('Contact Person Name').fill('Ram Thapa');
  await form.getByLabel('Phone number').fill('+9779800000002');
  await expect(form.getByRole('checkbox', { name: 'Save this Address' })).toBeChecked();
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByText('Successfully added!')).toBeVisible();
  const list = await (await page.request.get('/api/v1/customer/address/list', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(list.addresses[0]).toMatchObject({ address_type: 'office', road: 'Ring Road', contact_person_name: 'Ram Thapa', zone_ids: [2] });

  // the saved address, chosen from the header; a choice counts only on Select
  await page.goto('/about-us');
  const again = await openBlock(page);
  await again.getByRole('button', { name: 'View Saved Address' }).click();
  const saved = page.getByRole('dialog', { name: 'Saved Addresses' });
  await expect(saved.getByRole('radio', { name: /Office/ })).toBeVisible();
  await saved.getByRole('button', { name: 'Select' }).click();
  await expect(saved.getByText('No saved addresses found to select.')).toBeVisible();
  await saved.getByRole('radio', { name: /Office/ }).check();
  await saved.getByRole('button', { name: 'Select' }).click();
  // the page reloads for the new zone
  await expect(page.getByText('New delivery address selected.')).toBeVisible();
  await expect(page).toHaveURL(/\/about-us/);
  await expect(page.getByRole('link', { name: /Delivery location: .*Jawalakhel/ })).toBeVisible();
});

test("without a location, /home prompts 'Insert delivery location' and 'Pick from Map' opens the picker", async ({ page }) => {
  await page.goto('/home?module_id=1');
  const prompt = page.getByRole('region', { name: 'Insert delivery location' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Pick from Map' }).click();
  await expect(page.getByRole('dialog', { name: 'Pick Location' })).toBeVisible();
});

test('a customer adds, edits, shows on the map, selects and deletes an address from the header', async ({ page, request }) => {
  await page.goto('/about-us');
  const { token } = await signedIn(page, request, 'Gita Rai');
  await page.goto('/about-us');
  const block = await openBlock(page);
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // add, with the modal's own map
  await block.getByRole('button', { name: 'Add address' }).click();
  const editor = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(editor.getByRole('button', { name: 'Add Address' })).toBeEnabled();
  // the map is drawn (its attribution links are checked too)
  await expect(editor.locator('.leaflet-control-attribution a').first()).toBeVisible();
  const editorAxe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(editorAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  await editor.getByRole('combobox', { name: 'Search location' }).fill('Jawalakhel');
  await editor.getByRole('button', { name: /Jawalakhel/ }).click();
  await expect(editor.getByLabel('Address', { exact: true })).toHaveValue(/Jawalakhel/);
  await editor.getByLabel('Contact Person Name').fill('Gita Rai');
  await editor.getByLabel('Phone number').fill('+9779800000003');
  await editor.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByText('Successfully added!')).toBeVisible();
  await expect(editor).toHaveCount(0);

  // edit: the saved fields come back; the type and the house change
  await block.getByRole('button', { name: 'View Saved Address' }).click();
  const saved = page.getByRole('dialog', { name: 'Saved Addresses' });
  await saved.getByRole('button', { name: /^Edit: .*Jawalakhel/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByLabel('Contact Person Name')).toHaveValue('Gita Rai');
  await expect(edit.getByLabel('Address', { exact: true })).toHaveValue(/Jawalakhel/);
  await edit.getByRole('radio', { name: 'Office' }).check();
  await edit.getByLabel('House number').fill('7B');
  await edit.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  // the editor closes after its toast: the saved list is back on its own
  await expect(edit).toHaveCount(0);
  await expect(saved.getByRole('radio', { name: /Office/ })).toBeVisible();
  const list = async () => (await (await request.get('/api/v1/customer/address/list', { headers: { authorization: `Bearer ${token}` } })).json()).addresses;
  expect(await list()).toMatchObject([{ address_type: 'office', house: '7B', contact_person_name: 'Gita Rai', zone_ids: [2] }]);

  // the address over a map
  await saved.getByRole('button', { name: /^Show on map: .*Jawalakhel/ }).click();
  const mapView = page.getByRole('dialog', { name: 'Address on the map' });
  await expect(mapView.getByRole('region', { name: /Map showing the address: .*Jawalakhel/ })).toBeVisible();
  await expect(mapView.locator('path.leaflet-interactive')).toHaveCount(1);
  await mapView.getByRole('button', { name: 'Close' }).click();

  // select: only on Select
  await saved.getByRole('radio', { name: /Office/ }).check();
  await saved.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText('New delivery address selected.')).toBeVisible();
  await expect(page).toHaveURL(/\/about-us/);
  await expect(page.getByRole('link', { name: /Delivery location: .*Jawalakhel/ })).toBeVisible();

  // delete, after asking
  const again = await openBlock(page);
  await expect(again.getByText(/Jawalakhel/)).toBeVisible();
  await again.getByRole('button', { name: 'View Saved Address' }).click();
  const book = page.getByRole('dialog', { name: 'Saved Addresses' });
  await book.getByRole('button', { name: /^Delete: .*Jawalakhel/ }).click();
  const confirm = book.getByRole('alertdialog', { name: 'Are you sure you want to delete this address?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(book.getByRole('radio', { name: /Office/ })).toBeVisible();
  await book.getByRole('button', { name: /^Delete: .*Jawalakhel/ }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully removed!')).toBeVisible();
  await expect(book.getByText("You don't have any saved address yet. please save address to continue")).toBeVisible();
  expect(await list()).toEqual([]);
});

test('a signed-in customer choosing a module for the first time picks interests on /interest, once', async ({ page, request, consoleErrors }) => {
  // Save with nothing chosen answers the form again with 422
  consoleErrors.allow(/status of 422 .*\/interest\?module_id=1/);
  await page.goto('/about-us');
  const { token } = await signedIn(page, request, 'Maya Gurung');
  await page.goto('/home');
  const chooser = page.getByRole('dialog', { name: 'Choose a module' });
  await chooser.getByRole('button', { name: 'Grocery' }).click();
  await expect(page).toHaveURL(/\/interest\?module_id=1/);
  await expect(page.getByRole('heading', { name: 'Choose your interests', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Select at least one category');
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/home\?module_id=1/);
  const info = await (await request.get('/api/v1/customer/info', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(info.interest).toHaveLength(2);
  expect(info.selected_modules_for_interest).toEqual([1]);

  // asked once: the same module again goes straight home; /interest shows what was chosen
  await page.goto('/interest?module_id=1');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await page.context().clearCookies({ name: 'module' });
  await page.goto('/home');
  await page.getByRole('dialog', { name: 'Choose a module' }).getByRole('button', { name: 'Grocery' }).click();
  await expect(page).toHaveURL(/\/home\?module_id=1/);
});

test.describe('on a phone, with the position allowed', () => {
  test.use({ viewport: { width: 390, height: 800 }, geolocation: { latitude: 27.6727, longitude: 85.3253 }, permissions: ['geolocation'] });

  test("the drawer opens 'Delivery Addresses'; the current position becomes the location and the page reloads", async ({ page }) => {
    await page.goto('/about-us');
    await page.getByLabel('Open menu').click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: /Delivery location:/ })
      .click();
    const block = page.getByRole('dialog', { name: 'Delivery Addresses' });
    await block.getByRole('button', { name: 'use my current location' }).click();
    await expect(page.getByText('New location has been set.')).toBeVisible();
    await expect(page).toHaveURL(/\/about-us/);
    // the server rendered the reloaded page for Lalitpur: the drawer names the place
    await page.getByLabel('Open menu').click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /Delivery location: .*Patan/ })).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('zoneid')))!)).toEqual([2]);
  });
});
