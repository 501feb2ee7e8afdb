/**
 * Sending a parcel in Chromium (issue 19): from the parcel home's picker through the sender, the
 * receiver on the map (receiver mode), the instructions and cash on delivery to the placed order;
 * then the operator runs the delivery and the tracking map goes from the sender to the receiver.
 * axe on the page and on both Pick Location modals.
 */
import { expect, test, type Page } from './test';
import { inBhaktapur } from './places';
import { signedIn } from './accounts';
import { axeViolations } from './axe';
import { ops, PHONE } from './orders';

const PARCEL = { id: 5, module_type: 'parcel' };

async function pickerDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick Location' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  return dialog;
}

test('a guest sends a parcel from the picker to a receiver picked on the map, pays on delivery, and follows it from the sender to the receiver', async ({ page, request }) => {
  await inBhaktapur(page, PARCEL);
  await page.goto('/home?module_id=5');
  await expect(page.getByRole('heading', { name: 'We Deliver Everything' })).toBeVisible();
  await page.getByRole('link', { name: /Documents/ }).click();
  await expect(page).toHaveURL(/\/parcel-delivery-info\?parcel_category_id=\d+/);
  await expect(page.getByRole('heading', { name: 'Parcel delivery info', level: 1 })).toBeVisible();
  await expect(page.getByText('Documents', { exact: true })).toBeVisible();

  // the sender starts from the saved location; the pickup modal (parcel mode) hands a point back
  const sender = page.getByRole('group', { name: 'Sender details' });
  await expect(sender.getByText('Thimi, Bhaktapur')).toBeVisible();
  const pickup = await pickerDialog(page, 'Change the pickup location');
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await pickup.getByRole('button', { name: 'Pick Locations' }).click();
  await expect(pickup).toBeHidden();
  await sender.getByLabel('Contact Person Name').fill('Asha Rai');
  await sender.getByLabel('Phone number').fill(PHONE);
  await sender.getByLabel('House number').fill('12');

  // the receiver through the modal in receiver mode: the toast, and the shopper's zone untouched
  const receiverDialog = await pickerDialog(page, "Set the receiver's location");
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await receiverDialog.getByRole('combobox', { name: 'Search location' }).fill('Patan Durbar');
  await receiverDialog.getByRole('button', { name: /Patan Durbar Square/ }).click();
  await expect(receiverDialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  await receiverDialog.getByRole('button', { name: 'Pick Locations' }).click();
  await expect(page.getByText('New location has been set.')).toBeVisible();
  await expect(receiverDialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBe('[3]');
  const receiver = page.getByRole('group', { name: 'Receiver details' });
  await expect(receiver.getByText(/Patan Durbar Square/)).toBeVisible();
  await receiver.getByLabel('Contact Person Name').fill('Bikash Shrestha');
  await receiver.getByLabel('Phone number').fill('+9779822222222');

  await page.getByLabel('Parcel instructions').selectOption('Keep the parcel upright');
  await page.getByLabel('Note for the delivery man').fill('Ring twice');
  // the receiver pays: cash on delivery only
  await page.getByRole('radio', { name: 'Receiver' }).check();
  await expect(page.getByText('The receiver pays the charge in cash on delivery.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Digital payment' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Sender' }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  // the server's charge, before placing
  await expect(page.getByTestId('parcel-charge')).toHaveText(/\d/);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Place Order' }).click();

  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(placed).toBeVisible();
  const orderId = Number((await placed.getByText(/^#\d+$/).textContent())!.slice(1));
  expect(orderId).toBeGreaterThan(100000);

  // the operator runs the delivery; the tracking map goes from the sender to the receiver
  await ops(request, orderId, 'advance');
  await ops(request, orderId, 'assign-dm', { delivery_man_id: 1 });
  await ops(request, orderId, 'dm-location', { lat: 27.69, lng: 85.35 });
  await ops(request, orderId, 'advance');
  await ops(request, orderId, 'advance');
  await ops(request, orderId, 'advance');
  await page.goto('/track-order');
  await page.getByLabel('Order ID').fill(String(orderId));
  await page.getByLabel('Phone or email').fill(PHONE);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Track Order' });
  await expect(drawer.locator('[aria-current="step"]')).toHaveText('On the Way');
  const map = drawer.getByRole('region', { name: 'Map of the delivery' });
  await expect(map).toHaveAttribute('data-delivery-man', '27.69000,85.35000');
  await expect(map).toHaveAttribute('data-destination', /^27\.67\d+,85\.32\d+$/);
  await expect(map).toHaveAttribute('data-pickup', /^27\.6787\d*,85\.3885\d*$/);
  await ops(request, orderId, 'advance');
  await expect(drawer.locator('[aria-current="step"]')).toHaveText('Delivered');
});

test('the parcel page without a known category leads back to the picker', async ({ page }) => {
  await inBhaktapur(page, PARCEL);
  await page.goto('/parcel-delivery-info?parcel_category_id=999');
  await expect(page.getByText('Choose what you wish to send first.')).toBeVisible();
  await page.getByRole('link', { name: 'We Deliver Everything' }).click();
  await expect(page.getByRole('heading', { name: 'We Deliver Everything' })).toBeVisible();
});

test("a signed-in customer's parcel: the order's details name what is sent, the sender, the receiver and who pays", async ({ page, request }) => {
  await inBhaktapur(page, PARCEL);
  const { token } = await signedIn(page, request, 'Parcel Sender');
  const headers = { zoneId: '[3]', moduleId: String(PARCEL.id), authorization: `Bearer ${token}` };
  const categories = await (await request.get('/api/v1/parcel-category', { headers })).json();
  const documents = categories.find((c: { name: string }) => c.name === 'Documents');
  const placed = await request.post('/api/v1/customer/order/place', {
    headers,
    data: {
      order_type: 'parcel',
      parcel_category_id: documents.id,
      payment_method: 'cash_on_delivery',
      charge_payer: 'receiver',
      address: 'Thimi, Bhaktapur',
      latitude: 27.6787,
      longitude: 85.3885,
      contact_person_name: 'Parcel Sender',
      contact_person_number: PHONE,
      receiver_details: { contact_person_name: 'Bikash Shrestha', contact_person_number: '+9779822222222', address: 'Patan Durbar Square, Lalitpur', latitude: 27.6727, longitude: 85.3253 },
    },
  });
  expect(placed.ok()).toBe(true);
  const { order_id: orderId } = await placed.json();
  await page.goto(`/profile?page=my-orders&orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: `Order details #${orderId}` })).toBeVisible();
  await expect(page.getByText(/· Documents$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sender details' })).toBeVisible();
  const receiver = page.getByRole('region', { name: 'Receiver details' });
  await expect(receiver.getByText(/Bikash Shrestha · \+9779822222222/)).toBeVisible();
  await expect(receiver.getByText('Who pays the charge? Receiver')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Items/ })).toHaveCount(0);
  expect(await axeViolations(page, 'main')).toEqual([]);
});
