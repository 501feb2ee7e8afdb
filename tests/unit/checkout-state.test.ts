/** The checkout's choices (issue 44.4): the rules between them live in one reducer. */
import { describe, expect, it } from 'vitest';
import { checkoutChoices, startChoices, type CheckoutEvent } from '../../src/islands/checkout/checkout-state';

const run = (...events: CheckoutEvent[]) => events.reduce(checkoutChoices, startChoices('delivery'));

describe('the checkout choices', () => {
  it('start empty, on the order type the page offers first', () => {
    expect(startChoices('take_away')).toMatchObject({ orderType: 'take_away', address: null, scheduleAt: '', payment: '', coupon: { typed: '', applied: null, refused: null }, tips: 0 });
  });

  it('a coupon is applied trimmed; a blank one is not; typing clears a refusal; removing empties the box', () => {
    expect(run({ type: 'couponApplied', code: '  SAVE10 ' }).coupon).toEqual({ typed: 'SAVE10', applied: 'SAVE10', refused: null });
    expect(run({ type: 'couponApplied', code: '   ' }).coupon.applied).toBeNull();
    const refused = run({ type: 'couponApplied', code: 'OLD' }, { type: 'couponRefused', message: 'Coupon expired' });
    expect(refused.coupon).toEqual({ typed: 'OLD', applied: null, refused: 'Coupon expired' });
    expect(checkoutChoices(refused, { type: 'couponTyped', text: 'OLD2' }).coupon).toEqual({ typed: 'OLD2', applied: null, refused: null });
    expect(run({ type: 'couponApplied', code: 'X' }, { type: 'couponRemoved' }).coupon).toEqual({ typed: '', applied: null, refused: null });
  });

  it("an offline method's fields are its own: another method starts empty, the same one keeps them", () => {
    const filled = run({ type: 'offlineMethod', id: 1 }, { type: 'offlineField', name: 'account', value: '123' }, { type: 'offlineNote', text: 'paid at noon' });
    expect(checkoutChoices(filled, { type: 'offlineMethod', id: 1 }).offline).toEqual({ methodId: 1, fields: { account: '123' }, note: 'paid at noon' });
    expect(checkoutChoices(filled, { type: 'offlineMethod', id: 2 }).offline).toEqual({ methodId: 2, fields: {}, note: 'paid at noon' });
  });

  it('a tip is never below nothing; the other choices are kept as made', () => {
    const s = run({ type: 'tips', amount: -5 }, { type: 'cutlery', on: true }, { type: 'packaging', on: true }, { type: 'orderNote', text: 'n' }, { type: 'instruction', text: 'i' }, { type: 'partial', on: true }, { type: 'payment', method: 'wallet' }, { type: 'schedule', at: '2026-11-29 10:00:00' }, { type: 'orderType', value: 'take_away' });
    expect(s).toMatchObject({ tips: 0, cutlery: true, packaging: true, orderNote: 'n', instruction: 'i', partial: true, payment: 'wallet', scheduleAt: '2026-11-29 10:00:00', orderType: 'take_away' });
  });
});
