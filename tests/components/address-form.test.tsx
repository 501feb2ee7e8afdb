import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AddressForm from '../../src/islands/location/AddressForm';
import SavedAddresses from '../../src/islands/location/SavedAddresses';
import en from '../../src/lib/i18n/en.json';
import { token } from '../../src/stores/auth';
import { guestAddress } from '../../src/stores/location';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  token.set('');
  guestAddress.set(null);
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const point = { lat: 27.67, lng: 85.31, address: 'Jawalakhel, Lalitpur' };
const fill = async () => {
  await userEvent.type(screen.getByLabelText('Contact Person Name'), 'Ram Thapa');
  await userEvent.type(screen.getByLabelText('Phone number'), '+9779800000002');
};

describe('AddressForm', () => {
  it('section 5 messages word for word; a guest keeps the address on the device', async () => {
    const done = vi.fn();
    render(<AddressForm labels={{ ...en.location.address, validation: en.validation }} point={point} onDone={done} />);
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    for (const m of ['Address is required', 'Name is required', 'Phone Number is required']) expect(screen.getByText(m)).toBeTruthy();
    expect(screen.queryByLabelText('Save this Address')).toBeNull();
    await userEvent.type(screen.getByLabelText('Address'), 'Jawalakhel');
    await fill();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(done).toHaveBeenCalledWith(null);
    expect(guestAddress.get()).toMatchObject({ address: 'Jawalakhel', address_type: 'other', latitude: 27.67, contact_person_name: 'Ram Thapa' });
  });

  it('a customer saves it on the server when "Save this Address" is ticked, or updates the one being edited', async () => {
    token.set('tok');
    const calls: Array<{ method: string; url: string; body: any }> = [];
    const record = async ({ request }: { request: Request }) => {
      calls.push({ method: request.method, url: request.url, body: await request.json() });
      return HttpResponse.json({ message: request.method === 'PUT' ? 'Updated successfully.' : 'Successfully added!' });
    };
    server.use(http.post('*/api/v1/customer/address/add', record), http.put('*/api/v1/customer/address/update/:id', record));
    const done = vi.fn();
    render(<AddressForm labels={{ ...en.location.address, validation: en.validation }} point={point} onDone={done} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('Successfully added!'));
    expect(calls[0].body).toMatchObject({ address: 'Jawalakhel, Lalitpur', address_type: 'home', longitude: 85.31 });
    cleanup();
    render(<AddressForm labels={{ ...en.location.address, validation: en.validation }} point={point} editing={{ id: 9, address_type: 'office' }} onDone={done} />);
    expect((screen.getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(true);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('Updated successfully.'));
    expect(calls[1]).toMatchObject({ method: 'PUT' });
    expect(calls[1].url).toMatch(/update\/9$/);
    expect(guestAddress.get()).toBeNull();
  });

  it("'Label As' is three icons (home, office, other), each radio keeping its name, chosen by the keyboard", async () => {
    render(<AddressForm labels={{ ...en.location.address, validation: en.validation }} point={point} onDone={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Label As' });
    for (const name of ['Home', 'Office', 'Other']) {
      const radio = within(group).getByRole('radio', { name });
      const chip = radio.closest('label')!;
      expect(chip.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(chip.textContent?.trim()).toBe('');
      expect(chip.getAttribute('title')).toBe(name);
    }
    const home = within(group).getByRole('radio', { name: 'Home' }) as HTMLInputElement;
    expect(home.checked).toBe(true);
    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect((within(group).getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('SavedAddresses', () => {
  it("the empty state says 'Oops' and asks to save an address", async () => {
    token.set('tok');
    server.use(http.get('*/api/v1/customer/address/list', () => HttpResponse.json({ addresses: [] })));
    render(<SavedAddresses labels={{ ...en.location.saved, home: en.location.address.home, office: en.location.address.office, other: en.location.address.other }} onClose={() => {}} />);
    expect(await screen.findByText('Oops')).toBeTruthy();
    expect(screen.getByText("You don't have any saved address yet. please save address to continue")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('alert').textContent).toBe('No saved addresses found to select.');
  });
});
