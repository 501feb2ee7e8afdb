import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema';
import { call, expectErrorShape, FOOD, get, KTM, noticesHeard, seenAfterChange, testDatabase } from './harness';

const SHOP = { ...KTM, moduleId: '4' };

describe('promotions', () => {
  it('brands with item counts, and a brand\'s items', async () => {
    const { body } = await get('brand', SHOP);
    expect(body.length).toBeGreaterThanOrEqual(9);
    const brand = body.find((b: any) => b.items_count > 0);
    const items = await get(`brand/items/${brand.id}?limit=50&offset=1`, SHOP);
    expect(items.body.total_size).toBe(brand.items_count);
    expect(items.body.products.every((p: any) => p.brand_id === brand.id)).toBe(true);
    expect((await get('brand/items/99999', SHOP)).status).toBe(404);
  });

  it('basic campaigns and their stores; item campaigns as products', async () => {
    const list = await get('campaigns/basic');
    expect(list.body.length).toBe(2);
    const details = await get(`campaigns/basic-campaign-details?basic_campaign_id=${list.body[0].id}`, { ...KTM, zoneId: '[1,2,3]' });
    expect(details.body.stores.length).toBeGreaterThan(0);
    const missing = await get('campaigns/basic-campaign-details?basic_campaign_id=99999');
    expect(missing.status).toBe(404);
    expect((await get('campaigns/basic-campaign-details')).status).toBe(403);
    const items = await get('campaigns/item');
    expect(items.body.every((p: any) => p.is_campaign === 1 && p.available_date_starts)).toBe(true);
  });

  it("an ended campaign's details still answer, with no stores, and it is in no list; one not yet started is not found", async () => {
    const { db } = await testDatabase();
    const food = (await db.select().from(s.campaigns).where(eq(s.campaigns.moduleId, 2))).sort((a, b) => a.id - b.id);
    const today = new Date().toISOString().slice(0, 10);
    const ended = food.find((c) => c.endDate < today)!;
    expect(ended).toBeDefined();
    const listed = await get('campaigns/basic', FOOD);
    expect(listed.body.map((c: any) => c.id)).not.toContain(ended.id);
    expect(listed.body.length).toBeGreaterThan(0);
    const details = await get(`campaigns/basic-campaign-details?basic_campaign_id=${ended.id}`, { ...FOOD, zoneId: '[1,2,3]' });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: ended.id, title: ended.title, available_date_ends: ended.endDate, stores: [] });
    // the campaign is the module's own: another module does not find it
    expect((await get(`campaigns/basic-campaign-details?basic_campaign_id=${ended.id}`, KTM)).status).toBe(404);

    const running = listed.body[0];
    const [row] = await db.select().from(s.campaigns).where(eq(s.campaigns.id, running.id));
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await db.update(s.campaigns).set({ startDate: later }).where(eq(s.campaigns.id, running.id));
    try {
      await seenAfterChange(async () => {
        const upcoming = await get(`campaigns/basic-campaign-details?basic_campaign_id=${running.id}`, FOOD);
        expect(upcoming.status).toBe(404);
        expectErrorShape(upcoming.body);
      });
    } finally {
      await db.update(s.campaigns).set({ startDate: row.startDate }).where(eq(s.campaigns.id, running.id));
      await noticesHeard();
    }
  });

  it('the running flash sale and its items', async () => {
    const sale = await get('flash-sales');
    // active_products is a list clients slice (issue 15 A.4): the first active lines, each with sold and available_stock
    expect(sale.body).toMatchObject({ id: expect.any(Number), active_products: expect.any(Array) });
    expect(sale.body.active_products.length).toBeGreaterThan(0);
    expect(sale.body.active_products.every((l: any) => l.available_stock === l.stock - l.sold && l.available_stock > 0 && l.item.flash_sale === 1)).toBe(true);
    const items = await get(`flash-sales/items?flash_sale_id=${sale.body.id}&limit=5&offset=1`, { ...KTM, zoneId: '[1,2,3]' });
    expect(items.body.products.length).toBe(5);
    const line = items.body.products[0];
    expect(line.item.flash_sale).toBe(1);
    expect(line.item.discount).toBe(line.discount);
    expect(line.available_stock).toBe(line.stock - line.sold);
    // past the last page: no products, and still the total (issue 15 A.7)
    const past = await get(`flash-sales/items?flash_sale_id=${sale.body.id}&limit=5&offset=999`, { ...KTM, zoneId: '[1,2,3]' });
    expect(past.body.products).toEqual([]);
    expect(past.body.total_size).toBe(items.body.total_size);
    expect(past.body.total_size).toBeGreaterThan(5);
    expect((await get('flash-sales', { ...KTM, moduleId: '2' })).body).toBeNull();
    expect((await get('flash-sales/items?flash_sale_id=999')).status).toBe(404);
  });

  it('coupons: running ones for the zone and module, never expired ones', async () => {
    const { body } = await get('coupon/list');
    const types = new Set(body.map((c: any) => c.coupon_type));
    for (const type of ['default', 'zone_wise', 'store_wise', 'free_delivery', 'first_order']) expect(types.has(type), type).toBe(true);
    expect(body.some((c: any) => c.code === 'GROCERYOLD')).toBe(false);
    const lalitpur = await get('coupon/list', { ...KTM, zoneId: '[2]' });
    expect(lalitpur.body.some((c: any) => c.coupon_type === 'zone_wise')).toBe(false);
  });

  it('cashback list and the best cashback for an amount', async () => {
    expect((await get('cashback/list')).body.length).toBe(2);
    expect((await get('cashback/getCashback?amount=1000')).body).toMatchObject({ calculated_amount: 50, cashback_type: 'percent' });
    expect((await get('cashback/getCashback?amount=5000')).body).toMatchObject({ calculated_amount: 150, cashback_type: 'percent' });
    expect((await get('cashback/getCashback?amount=100')).body.calculated_amount).toBe(0);
    const bad = await get('cashback/getCashback?amount=-5');
    expect(bad.status).toBe(403);
    expectErrorShape(bad.body);
  });
});

describe('content and other calls', () => {
  it('banners of every type, with store and item links', async () => {
    const { body } = await get('banners');
    const types = body.banners.map((b: any) => b.type);
    expect(types).toEqual(expect.arrayContaining(['default', 'store_wise', 'item_wise']));
    expect(body.banners.find((b: any) => b.type === 'store_wise').store).toMatchObject({ id: expect.any(Number), slug: expect.any(String), zone_id: 1 });
    expect(body.banners.find((b: any) => b.type === 'item_wise').item).toMatchObject({ slug: expect.any(String) });
    expect(body.campaigns[0].isCampaign).toBe(true);
    expect((await get('banners', { moduleId: '1' })).status).toBe(403);
  });

  it('other-banners, video-content and why-choose need a module', async () => {
    const other = await get('other-banners');
    expect(other.body.promotional_banner_full_url).toMatch(/\/media\//);
    // clients join image names to promotional_banner_url: a base URL; the promotion banners' URLs in order (issue 15 A.4)
    expect(other.body.promotional_banner_url).toMatch(/\/media$/);
    expect(other.body.promotion_banners_full_url).toEqual(other.body.promotion_banners.map((b: any) => b.image_full_url));
    expect(other.body.promotion_banners_full_url.length).toBeGreaterThan(0);
    expect((await get('other-banners/why-choose')).body[0]).toHaveProperty('image_full_url');
    const video = (await get('other-banners/video-content')).body;
    expect(video.banner_contents).toHaveLength(6);
    // the demo's video, a file of its own under /media, with the uploaded name beside its URL
    expect(video).toMatchObject({ banner_video_content: 'video/how-it-works.mp4', banner_video_content_full_url: expect.stringMatching(/^https?:\/\/[^/]+\/media\/video\/how-it-works\.mp4$/) });
    expect((await get('other-banners', { zoneId: '[1]' })).status).toBe(403);
  });

  it('react-landing-page carries newsletter and app links', async () => {
    const { body } = await get('react-landing-page', {});
    expect(body.fixed_newsletter_title).toBeTruthy();
    expect(body.download_user_app_links.playstore_url_status).toBe(1);
    expect(body.available_zone_list).toHaveLength(3);
    // base URLs and each banner's img, as the landing page's clients read them (issue 15 A.4)
    expect(body.base_urls.promotional_banner_url).toMatch(/\/media$/);
    expect(body.promotion_banners.length).toBeGreaterThan(0);
    expect(body.promotion_banners.every((b: any) => b.img === b.image && `${body.base_urls.promotional_banner_url}/${b.img}` === b.image_full_url)).toBe(true);
  });

  it("the operator's texts follow X-localization: the landing blocks and the modules in Nepali, each falling back to what was written", async () => {
    const en = (await get('react-landing-page', {})).body;
    const ne = (await get('react-landing-page', { 'X-localization': 'ne' })).body;
    expect(en.header_title).toBe('Everything you need, delivered across the valley');
    expect(ne.header_title).toBe('तपाईंलाई चाहिने सबै, उपत्यकाभर डेलिभर');
    expect(ne.fixed_newsletter_title).toBe('हाम्रो न्युजलेटरमा सदस्य बन्नुहोस्');
    expect(ne.promotion_banners[0].title).toBe('हरेक बिहान ताजा तरकारी');
    // a block nobody translated stays as written
    expect(ne.download_user_app_links).toEqual(en.download_user_app_links);
    const grocery = (list: Array<{ module_type: string; module_name: string; description: string }>) => list.find((m) => m.module_type === 'grocery')!;
    expect(grocery(ne.module_list)).toMatchObject({ module_name: 'किराना', description: 'केही मिनेटमै ताजा किराना।' });
    expect(grocery(en.module_list)).toMatchObject({ module_name: 'Grocery', description: 'Fresh groceries delivered in minutes.' });
    expect(grocery((await get('module', { 'X-localization': 'ne' })).body)).toMatchObject({ module_name: 'किराना' });
    expect((await get('config', { 'X-localization': 'ne' })).body.fixed_newsletter_title).toBe('हाम्रो न्युजलेटरमा सदस्य बन्नुहोस्');
  });

  it('policy pages answer markdown', async () => {
    for (const path of ['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy', 'shipping-policy', 'cancelation']) {
      const res = await get(path, {});
      expect(res.status, path).toBe(200);
      expect(res.body.value.length).toBeGreaterThan(50);
    }
  });

  it('parcel categories, common conditions with items, most-tips, offline methods', async () => {
    expect((await get('parcel-category', {})).body.map((p: any) => p.name)).toContain('Documents');
    const conditions = await get('common-condition', {});
    const fever = conditions.body.find((c: any) => c.name === 'Fever');
    const items = await get(`common-condition/items/${fever.id}?limit=20&offset=1`, { ...KTM, moduleId: '3' });
    expect(items.body.products.every((p: any) => p.common_condition_id === fever.id)).toBe(true);
    expect((await get('most-tips', {})).body).toEqual({ most_tips_amount: 0 });
    expect((await get('offline_payment_method_list', {})).body[0]).toHaveProperty('method_informations');
  });

  it('newsletter: the spec message for a bad email, success once, refusal for a duplicate', async () => {
    const bad = await call('newsletter/subscribe', { method: 'POST', body: { email: 'not-an-email' } });
    expect(bad.status).toBe(403);
    expect(bad.body.errors[0]).toEqual({ code: 'email', message: 'Please insert a valid email.' });
    const email = `reader-${Date.now()}@example.com`;
    const ok = await call('newsletter/subscribe', { method: 'POST', body: { email } });
    expect(ok.body).toEqual({ message: 'Subscribed Successfully' });
    const form = await call('newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: `email=${encodeURIComponent(email.toUpperCase())}` });
    expect(form.status).toBe(403);
    expectErrorShape(form.body);
  });

  it('guest request gives a new guest id each time', async () => {
    const a = await call('auth/guest/request', { method: 'POST' });
    const b = await call('auth/guest/request', { method: 'POST', body: {} });
    expect(a.body.message).toBe('guest_verified');
    expect(Number.isInteger(a.body.guest_id) && Number.isInteger(b.body.guest_id)).toBe(true);
    expect(b.body.guest_id).not.toBe(a.body.guest_id);
    // not sequential: a guest id is the key to that guest's cart
    expect(Math.min(a.body.guest_id, b.body.guest_id)).toBeGreaterThanOrEqual(100_000_000);
  });

  it('_method on POST reaches the PUT/DELETE route; unknown routes 404 in the error shape', async () => {
    // the override made it a DELETE, which this path does not take: 405 with what it allows (issue 15 C.4)
    const overridden = await call('newsletter/subscribe', { method: 'POST', body: { _method: 'delete', email: 'x@example.com' } });
    expect(overridden.status).toBe(405);
    expect(overridden.headers.get('allow')).toBe('POST');
    expectErrorShape(overridden.body);
    const unknown = await get('no/such/route');
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
  });
});

describe('body errors speak the shopper language', () => {
  it('an array body is refused in English and in Nepali', async () => {
    const en = await call('newsletter/subscribe', { method: 'POST', raw: '[1]', headers: { 'content-type': 'application/json' } });
    expect(en.status).toBe(403);
    expect(en.body.errors).toEqual([{ code: 'body', message: 'Request body must be an object' }]);
    const ne = await call('newsletter/subscribe', { method: 'POST', raw: '[1]', headers: { 'content-type': 'application/json', 'X-localization': 'ne' } });
    expect(ne.body.errors[0].message).toBe('अनुरोधको मुख्य भाग वस्तु (object) हुनुपर्छ');
  });
});
