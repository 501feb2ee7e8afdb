/**
 * One cart line to add, as the product page's purchase form sends it (a plain HTML form that works
 * without JavaScript, posted to /cart/add; with JavaScript the cart island reads the same form) and
 * as the cart store sends it to `customer/cart/add`. Prices are never part of it: the server decides.
 *
 * Form fields: item_id, model, module_id, quantity; `variation:<group>` (food variation values, one field per
 * chosen value); `choice:<name>` (one value per choice option, in the page's order); `add_on` (the
 * chosen add-on ids) with `add_on_qty:<id>`; `back` (the page to return to, without JavaScript).
 */
import * as z from 'zod/mini';
import type { AddOnChoice, FoodSelection } from '../pricing';
import { MAX_LINE_QUANTITY } from '../constants';

export interface NewLine {
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  quantity: number;
  variation: FoodSelection | Array<{ type: string }>;
  addOns: AddOnChoice[];
}

export const CART_FORM = {
  itemId: 'item_id',
  model: 'model',
  /** the cart is per module: the product's */
  moduleId: 'module_id',
  quantity: 'quantity',
  variation: 'variation:',
  choice: 'choice:',
  addOn: 'add_on',
  addOnQty: 'add_on_qty:',
  back: 'back',
} as const;

/** The most of one line, and of one add-on on a line, the cart takes (the server refuses more). */
export { MAX_LINE_QUANTITY } from '../constants';
export const MAX_ADD_ON_QUANTITY = 100;

const id = z.coerce.number().check(z.int(), z.positive());
const lineSchema = z.object({
  itemId: id,
  model: z.enum(['Item', 'ItemCampaign']),
  quantity: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  addOns: z.array(z.object({ id, quantity: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_ADD_ON_QUANTITY)) })),
});

/** The line a purchase form describes, or null when the form is not one (tampered or incomplete). */
export function lineFromForm(form: FormData): NewLine | null {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const food = new Map<string, string[]>();
  const choices: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || !value) continue;
    if (name.startsWith(CART_FORM.variation)) {
      const group = name.slice(CART_FORM.variation.length);
      food.set(group, [...(food.get(group) ?? []), value]);
    } else if (name.startsWith(CART_FORM.choice)) {
      choices.push(value);
    }
  }
  const parsed = lineSchema.safeParse({
    itemId: text(CART_FORM.itemId),
    model: text(CART_FORM.model),
    quantity: text(CART_FORM.quantity) || '1',
    addOns: form
      .getAll(CART_FORM.addOn)
      .filter((v): v is string => typeof v === 'string')
      .map((addOn) => ({ id: addOn, quantity: text(`${CART_FORM.addOnQty}${addOn}`) || '1' })),
  });
  if (!parsed.success) return null;
  const variation: NewLine['variation'] = food.size ? [...food].map(([name, label]) => ({ name, values: { label } })) : choices.length ? [{ type: choices.join('-') }] : [];
  return { ...parsed.data, variation };
}

/** The body of `customer/cart/add` (and the changing part of `customer/cart/update`). */
export const lineBody = (l: Pick<NewLine, 'quantity' | 'variation' | 'addOns'>) => ({
  quantity: l.quantity,
  variation: l.variation,
  add_on_ids: l.addOns.filter((a) => a.quantity > 0).map((a) => a.id),
  add_on_qtys: l.addOns.filter((a) => a.quantity > 0).map((a) => a.quantity),
});

export const addLineBody = (l: NewLine) => ({ item_id: l.itemId, model: l.model, ...lineBody(l) });

/** A path on this site to go back to after the form (never another origin). */
export function safeBack(raw: unknown, fallback: string): string {
  return typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : fallback;
}
