import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import { ApiClientError, handleApiError, SESSION_EXPIRED_MESSAGE, wireErrors } from '../../src/lib/api/errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://api.test';
const store = { id: 1, name: 'Asan Fresh Mart', slug: 'asan', address: 'Asan', logo_full_url: null, cover_photo_full_url: null, avg_rating: 4.5, delivery_time: '20-30 min', free_delivery: true, distance: 120, module_id: 1, zone_id: 1, featured: 1, active: true, open: 1, latitude: '27.7', longitude: '85.3' };

describe('api client', () => {
  it('sends the wire headers from its source and parses the response', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/api/v1/stores/get-stores/all`, ({ request }) => {
        seen = request.headers;
        expect(new URL(request.url).searchParams.get('limit')).toBe('12');
        return HttpResponse.json({ total_size: 1, limit: '12', offset: '1', stores: [store] });
      }),
    );
    const client = createApiClient({ baseUrl: BASE, headers: () => ({ zoneId: '[1,2]', moduleId: 3, latitude: 27.7, longitude: 85.3, token: 'abc', language: 'ne' }) });
    const page = await client.stores('all', { limit: 12, offset: 1 });
    expect(page.stores[0].name).toBe('Asan Fresh Mart');
    expect(seen?.get('zoneId')).toBe('[1,2]');
    expect(seen?.get('moduleId')).toBe('3');
    expect(seen?.get('latitude')).toBe('27.7');
    expect(seen?.get('authorization')).toBe('Bearer abc');
    expect(seen?.get('x-localization')).toBe('ne');
  });

  it('adds guest_id to bodies for guests only', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/v1/newsletter/subscribe`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Subscribed Successfully' });
      }),
    );
    await createApiClient({ baseUrl: BASE, headers: () => ({ guestId: '7' }) }).subscribeNewsletter('a@b.co');
    await createApiClient({ baseUrl: BASE, headers: () => ({ guestId: '7', token: 't' }) }).subscribeNewsletter('a@b.co');
    expect(bodies).toEqual([{ guest_id: '7', email: 'a@b.co' }, { email: 'a@b.co' }]);
  });

  it('turns an errors array into an ApiClientError and calls onError once', async () => {
    server.use(http.get(`${BASE}/api/v1/items/popular`, () => HttpResponse.json({ errors: [{ code: 'zoneId', message: 'Zone id is required' }] }, { status: 403 })));
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: BASE, onError });
    const error = await client.popularItems().catch((e) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ kind: 'http', status: 403, errors: [{ code: 'zoneId', message: 'Zone id is required' }] });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('treats 203 as a business error', async () => {
    server.use(http.post(`${BASE}/api/v1/newsletter/subscribe`, () => HttpResponse.json({ errors: [{ code: 'cod', message: 'Too much' }] }, { status: 203 })));
    await expect(createApiClient({ baseUrl: BASE }).subscribeNewsletter('a@b.co')).rejects.toMatchObject({ status: 203, errors: [{ message: 'Too much' }] });
  });

  it('rejects a response of the wrong shape instead of passing it on', async () => {
    server.use(http.get(`${BASE}/api/v1/stores/get-stores/all`, () => HttpResponse.json({ total_size: 'many', stores: [] })));
    await expect(createApiClient({ baseUrl: BASE }).stores('all')).rejects.toMatchObject({ kind: 'shape' });
  });

  it('reports a network failure as kind network', async () => {
    server.use(http.get(`${BASE}/api/v1/config`, () => HttpResponse.error()));
    await expect(createApiClient({ baseUrl: BASE }).config()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});

describe('error handling', () => {
  it('reads every error body the wire family uses', () => {
    expect(wireErrors(403, { errors: [{ code: 'a', message: 'A' }, { code: 'b', message: 'B' }] })).toHaveLength(2);
    expect(wireErrors(401, { errors: 'Unauthorized' })).toEqual([{ code: '401', message: 'Unauthorized' }]);
    expect(wireErrors(404, { errors: { code: 'product-001', message: 'Product not found' } })).toEqual([{ code: 'product-001', message: 'Product not found' }]);
    expect(wireErrors(401, { message: 'Unauthenticated.' })).toEqual([{ code: '401', message: 'Unauthenticated.' }]);
    expect(wireErrors(500, null)[0].message).toMatch(/500/);
  });

  it('401 with a token: sign out, the session toast, go home', () => {
    const deps = { hadToken: true, toast: vi.fn(), signOut: vi.fn(), navigate: vi.fn() };
    handleApiError(new ApiClientError('http', 401, [{ code: 'auth-001', message: 'Unauthenticated.' }]), deps);
    expect(deps.signOut).toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, { id: 'error', type: 'error' });
    expect(deps.navigate).toHaveBeenCalledWith('/home');
  });

  it('other errors: each message as a toast with id error, no sign-out', () => {
    const deps = { hadToken: false, toast: vi.fn(), signOut: vi.fn(), navigate: vi.fn() };
    handleApiError(new ApiClientError('http', 403, [{ code: 'a', message: 'First' }, { code: 'b', message: 'Second' }]), deps);
    expect(deps.toast.mock.calls).toEqual([['First', { id: 'error', type: 'error' }], ['Second', { id: 'error', type: 'error' }]]);
    expect(deps.signOut).not.toHaveBeenCalled();
    handleApiError(new ApiClientError('http', 401, [{ code: 'x', message: 'Unauthorized' }]), deps);
    expect(deps.signOut).not.toHaveBeenCalled();
  });
});
