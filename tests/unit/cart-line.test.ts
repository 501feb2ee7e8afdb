import { describe, expect, it } from 'vitest';
import { addLineBody, lineFromForm, safeBack } from '../../src/lib/validation/cart-line';

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('the purchase form as a cart line', () => {
  it('reads food variation values by group, add-ons with their quantities, and the quantity', () => {
    const line = lineFromForm(
      form([
        ['item_id', '7'],
        ['model', 'Item'],
        ['variation:Portion', 'Full'],
        ['variation:Extras', 'Cheese'],
        ['variation:Extras', 'Egg'],
        ['add_on', '3'],
        ['add_on_qty:3', '2'],
        ['add_on_qty:4', '5'],
        ['quantity', '3'],
      ]),
    );
    expect(line).toEqual({
      itemId: 7,
      model: 'Item',
      quantity: 3,
      variation: [
        { name: 'Portion', values: { label: ['Full'] } },
        { name: 'Extras', values: { label: ['Cheese', 'Egg'] } },
      ],
      // an add-on that is not ticked is not sent, whatever its quantity field says
      addOns: [{ id: 3, quantity: 2 }],
    });
    expect(addLineBody(line!)).toEqual({
      item_id: 7,
      model: 'Item',
      quantity: 3,
      variation: line!.variation,
      add_on_ids: [3],
      add_on_qtys: [2],
    });
  });

  it('joins choice options in the order of the page into one variation type; quantity defaults to 1', () => {
    const line = lineFromForm(form([['item_id', '9'], ['model', 'Item'], ['choice:color', 'Red'], ['choice:size', 'L']]));
    expect(line).toMatchObject({ quantity: 1, variation: [{ type: 'Red-L' }], addOns: [] });
  });

  it('refuses a tampered or incomplete form', () => {
    expect(lineFromForm(form([['model', 'Item']]))).toBeNull();
    expect(lineFromForm(form([['item_id', '1'], ['model', 'Store']]))).toBeNull();
    expect(lineFromForm(form([['item_id', '1'], ['model', 'Item'], ['quantity', '0']]))).toBeNull();
    expect(lineFromForm(form([['item_id', '1'], ['model', 'Item'], ['quantity', '1.5']]))).toBeNull();
    expect(lineFromForm(form([['item_id', '1'], ['model', 'Item'], ['add_on', 'x']]))).toBeNull();
    expect(lineFromForm(form([['item_id', '1'], ['model', 'Item'], ['add_on', '2'], ['add_on_qty:2', '0']]))).toBeNull();
  });

  it('goes back only to a path on this site', () => {
    expect(safeBack('/product/apples?module_id=1', '/home')).toBe('/product/apples?module_id=1');
    expect(safeBack('https://evil.example/', '/home')).toBe('/home');
    expect(safeBack('//evil.example/', '/home')).toBe('/home');
    expect(safeBack('/\\evil.example', '/home')).toBe('/home');
    expect(safeBack(null, '/home')).toBe('/home');
  });
});
