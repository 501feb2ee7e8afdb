import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PointsTransfer from '../../src/islands/profile/PointsTransfer';
import AddFund from '../../src/islands/profile/AddFund';
import { ApiClientError } from '../../src/lib/api/errors';
import en from '../../src/lib/i18n/en.json';

const labels = {
  title: en.loyalty.transferTitle,
  points: en.loyalty.pointsLabel,
  submit: en.loyalty.transfer,
  busy: en.loyalty.transferring,
  minimum: 'Convert at least 100 points at a time.',
  confirm: en.cart.confirm,
  cancel: en.cart.cancel,
  yes: en.cart.yes,
  invalid: en.loyalty.pointsInvalid,
  tooFew: 'You need at least 100 points to convert; you have 40.',
};
/** the generic confirmation, open, answered */
const answer = (button: 'Yes' | 'Cancel') => {
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm this request?', hidden: false });
  expect((dialog as HTMLDialogElement).open).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('points to the wallet', () => {
  it('sends the points, leaves the answer for the reloaded page, and reloads', async () => {
    const transfer = vi.fn(async () => 'Point to wallet transfer successfully.');
    const reload = vi.fn();
    render(<PointsTransfer labels={labels} held={240} minimum={100} transfer={transfer} reload={reload} />);
    const field = screen.getByRole('spinbutton', { name: 'Points to convert' });
    expect(field.getAttribute('min')).toBe('100');
    expect(field.getAttribute('max')).toBe('240');
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    // it cannot be undone: asked first
    expect(transfer).not.toHaveBeenCalled();
    answer('Yes');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(transfer).toHaveBeenCalledWith(150);
    expect(sessionStorage.getItem('flash-toast')).toContain('Point to wallet transfer successfully.');
  });

  it('says a refusal beside the field, and the form can be sent again', async () => {
    const transfer = vi.fn(async () => {
      throw new ApiClientError('http', 403, [{ code: 'point', message: 'Insufficient point.' }]);
    });
    const reload = vi.fn();
    render(<PointsTransfer labels={labels} held={240} minimum={100} transfer={transfer} reload={reload} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Points to convert' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    answer('Yes');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Insufficient point.'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('spinbutton', { name: 'Points to convert' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('the minimum itself converts; below it, above the balance, or nothing is said at once and sends nothing (issue 46.7)', async () => {
    const transfer = vi.fn(async () => 'Point to wallet transfer successfully.');
    render(<PointsTransfer labels={labels} held={240} minimum={100} transfer={transfer} reload={() => undefined} />);
    const field = screen.getByRole('spinbutton', { name: 'Points to convert' });
    for (const value of ['', '99', '241']) {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
      expect(screen.getByRole('alert').textContent).toBe('Enter points from 100 to 240.');
    }
    expect(transfer).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    answer('Yes');
    await waitFor(() => expect(transfer).toHaveBeenCalledWith(100));
  });

  it('a shopper below the minimum is told so under the field', () => {
    render(<PointsTransfer labels={labels} held={40} minimum={100} transfer={async () => ''} reload={() => undefined} />);
    expect(screen.getByText('You need at least 100 points to convert; you have 40.')).toBeTruthy();
  });

  it('Cancel on the confirmation sends nothing and leaves the form as it was', async () => {
    const transfer = vi.fn(async () => 'Point to wallet transfer successfully.');
    const reload = vi.fn();
    render(<PointsTransfer labels={labels} held={240} minimum={100} transfer={transfer} reload={reload} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Points to convert' }), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    answer('Cancel');
    await waitFor(() => expect((screen.getByRole('alertdialog', { hidden: true }) as HTMLDialogElement).open).toBe(false));
    expect(transfer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', false);
    // asked again, and this time Yes
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    answer('Yes');
    await waitFor(() => expect(transfer).toHaveBeenCalledWith(150));
  });
});

describe('add fund', () => {
  it('asks where to pay for the amount, with the wallet page to come back to, and goes there', async () => {
    const addFund = vi.fn(async () => 'http://localhost/api/v1/payment/sandbox/abc');
    const go = vi.fn();
    const addLabels = { title: en.wallet.addFund, amount: en.wallet.addAmount, submit: en.wallet.addSubmit, busy: en.wallet.addBusy, hint: en.wallet.addHint, invalid: en.wallet.addInvalid };
    render(<AddFund labels={addLabels} backHref="/profile?page=wallet" max={100000} addFund={addFund} go={go} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount' }), { target: { value: '250.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fund' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/api/v1/payment/sandbox/abc'));
    expect(addFund).toHaveBeenCalledWith(250.5, expect.stringMatching(/^http:\/\/localhost(:\d+)?\/profile\?page=wallet$/));
  });

  it("no amount is said in the form's words, not the validator's, and nothing is sent (issue 46.15)", () => {
    const addFund = vi.fn(async () => '');
    render(<AddFund labels={{ title: en.wallet.addFund, amount: en.wallet.addAmount, submit: en.wallet.addSubmit, busy: en.wallet.addBusy, hint: en.wallet.addHint, invalid: en.wallet.addInvalid }} backHref="/w" max={100000} addFund={addFund} go={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add fund' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount from 1 to 100000.');
    expect(addFund).not.toHaveBeenCalled();
  });
});

describe('before the island runs', () => {
  it('the server renders the button disabled, so a click cannot send the form anywhere', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<PointsTransfer labels={labels} held={240} minimum={100} transfer={async () => ''} reload={() => undefined} />);
    expect(html).toMatch(/<button type="submit" class="btn btn-primary" disabled="">/);
  });
});
