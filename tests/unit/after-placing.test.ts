/** What follows a placed order, shared by the checkout and the parcel checkout (issue 44.4). */
import { describe, expect, it, vi } from 'vitest';
import { afterPlacing, OrderKey, type AfterPlacing } from '../../src/islands/checkout/after-placing';

const order = { orderId: 42, createdAt: '2026-11-28T10:00:00.000Z', status: 'pending' };
const how = (over: Partial<AfterPlacing>) => ({
  method: 'cash_on_delivery' as AfterPlacing['method'],
  signedIn: false,
  apiBase: '',
  customerId: null,
  guestId: '7',
  hrefs: { checkout: '/checkout', placedOrder: '/profile/orders/{{id}}?from=checkout' },
  phone: '+9779811111111',
  here: 'https://shop.example/checkout?page=cart',
  ...over,
  go: vi.fn<(href: string) => void>(),
});

describe('after placing', () => {
  it('a guest paying on delivery is shown the placed modal, and the page stays', async () => {
    const h = how({});
    expect(await afterPlacing(order, h)).toEqual({ ...order, phone: '+9779811111111' });
    expect(h.go).not.toHaveBeenCalled();
  });

  it('a signed-in shopper goes to the order, after what must be sent first', async () => {
    const sent: string[] = [];
    const h = how({ signedIn: true, beforeLeaving: async () => sent.push('offline details') });
    h.go.mockImplementation(() => sent.push('left'));
    expect(await afterPlacing(order, h)).toBeNull();
    expect(h.go).toHaveBeenCalledWith('/profile/orders/42?from=checkout');
    expect(sent).toEqual(['offline details', 'left']);
  });

  it('an online payment goes to the gateway, coming back to the checkout with its own query', async () => {
    const before = vi.fn();
    const h = how({ method: 'digital_payment', back: { page: 'buy_now' }, beforeLeaving: before });
    expect(await afterPlacing(order, h)).toBeNull();
    const target = new URL(h.go.mock.calls[0][0] as string, 'https://shop.example');
    expect(target.pathname).toBe('/api/v1/payment-mobile');
    expect(target.searchParams.get('order_id')).toBe('42');
    expect(target.searchParams.get('guest_id')).toBe('7');
    expect(new URL(target.searchParams.get('callback')!).search).toBe('?page=buy_now');
    expect(before).not.toHaveBeenCalled();
  });

  it('keeps one key per order: a retry of the same order sends it again, a changed order gets a new one', () => {
    const keys = new OrderKey();
    const first = keys.for('order A');
    expect(keys.for('order A')).toBe(first);
    expect(keys.for('order B')).not.toBe(first);
  });
});
