/** /track-order's form (issue 46.13): an empty field is said under it, and nothing is asked of the server. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import TrackOrder, { type TrackOrderProps } from '../../src/islands/tracker/TrackOrder';
import en from '../../src/lib/i18n/en.json';

afterEach(cleanup);

const labels = { orderId: 'Order ID', contact: 'Phone or email', search: 'Track', intro: '', needOrderId: en.orders.needOrderId, needContact: en.orders.needContact } as TrackOrderProps['labels'];

describe('the track-order form', () => {
  it("a guest's empty form says what is missing, field by field, and tracks nothing", async () => {
    render(<TrackOrder labels={labels} tileUrl="" detailsHref={null} initial={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText('Enter the order ID to track it.')).toBeTruthy();
    expect(screen.getByText('Enter the phone or email the order was placed with.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Order ID' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Order ID' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Order ID' }), '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.queryByText('Enter the order ID to track it.')).toBeNull();
    expect(screen.getByText('Enter the phone or email the order was placed with.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a signed-in customer's order needs its id only", async () => {
    render(<TrackOrder labels={labels} tileUrl="" detailsHref="/profile?page=my-orders&orderId={{id}}" initial={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText('Enter the order ID to track it.')).toBeTruthy();
    expect(screen.queryByText('Enter the phone or email the order was placed with.')).toBeNull();
  });
});
