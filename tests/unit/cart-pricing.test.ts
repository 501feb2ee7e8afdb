import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  checkFoodSelection,
  discountBadge,
  freeDeliveryRemainder,
  linePrice,
  matchVariation,
  multiGroupHint,
  nextQuantityBlock,
  unitBasePrice,
  variationMessage,
  VARIATION_MESSAGE_KEYS,
  type FoodVariationGroup,
  type PricedItem,
} from '../../src/lib/pricing';
import en from '../../src/lib/i18n/en.json';

/** the catalogue's templates, as the item popup gets them */
const variationTexts = { required: en.api[VARIATION_MESSAGE_KEYS.required], range: en.api[VARIATION_MESSAGE_KEYS.range], unknown: en.api[VARIATION_MESSAGE_KEYS.unknown] };

const size: FoodVariationGroup = { name: 'Size', type: 'single', min: 1, max: 1, required: 'on', values: [{ label: 'Small', optionPrice: 0 }, { label: 'Large', optionPrice: 60 }] };
const toppings: FoodVariationGroup = { name: 'Toppings', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese', optionPrice: 30 }, { label: 'Olives', optionPrice: 20 }, { label: 'Egg', optionPrice: 25 }] };
const pizza: PricedItem = { price: 400, discount: 10, discountType: 'percent', foodVariations: [size, toppings], addOns: [{ id: 7, price: 50 }, { id: 8, price: 15 }] };
const shirt: PricedItem = { price: 1000, discount: 100, discountType: 'amount', variations: [{ type: 'Red-M', price: 1100, stock: 3 }, { type: 'Blue-L', price: 1200, stock: 0 }] };

describe('line price', () => {
  it.each([
    ['base + food options, percent discount on the unit', pizza, 2, [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Toppings', values: { label: ['Cheese', 'Olives'] } }], [], { unit: 510, unitDiscounted: 459, original: 1020, total: 918 }],
    ['add-ons are added after the discount, price × quantity', pizza, 1, [{ name: 'Size', values: { label: ['Small'] } }], [{ id: 7, quantity: 2 }, { id: 8, quantity: 1 }], { unit: 400, unitDiscounted: 360, addOns: 115, original: 515, total: 475 }],
    ['an unknown or zero add-on counts nothing', pizza, 1, [{ name: 'Size', values: { label: ['Small'] } }], [{ id: 99, quantity: 3 }, { id: 7, quantity: 0 }], { addOns: 0, total: 360 }],
    ['a choice variation is matched ignoring dashes and spaces', shirt, 1, [{ type: 'red m', price: 1 }], [], { unit: 1100, unitDiscounted: 1000 }],
    ['an amount discount is multiplied by quantity', shirt, 3, [{ type: 'Red-M', price: 1100 }], [], { original: 3300, total: 3000 }],
    ['no variation: the item price', { price: 250, discount: 0, discountType: 'percent' }, 4, [], [], { unit: 250, total: 1000 }],
    ['a store discount (percent) wins over the item discount', { price: 200, discount: 50, discountType: 'amount', storeDiscount: 10 }, 2, [], [], { unitDiscounted: 180, total: 360 }],
    ['an amount discount never makes a price negative', { price: 30, discount: 50, discountType: 'amount' }, 2, [], [], { unitDiscounted: 0, total: 0 }],
  ] as const)('%s', (_name, item, quantity, variation, addOns, expected) => {
    expect(linePrice(item as PricedItem, quantity, variation as never, addOns as never)).toMatchObject(expected);
  });

  it('the client price is never used: the tampered variation price is replaced by the catalogue one', () => {
    expect(unitBasePrice(shirt, [{ type: 'Red-M', price: 1 }])).toBe(1100);
    expect(matchVariation(shirt, ['Blue', 'L'])?.price).toBe(1200);
    expect(matchVariation(shirt, 'Green-S')).toBeUndefined();
  });
});

describe('cart totals, saved amount, free delivery', () => {
  it('sums lines and the saved amount', () => {
    const totals = cartTotals([
      { item: pizza, quantity: 1, variation: [{ name: 'Size', values: { label: ['Large'] } }], addOns: [] },
      { item: shirt, quantity: 2, variation: [{ type: 'Red-M', price: 1100 }], addOns: [] },
    ]);
    expect(totals).toEqual({ total: 2414, original: 2660, saved: 246 });
  });
  it.each([
    [null, 100, 0],
    [0, 100, 0],
    [500, 500, 0],
    [500, 650, 0],
    [500, 120.5, 379.5],
  ])('free delivery over %s with %s in the cart leaves %s', (over, total, left) => {
    expect(freeDeliveryRemainder(over, total)).toBe(left);
  });
  it('discount badge text', () => {
    expect(discountBadge(pizza)).toEqual({ kind: 'percent', value: 10 });
    expect(discountBadge(shirt)).toEqual({ kind: 'amount', value: 100 });
  });
});

describe('food variation rules (section 5)', () => {
  it.each([
    ['required group without selection', [], 'Variation Size can not remain without selection.'],
    ['optional multi group with too many', [{ name: 'Size', values: { label: ['Small'] } }, { name: 'Toppings', values: { label: ['Cheese', 'Olives', 'Egg'] } }], 'Selected variation named Toppings must be in between Minimum 1 and Maximum 2'],
    ['two options in a single group', [{ name: 'Size', values: { label: ['Small', 'Large'] } }], 'Selected variation named Size must be in between Minimum 1 and Maximum 1'],
    ['an unknown label', [{ name: 'Size', values: { label: ['Huge'] } }], 'Variation Size is not offered for this item.'],
    ['an unknown group', [{ name: 'Sauce', values: { label: ['Hot'] } }], 'Variation Sauce is not offered for this item.'],
  ])('%s', (_name, selection, message) => {
    const problem = checkFoodSelection(pizza, selection as never);
    expect(problem && variationMessage(problem, variationTexts)).toBe(message);
  });
  it('an optional group may stay empty; a valid selection passes', () => {
    expect(checkFoodSelection(pizza, [{ name: 'Size', values: { label: ['Small'] } }])).toBeNull();
    expect(checkFoodSelection(pizza, [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Toppings', values: { label: ['Egg'] } }])).toBeNull();
  });
  it('the multi-group hint', () => {
    expect(multiGroupHint(toppings, en.product.multi_hint)).toBe('This Variation needs to be selected in between minimum 1 and Maximum 2 items.');
  });
});

describe('cart limits', () => {
  it.each([
    ['non-food at stock', { stock: 3 }, 3, true, 'stock'],
    ['non-food under stock', { stock: 3 }, 2, true, null],
    ['food ignores stock', { stock: 0 }, 5, false, null],
    ['maximum cart quantity for every module', { stock: 10, maximumCartQuantity: 2 }, 2, true, 'limit'],
    ['food maximum cart quantity', { maximumCartQuantity: 4 }, 4, false, 'limit'],
  ] as const)('%s', (_name, item, current, tracks, expected) => {
    expect(nextQuantityBlock(item, current, tracks)).toBe(expected);
  });
});

describe('variationSummary', () => {
  it("words a choice, and food groups in the item's own group order", async () => {
    const { variationSummary } = await import('../../src/lib/pricing');
    expect(variationSummary([{ type: '1 kg', price: 120 }] as never)).toBe('1 kg');
    const food = [
      { name: 'Choose sides', values: { label: ['Tomato Achar', 'Green Salad'] } },
      { name: 'Portion', values: { label: ['Full'] } },
    ];
    expect(variationSummary(food, ['Portion', 'Choose sides'])).toBe('Portion: Full · Choose sides: Tomato Achar, Green Salad');
    expect(variationSummary(null)).toBe('');
  });
});
