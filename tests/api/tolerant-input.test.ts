/** What a real 6amMart client sends that is odd but meant well gets a clear answer, never a refusal of the whole call (issue 45.2). */
import { describe, expect, it } from 'vitest';
import { call, get, KTM } from './harness';

describe('tolerant input', () => {
  it('an optional filter that is empty, undefined, null or not a list means no filter', async () => {
    const plain = await get('items/search?name=apple&offset=1&limit=12');
    expect(plain.status).toBe(200);
    for (const q of ['rating_count=', 'category_ids=undefined', 'category_ids=null', 'category_ids=', 'brand_ids=null', 'brand_ids=undefined', 'min_price=', 'max_price=']) {
      const res = await get(`items/search?name=apple&offset=1&limit=12&${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body.total_size, q).toBe(plain.body.total_size);
    }
    for (const q of ['category_ids=undefined', 'rating_count=']) expect((await get(`stores/search?name=mart&offset=1&limit=12&${q}`)).status, q).toBe(200);
  });

  it('a guest call with guest_id=null, or none, answers the guest middleware 401', async () => {
    for (const q of ['?guest_id=null', '?guest_id=', '']) {
      const res = await call(`customer/cart/list${q}`, { headers: KTM });
      expect(res.status, q).toBe(401);
      expect(res.body.errors[0].code).toBeTruthy();
    }
  });
});
