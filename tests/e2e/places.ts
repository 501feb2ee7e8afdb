/** Where end-to-end shoppers stand: Thimi, Bhaktapur (zone 3), whose Thimi Farm Fresh the seed keeps open all day. */
import type { Page } from '@playwright/test';

export const HERE = { lat: 27.6787, lng: 85.3885 };

/** the shopper stands in Bhaktapur, in the grocery module (or another) */
export async function inBhaktapur(page: Page, module = { id: 1, module_type: 'grocery' }) {
  await page.context().addCookies([
    { name: 'zoneid', value: encodeURIComponent('[3]'), domain: 'localhost', path: '/' },
    { name: 'currentLatLng', value: encodeURIComponent(JSON.stringify(HERE)), domain: 'localhost', path: '/' },
    { name: 'location', value: encodeURIComponent('Thimi, Bhaktapur'), domain: 'localhost', path: '/' },
  ]);
  await page.goto(`/home?module_id=${module.id}`);
  await page.evaluate(
    ([here, chosen]) => {
      localStorage.setItem('zoneid', '[3]');
      localStorage.setItem('currentLatLng', JSON.stringify(here));
      localStorage.setItem('location', 'Thimi, Bhaktapur');
      localStorage.setItem('module', JSON.stringify(chosen));
    },
    [HERE, module] as const,
  );
}

/** the shopper's zone is Kathmandu (zone 1), where the demo's food campaigns run and every food store delivers; no page is opened */
export async function inKathmandu(page: Page) {
  await page.context().addCookies([
    { name: 'zoneid', value: encodeURIComponent('[1]'), domain: 'localhost', path: '/' },
    { name: 'currentLatLng', value: encodeURIComponent(JSON.stringify({ lat: 27.7172, lng: 85.324 })), domain: 'localhost', path: '/' },
  ]);
}
