import { describe, expect, it } from 'vitest';
import { activeStep } from '../../src/lib/order-steps';
import { cancellable, isFinished as trackingDone, refundable } from '../../src/lib/order-status';

describe('order tracking steps', () => {
  it('maps each status to its step, 1 to 4, and off-flow statuses to none', () => {
    expect(['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'].map(activeStep)).toEqual([1, 2, 2, 2, 3, 4]);
    expect(activeStep('accepted')).toBe(2);
    expect(activeStep('canceled')).toBe(0);
    expect(activeStep('failed')).toBe(0);
  });
  it('stops following once delivered or off the flow', () => {
    expect(trackingDone('picked_up')).toBe(false);
    expect(trackingDone('delivered')).toBe(true);
    expect(trackingDone('canceled')).toBe(true);
  });
  it('cancel only while pending; refund only delivered and paid', () => {
    expect(cancellable('pending')).toBe(true);
    expect(cancellable('confirmed')).toBe(false);
    // a digital payment that failed may be cancelled too (reference §5.1), as the server allows
    expect(cancellable('failed')).toBe(true);
    expect(refundable('delivered', 'paid')).toBe(true);
    expect(refundable('delivered', 'unpaid')).toBe(false);
    expect(refundable('picked_up', 'paid')).toBe(false);
  });
});
