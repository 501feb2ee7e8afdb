import { describe, expect, it } from 'vitest';
import { expectErrorShape, get, KTM } from './harness';

const ALL_ZONES = { ...KTM, zoneId: '[1,2,3]' };

describe('stores', () => {
  it('get-stores/all pages stores with distance, open and category_ids', async () => {
    const { status, body } = await get('stores/get-stores/all?offset=1&limit=12', ALL_ZONES);
    expect(status).toBe(200);
    expect(body.total_size).toBe(10);
    const st = body.stores[0];
    for (const key of ['id', 'slug', 'name', 'address', 'logo_full_url', 'cover_photo_full_url', 'avg_rating', 'delivery_time', 'free_delivery', 'distance', 'module_id', 'zone_id', 'total_items', 'featured', 'active', 'open', 'latitude', 'longitude', 'created_at', 'category_ids', 'ratings'])
      expect(st, key).toHaveProperty(key);
    expect(typeof st.distance).toBe('number');
  });

  it('get-stores works without moduleId (all modules) and filters delivery / take_away', async () => {
    const all = await get('stores/get-stores/all?limit=100', { zoneId: '[1,2,3]' });
    expect(all.body.total_size).toBe(40);
    const delivery = await get('stores/get-stores/delivery?limit=100', ALL_ZONES);
    expect(delivery.body.stores.every((s: any) => s.delivery === true)).toBe(true);
    expect(delivery.body.total_size).toBe(9);
    const takeAway = await get('stores/get-stores/take_away?limit=100', ALL_ZONES);
    expect(takeAway.body.stores.every((s: any) => s.take_away === true)).toBe(true);
    expect((await get('stores/get-stores/nonsense', ALL_ZONES)).status).toBe(403);
    const past = await get('stores/get-stores/all?limit=5&offset=99', { zoneId: '[1,2,3]' });
    expect(past.body).toMatchObject({ total_size: 40, stores: [] });
  });

  it('store_type orders: newly_joined, popular, top_rated; featured filter', async () => {
    const newly = (await get('stores/get-stores/all?store_type=newly_joined&limit=100', ALL_ZONES)).body.stores.map((s: any) => s.created_at);
    expect([...newly].sort().reverse()).toEqual(newly);
    const popular = (await get('stores/get-stores/all?store_type=popular&limit=100', ALL_ZONES)).body.stores.map((s: any) => s.order_count);
    expect([...popular].sort((a, b) => b - a)).toEqual(popular);
    // the stores page sends the order as type (issue 15 A.4)
    const newlyByType = (await get('stores/get-stores/all?type=newly_joined&limit=100', ALL_ZONES)).body.stores.map((s: any) => s.created_at);
    expect(newlyByType).toEqual(newly);
    const topRated = (await get('stores/get-stores/all?type=top_rated&limit=100', ALL_ZONES)).body.stores.map((s: any) => s.avg_rating);
    expect(topRated.length).toBeGreaterThan(1);
    expect([...topRated].sort((a, b) => b - a)).toEqual(topRated);
    const featured = await get('stores/get-stores/all?featured=1&limit=100', ALL_ZONES);
    expect(featured.body.stores.every((s: any) => s.featured === 1)).toBe(true);
  });

  it('the temporarily closed store is closed; a 24-hour store is open', async () => {
    const { body } = await get('stores/get-stores/all?limit=100', ALL_ZONES);
    const closed = body.stores.find((s: any) => s.slug === 'kathmandu-kirana-pasal');
    expect(closed.active).toBe(false);
    expect(closed.open).toBe(0);
    const allDay = body.stores.find((s: any) => s.slug === 'thimi-farm-fresh');
    expect(allDay.open).toBe(1);
  });

  it('every selling module has a store in the default zone that is open around the clock (issue 46.3)', async () => {
    for (const moduleId of ['1', '2', '3', '4']) {
      const { body } = await get('stores/get-stores/all?limit=100', { ...KTM, moduleId });
      const allDay: string[] = [];
      for (const store of body.stores.filter((st: any) => st.zone_id === 1 && st.active && st.delivery)) {
        const details = await get(`stores/details/${store.id}`, { ...KTM, moduleId });
        const days = (details.body.schedules as Array<{ day: number; opening_time: string; closing_time: string }>).filter((sc) => sc.opening_time === '00:00:00' && sc.closing_time === '23:59:59');
        if (new Set(days.map((sc) => sc.day)).size === 7) allDay.push(store.slug);
      }
      expect(allDay, `module ${moduleId}`).not.toEqual([]);
    }
  });

  it('distance follows the latitude/longitude headers', async () => {
    const near = await get('stores/details/asan-fresh-mart', { latitude: '27.7075', longitude: '85.3112' });
    const far = await get('stores/details/asan-fresh-mart', { latitude: '27.6722', longitude: '85.4279' });
    expect(near.body.distance).toBeLessThan(far.body.distance);
    expect((await get('stores/details/asan-fresh-mart', {})).body.distance).toBeNull();
  });

  it('latest, popular, top-rated and discounted lists', async () => {
    expect((await get('stores/latest', ALL_ZONES)).body.stores.length).toBe(10);
    const top = (await get('stores/top-rated', ALL_ZONES)).body.stores.map((s: any) => s.avg_rating);
    expect([...top].sort((a, b) => b - a)).toEqual(top);
    const discounted = await get('stores/discounted', ALL_ZONES);
    expect(discounted.body.stores.length).toBeGreaterThan(0);
    expect(discounted.body.stores.every((s: any) => s.discount !== null)).toBe(true);
    expect((await get('stores/popular', { zoneId: '[1]' })).status).toBe(403);
  });

  it('details by id or slug with schedules, price range and categories; 404 otherwise', async () => {
    const { body } = await get('stores/details/1', {});
    expect(body.schedules).toHaveLength(7);
    expect(body.price_range[0].max_price).toBeGreaterThan(body.price_range[0].min_price);
    expect(body.category_details.length).toBeGreaterThan(0);
    expect((await get(`stores/details/${body.slug}`, {})).body.id).toBe(1);
    const missing = await get('stores/details/not-a-store', {});
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body);
  });

  it('reviews and search', async () => {
    const reviews = await get('stores/reviews?store_id=1', {});
    expect(reviews.body.length).toBeGreaterThan(0);
    expect(reviews.body[0]).toHaveProperty('item_name');
    const search = await get('stores/search?name=mart', ALL_ZONES);
    expect(search.body.stores.map((s: any) => s.name)).toContain('Asan Fresh Mart');
    expect((await get('stores/search', ALL_ZONES)).status).toBe(403);
  });

  it("search takes the search page's filters, rating, sorting and categories, and needs no name outside a search by name (issue 15 A.5)", async () => {
    const all = (await get('stores/search?data_type=category&list_type=store&limit=100', ALL_ZONES)).body.stores;
    expect(all.length).toBeGreaterThan(2);
    // open now, by the same hours the cards show
    const open = (await get('stores/search?data_type=category&filter=["currently_open"]&limit=100', ALL_ZONES)).body.stores;
    expect(open.map((s: any) => s.id).sort()).toEqual(all.filter((s: any) => s.open === 1).map((s: any) => s.id).sort());
    const ratings = all.map((s: any) => s.avg_rating as number);
    const threshold = Math.round(((Math.min(...ratings) + Math.max(...ratings)) / 2) * 10) / 10;
    const rated = (await get(`stores/search?data_type=category&rating_count=${threshold}&limit=100`, ALL_ZONES)).body.stores;
    expect(rated.map((s: any) => s.id).sort()).toEqual(all.filter((s: any) => s.avg_rating >= threshold).map((s: any) => s.id).sort());
    expect(rated.length).toBeGreaterThan(0);
    const names = (await get('stores/search?data_type=category&sort_by=z_to_a&limit=100', ALL_ZONES)).body.stores.map((s: any) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const discounted = (await get('stores/search?data_type=discounted&limit=100', ALL_ZONES)).body.stores;
    expect(discounted.every((s: any) => s.discount?.discount > 0)).toBe(true);
    const inCategory = (await get('stores/search?data_type=category&category_ids=[1]&limit=100', ALL_ZONES)).body.stores;
    expect(inCategory.length).toBeGreaterThan(0);
    expect((await get('stores/search?data_type=category&category_ids=[999999]&limit=100', ALL_ZONES)).body.stores).toEqual([]);
    expect((await get('stores/search?data_type=searched', ALL_ZONES)).body.errors[0]).toEqual({ code: 'name', message: 'The name field is required.' });
  });
});
