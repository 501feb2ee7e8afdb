import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/lib/api/endpoints/my-orders';
import { reorderPlan } from '../../src/lib/reorder';

const line = (over: Partial<OrderLine>): OrderLine => ({
  id: 1,
  itemId: 11,
  name: 'Veg Momo',
  image: null,
  price: 200,
  quantity: 2,
  variation: '',
  addOns: [],
  chosen: [],
  campaign: false,
  discount: 0,
  tax: 0,
  addOnPrice: 0,
  ...over,
});

describe('reorderPlan', () => {
  it('asks for each line again with its quantity, variation and add-ons', () => {
    const food = [{ name: 'Portion', values: { label: ['Full'] } }];
    const plan = reorderPlan([
      line({ chosen: food, addOns: [{ id: 5, name: 'Achar', price: 20, quantity: 2 }] }),
      line({ id: 2, itemId: 12, name: 'Rice', quantity: 1, chosen: [{ type: '1kg', price: 120 }] }),
    ]);
    expect(plan.skipped).toEqual([]);
    expect(plan.lines).toEqual([
      { name: 'Veg Momo', line: { itemId: 11, model: 'Item', quantity: 2, variation: food, addOns: [{ id: 5, quantity: 2 }] } },
      { name: 'Rice', line: { itemId: 12, model: 'Item', quantity: 1, variation: [{ type: '1kg', price: 120 }], addOns: [] } },
    ]);
  });

  it('leaves out campaign items, lines whose item is gone, and add-ons without an id', () => {
    const plan = reorderPlan([
      line({ campaign: true, name: 'Dashain Box' }),
      line({ itemId: null, name: 'Old Item' }),
      line({ name: 'Tea', addOns: [{ id: null, name: 'Lemon', price: 5, quantity: 1 }] }),
    ]);
    expect(plan.skipped).toEqual(['Dashain Box', 'Old Item']);
    expect(plan.lines.map((l) => [l.name, l.line.addOns])).toEqual([['Tea', []]]);
  });
});
