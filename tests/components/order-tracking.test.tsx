/**
 * useOrderTracking keeps the newest of what it hears: an order/track answer asked for before a
 * position came over the stream must not move the delivery man back, and an older answer that
 * arrives after a newer one is dropped.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderEvent } from '../../src/lib/api/endpoints/my-orders';

const answers: Array<(order: Order) => void> = [];
let emit: (e: OrderEvent) => void = () => undefined;

vi.mock('../../src/lib/api/browser/my-orders', () => ({
  myOrders: { track: () => new Promise<Order>((resolve) => answers.push(resolve)) },
  followMyOrder: (_t: unknown, onEvent: (e: OrderEvent) => void, signal: AbortSignal) => {
    emit = onEvent;
    return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  },
}));

const { useOrderTracking } = await import('../../src/islands/tracker/useOrderTracking');

const order = (status: Order['status'], at: { lat: number; lng: number } | null): Order =>
  ({
    id: 100001,
    status,
    deliveryMan: at ? { id: 1, name: 'Hari Gurung', image: null, rating: 0, phone: '+9779811000001', lat: at.lat, lng: at.lng } : null,
  }) as unknown as Order;

const A = { lat: 27.68, lng: 85.37 };
const B = { lat: 27.6795, lng: 85.385 };
const position = (r: { current: ReturnType<typeof useOrderTracking> }) => (r.current.state === 'found' ? r.current.position : undefined);

describe('useOrderTracking', () => {
  beforeEach(() => {
    answers.length = 0;
  });

  it('a position from the stream outlives an order/track answer asked for before it', async () => {
    const { result } = renderHook(() => useOrderTracking({ orderId: 100001 }));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0](order('handover', A)));
    expect(position(result)).toEqual(A);
    // a new status: the order is asked for again; before the answer comes, the delivery man moves
    act(() => emit({ type: 'status', status: 'picked_up' }));
    expect(answers).toHaveLength(2);
    act(() => emit({ type: 'location', lat: B.lat, lng: B.lng }));
    expect(position(result)).toEqual(B);
    // the answer was read before the move: it brings the status, not the old position
    await act(async () => answers[1](order('picked_up', A)));
    expect(result.current.state === 'found' && result.current.order.status).toBe('picked_up');
    expect(position(result)).toEqual(B);
  });

  it('an older answer that arrives after a newer one changes nothing', async () => {
    const { result } = renderHook(() => useOrderTracking({ orderId: 100001 }));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0](order('confirmed', null)));
    act(() => emit({ type: 'status', status: 'processing' }));
    act(() => emit({ type: 'status', status: 'handover' }));
    expect(answers).toHaveLength(3);
    await act(async () => answers[2](order('handover', null)));
    await act(async () => answers[1](order('processing', null)));
    expect(result.current.state === 'found' && result.current.order.status).toBe('handover');
  });
});
