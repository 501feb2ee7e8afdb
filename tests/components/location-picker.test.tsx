/**
 * The Pick Location modal's states (spec sections 2, 4 and 8): waiting for the address and zone,
 * ready, the server's message outside every zone, autocomplete, current location, and the three
 * modes. Then the address selection block: the checkout variant's tooltips, the guest contact
 * modal, take_away, and a saved address handed back to checkout. Leaflet runs in jsdom (no tiles).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AddressBlock, { type AddressBlockLabels } from '../../src/islands/location/AddressBlock';
import PickLocation, { type PickLocationLabels } from '../../src/islands/location/PickLocation';
import en from '../../src/lib/i18n/en.json';
import { token } from '../../src/stores/auth';
import { currentLatLng, guestAddress, guestContact, locationText, zoneId } from '../../src/stores/location';
import { toasts } from '../../src/stores/toast';

const server = setupServer();
const geocoded: Array<{ lat: string | null; lng: string | null }> = [];
let zoneAnswer: () => Response = () => HttpResponse.json({ zone_id: '[2]', zone_data: [] });
let geocodeWait = 0;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  token.set('');
  zoneId.set('');
  currentLatLng.set(null);
  locationText.set('');
  guestAddress.set(null);
  guestContact.set(null);
  toasts.set([]);
  geocoded.length = 0;
  geocodeWait = 0;
  zoneAnswer = () => HttpResponse.json({ zone_id: '[2]', zone_data: [] });
  vi.stubGlobal('location', { ...window.location, reload: vi.fn(), assign: vi.fn(), protocol: 'http:' });
  server.use(
    http.get('*/api/v1/config/geocode-api', async ({ request }) => {
      const url = new URL(request.url);
      geocoded.push({ lat: url.searchParams.get('lat'), lng: url.searchParams.get('lng') });
      if (geocodeWait) await delay(geocodeWait);
      return HttpResponse.json({ results: [{ formatted_address: `Place at ${url.searchParams.get('lat')}` }] });
    }),
    http.get('*/api/v1/config/get-zone-id', () => zoneAnswer()),
  );
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const { home, office, other } = en.location.address;
const pickLabels: PickLocationLabels = { ...en.location, pickFromMap: en.home.pickFromMap, address: { ...en.location.address, validation: en.validation }, saved: { ...en.location.saved, home, office, other } };
const start = { lat: 27.6731, lng: 85.3146 };
const toastTexts = () => toasts.get().map((t) => t.message);

function renderPicker(over: Partial<Parameters<typeof PickLocation>[0]> = {}) {
  const onClose = vi.fn();
  const onPicked = vi.fn();
  render(<PickLocation labels={pickLabels} start={start} tileUrl="" homeHref="/home" settleMs={0} onClose={onClose} onPicked={onPicked} {...over} />);
  return { onClose, onPicked, dialog: screen.getByRole('dialog', { name: 'Pick Location' }) };
}

describe('Pick Location states', () => {
  it("'Pick Locations' waits for the address and the zone, then stores the place and opens the address form", async () => {
    geocodeWait = 150;
    renderPicker();
    const pick = screen.getByRole('button', { name: 'Pick Locations' }) as HTMLButtonElement;
    expect(pick.disabled).toBe(true);
    expect(screen.getByText('Finding the address…')).toBeTruthy();
    expect(await screen.findByText('Place at 27.6731')).toBeTruthy();
    await vi.waitFor(() => expect(pick.disabled).toBe(false));
    await userEvent.click(pick);
    expect(zoneId.get()).toBe('[2]');
    expect(currentLatLng.get()).toEqual(start);
    expect(locationText.get()).toBe('Place at 27.6731');
    expect(document.cookie).toContain('zoneid=');
    expect(screen.getByRole('heading', { name: 'Add Address' })).toBeTruthy();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Place at 27.6731');
  });

  it("outside every zone the button is the server's first message, and it closes without storing", async () => {
    zoneAnswer = () => HttpResponse.json({ errors: [{ code: 'coordinates', message: 'Service not available in this area' }] }, { status: 403 });
    const { onClose } = renderPicker();
    const error = await screen.findByRole('button', { name: 'Service not available in this area' });
    expect(screen.queryByRole('button', { name: 'Pick Locations' })).toBeNull();
    await userEvent.click(error);
    expect(onClose).toHaveBeenCalled();
    expect(zoneId.get()).toBe('');
  });

  it('autocomplete after a pause, then the chosen place is resolved', async () => {
    const searched: string[] = [];
    server.use(
      http.get('*/api/v1/config/place-api-autocomplete', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('search_text') ?? '');
        return HttpResponse.json({ predictions: [{ place_id: 'p1', description: 'Patan Durbar Square' }] });
      }),
      http.get('*/api/v1/config/place-api-details', () => HttpResponse.json({ result: { geometry: { location: { lat: 27.6727, lng: 85.3253 } } } })),
    );
    renderPicker();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search location' }), 'Patan');
    await userEvent.click(await screen.findByRole('button', { name: 'Patan Durbar Square' }));
    // one request for the whole word: the box waits for a pause
    expect(searched).toEqual(['Patan']);
    expect(await screen.findByText('Place at 27.6727')).toBeTruthy();
    expect(geocoded.at(-1)).toEqual({ lat: '27.6727', lng: '85.3253' });
  });

  it("'use my current location': low accuracy, 5 s; a refusal says how to turn permission on", async () => {
    let options: PositionOptions | undefined;
    let answer: (ok: boolean) => void = () => {};
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, o: PositionOptions) => {
          options = o;
          answer = (yes) => (yes ? ok({ coords: { latitude: 27.7, longitude: 85.33 } } as GeolocationPosition) : fail({ code: 1 } as GeolocationPositionError));
        },
      },
    });
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'use my current location' }));
    expect(screen.getByText('Please allow browser location permission')).toBeTruthy();
    expect(options).toEqual({ timeout: 5000, enableHighAccuracy: false });
    await act(async () => answer(true));
    expect(await screen.findByText('Place at 27.7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'use my current location' }));
    await act(async () => answer(false));
    expect(toastTexts()).toContain(en.location.permissionOff);
  });

  it("receiver mode says 'New location has been set.' and hands the point back; parcel mode hands it back silently; neither stores a zone", async () => {
    const receiver = renderPicker({ mode: 'receiver' });
    const pick = screen.getByRole('button', { name: 'Pick Locations' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(pick.disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'View Saved Address' })).toBeNull();
    await userEvent.click(pick);
    expect(toastTexts()).toEqual(['New location has been set.']);
    expect(receiver.onClose).toHaveBeenCalled();
    expect(receiver.onPicked).toHaveBeenCalledWith({ ...start, address: 'Place at 27.6731', zoneIds: [2] });
    expect(zoneId.get()).toBe('');
    cleanup();
    toasts.set([]);

    const parcel = renderPicker({ mode: 'parcel' });
    const pick2 = screen.getByRole('button', { name: 'Pick Locations' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(pick2.disabled).toBe(false));
    await userEvent.click(pick2);
    expect(parcel.onPicked).toHaveBeenCalledWith({ ...start, address: 'Place at 27.6731', zoneIds: [2] });
    expect(parcel.onClose).toHaveBeenCalled();
    expect(zoneId.get()).toBe('');
    expect(screen.queryByRole('heading', { name: 'Add Address' })).toBeNull();
  });
});

const blockLabels: AddressBlockLabels = { pick: pickLabels, block: en.location.block, editor: en.location.editor, mapView: en.location.mapView, contact: en.location.contact };

describe('address selection block, checkout variant', () => {
  it('a guest is told what is missing, and gives contact info in the guest contact modal (Reset, Save)', async () => {
    render(<AddressBlock variant="checkout" labels={blockLabels} start={start} tileUrl="" homeHref="/home" settleMs={0} />);
    const block = screen.getByRole('region', { name: 'Delivery Addresses' });
    expect(within(block).queryByRole('button', { name: 'Add address' })).toBeNull();
    expect(within(block).getByText('No delivery address chosen yet')).toBeTruthy();
    expect(block.querySelector('[data-tip="Please add your delivery address"]')).toBeTruthy();
    expect(block.querySelector('[data-tip="Please enter your contact info"]')).toBeTruthy();
    await userEvent.click(within(block).getByRole('button', { name: 'View Saved Address' }));
    expect(toastTexts()).toContain('To select from saved addresses, you need to sign in.');

    await userEvent.click(within(block).getByRole('button', { name: /^Contact info/ }));
    const modal = await screen.findByRole('dialog', { name: 'Contact info' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText('Name is required')).toBeTruthy();
    expect(within(modal).getByText('Phone Number is required')).toBeTruthy();
    await userEvent.type(within(modal).getByLabelText('Contact Person Name'), 'Guest Shopper');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reset' }));
    expect((within(modal).getByLabelText('Contact Person Name') as HTMLInputElement).value).toBe('');
    await userEvent.type(within(modal).getByLabelText('Contact Person Name'), 'Guest Shopper');
    await userEvent.type(within(modal).getByLabelText('Phone number'), '+9779811111111');
    await userEvent.type(within(modal).getByLabelText('Contact Person Email'), 'not-an-email');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText(en.validation.emailInvalid)).toBeTruthy();
    // the email is required too, and a phone is a whole number (issue 46.12)
    await userEvent.clear(within(modal).getByLabelText('Contact Person Email'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText(en.validation.emailRequired)).toBeTruthy();
    expect(guestContact.get()).toBeFalsy();
    await userEvent.type(within(modal).getByLabelText('Contact Person Email'), 'guest@example.com');
    await userEvent.clear(within(modal).getByLabelText('Phone number'));
    await userEvent.type(within(modal).getByLabelText('Phone number'), '+97798');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText(en.validation.phoneShort)).toBeTruthy();
    await userEvent.clear(within(modal).getByLabelText('Phone number'));
    await userEvent.type(within(modal).getByLabelText('Phone number'), '+9779811111111');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(guestContact.get()).toEqual({ contact_person_name: 'Guest Shopper', contact_person_number: '+9779811111111', contact_person_email: 'guest@example.com' });
    expect(toastTexts()).toContain('Contact info saved.');
    await vi.waitFor(() => expect(block.querySelector('[data-tip="Please enter your contact info"]')).toBeNull());
    expect(within(block).getByText(/Guest Shopper/)).toBeTruthy();
  });

  it('take_away hides the address controls and opens the contact modal instead', async () => {
    render(<AddressBlock variant="checkout" orderType="take_away" labels={blockLabels} start={start} tileUrl="" homeHref="/home" settleMs={0} />);
    expect(screen.getByRole('dialog', { name: 'Contact info' })).toBeTruthy();
    const block = screen.getByRole('region', { name: 'Delivery Addresses' });
    expect(within(block).queryByRole('button', { name: 'View Saved Address' })).toBeNull();
    expect(within(block).queryByText('No delivery address chosen yet')).toBeNull();
  });

  it("a customer's saved address is handed back to checkout on Select, and not before", async () => {
    token.set('tok');
    currentLatLng.set(start);
    locationText.set('Jawalakhel, Lalitpur');
    server.use(
      http.get('*/api/v1/customer/address/list', () =>
        HttpResponse.json({ addresses: [{ id: 4, address_type: 'office', address: 'Ring Road, Lalitpur', latitude: '27.68', longitude: '85.31', zone_ids: [2], contact_person_name: 'Ram', contact_person_number: '+9779800000002' }] }),
      ),
    );
    const changed = vi.fn();
    render(<AddressBlock variant="checkout" labels={blockLabels} start={start} tileUrl="" homeHref="/home" onAddressChange={changed} settleMs={0} />);
    const block = screen.getByRole('region', { name: 'Delivery Addresses' });
    expect(within(block).getByRole('button', { name: 'Add address' })).toBeTruthy();
    expect(within(block).getByText('Jawalakhel, Lalitpur')).toBeTruthy();
    await vi.waitFor(() => expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ address: 'Jawalakhel, Lalitpur' })));
    await userEvent.click(within(block).getByRole('button', { name: 'View Saved Address' }));
    const saved = await screen.findByRole('dialog', { name: 'Saved Addresses' });
    await userEvent.click(await within(saved).findByRole('radio', { name: /Office/ }));
    expect(changed).toHaveBeenCalledTimes(1);
    await userEvent.click(within(saved).getByRole('button', { name: 'Select' }));
    await vi.waitFor(() => expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ id: 4, address: 'Ring Road, Lalitpur', lat: 27.68, lng: 85.31 })));
    expect(within(block).getByText('Ring Road, Lalitpur')).toBeTruthy();
    expect(within(block).getByText('Office')).toBeTruthy();
    // checkout keeps the shopper's location: nothing stored, no reload
    expect(zoneId.get()).toBe('');
    expect(window.location.reload).not.toHaveBeenCalled();
  });
});
