/** The typed client's schemas accept what our own backend answers (both databases). */
import { describe, expect, it } from 'vitest';
import { applyMethodOverride, createApiApp } from '../../src/server/api/app';
import { createApiClient } from '../../src/lib/api/client';
import { testDatabase } from './harness';

const app = createApiApp({ db: async () => (await testDatabase()).db });
const client = createApiClient({
  baseUrl: 'http://localhost',
  headers: () => ({ zoneId: [1], moduleId: 1, latitude: 27.7153, longitude: 85.3123 }),
  fetch: async (input, init) => app.fetch(await applyMethodOverride(new Request(input, init))),
});

describe('typed client against the built-in backend', () => {
  it('reads config, modules, zones and location answers', async () => {
    const config = await client.config();
    expect(config.currency.symbol).toBe('Rs');
    // the footer's 'Become a store owner' and 'Become a delivery man' links
    expect(config.registration).toEqual({ store: expect.stringMatching(/^https:\/\//), deliveryMan: expect.stringMatching(/^https:\/\//) });
    expect(config.login).toMatchObject({ manual: true, otp: true });
    expect((await client.modules()).length).toBe(5);
    expect((await client.zoneId(27.7153, 85.3123)).zone_id).toBe('[1]');
    expect((await client.placeAutocomplete('thamel')).predictions[0].place_id).toBe('ktm-thamel');
    expect((await client.placeDetails('ktm-thamel')).result.geometry.location.lat).toBe(27.7153);
    expect((await client.geocode(27.7153, 85.3123)).results[0].formatted_address).toContain('Thamel');
    expect((await client.distance({ lat: 27.7153, lng: 85.3123 }, { lat: 27.6727, lng: 85.3253 })).rows[0].elements[0].status).toBe('OK');
    expect((await client.deliveryTime({ lat: 27.7153, lng: 85.3123 }, { lat: 27.6727, lng: 85.3253 })).time_to_deliver).toBeGreaterThan(0);
  });

  it('reads catalogue answers', async () => {
    expect((await client.banners()).banners.length).toBeGreaterThan(0);
    expect((await client.categories()).length).toBe(8);
    expect((await client.popularItems(5, 1)).products).toHaveLength(5);
    expect((await client.discountedItems(5, 1)).products.length).toBeGreaterThan(0);
    expect((await client.newArrivals(5, 1)).products).toHaveLength(5);
    expect((await client.latestItems(1, 0, 5, 1)).products).toHaveLength(5);
    expect((await client.searchItems('apple')).total).toBeGreaterThan(0);
    const detail = await client.itemDetails(1);
    expect(detail.store.id).toBe(detail.storeId);
    expect((await client.stores('all', { limit: 12, offset: 1 })).stores.length).toBeGreaterThan(0);
    expect((await client.storeDetails('asan-fresh-mart')).id).toBe(1);
  });

  it('surfaces our 404 as an ApiClientError', async () => {
    await expect(client.itemDetails(99999999)).rejects.toMatchObject({ status: 404, errors: [{ code: 'product-001' }] });
  });
});
