/**
 * The one pricing module: discounts on a unit price. A running flash sale has already replaced the
 * item discount on the wire; a store discount (percent) wins over the item's own discount.
 */
import { roundMoney } from '../cashback';
import { MAX_LINE_QUANTITY } from '../constants';
import { fill } from '../fill';

export interface Discountable {
  price: number;
  discount: number;
  discountType: string;
  storeDiscount?: number;
}

export function discountAmount(item: Discountable, unitPrice = item.price): number {
  if (item.storeDiscount && item.storeDiscount > 0) return roundMoney((unitPrice * item.storeDiscount) / 100);
  if (!item.discount || item.discount <= 0) return 0;
  if (item.discountType === 'percent') return roundMoney((unitPrice * item.discount) / 100);
  return Math.min(unitPrice, item.discount);
}

export function discountedPrice(item: Discountable, unitPrice = item.price): number {
  return roundMoney(Math.max(0, unitPrice - discountAmount(item, unitPrice)));
}

/** A store discount counts only between its start and end dates (inclusive, YYYY-MM-DD); 0 otherwise. */
export function storeDiscountInForce(d: { percent: number | null; startDate: string | null; endDate: string | null }, today: string): number {
  if (!d.percent || d.percent <= 0) return 0;
  if (d.startDate && today < d.startDate) return 0;
  if (d.endDate && today > d.endDate) return 0;
  return d.percent;
}

/** The lowest and highest base price of an item with choice variations. */
export function priceRange(item: { price: number; variations?: Array<{ price: number }> }): { min: number; max: number } {
  const prices = item.variations?.length ? item.variations.map((v) => v.price) : [item.price];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The badge: percent or amount, or null when nothing is off. */
export function discountBadge(item: Discountable): { kind: 'percent' | 'amount'; value: number } | null {
  if (item.storeDiscount && item.storeDiscount > 0) return { kind: 'percent', value: item.storeDiscount };
  if (!item.discount || item.discount <= 0) return null;
  return item.discountType === 'percent' ? { kind: 'percent', value: item.discount } : { kind: 'amount', value: item.discount };
}

/* ---------------------------------------------------------------- cart lines (spec sections 3-5) */

/* types, not interfaces: the wire mappers write these as they are, and a type is a wire object (an index signature) */
export type FoodVariationGroup = {
  name: string;
  type: 'single' | 'multi';
  min: number | string;
  max: number | string;
  required: 'on' | 'off' | string;
  values: Array<{ label: string; optionPrice: number | string }>;
};
export type ChoiceVariation = {
  type: string;
  price: number;
  stock?: number;
};
/** What a cart line stores as `variation`: food selections, or the one matched choice variation. */
export type FoodSelection = Array<{ name: string; values: { label: string[] } }>;
export type LineVariation = FoodSelection | ChoiceVariation[];

export interface PricedItem extends Discountable {
  foodVariations?: FoodVariationGroup[] | null;
  variations?: ChoiceVariation[] | null;
  addOns?: Array<{ id: number; price: number; name?: string }> | null;
}

export interface AddOnChoice {
  id: number;
  quantity: number;
}

/** A line's add-ons as the wire keeps them (two parallel lists) read as choices. */
export const addOnChoices = (ids: number[], qtys: number[]): AddOnChoice[] => ids.map((id, i) => ({ id, quantity: qtys[i] ?? 0 }));

/** Choice variations match ignoring dashes and spaces (and case). */
export const variationKey = (type: string) => type.replace(/[-\s]/g, '').toLowerCase();

export function matchVariation(item: Pick<PricedItem, 'variations'>, values: string[] | string): ChoiceVariation | undefined {
  const wanted = variationKey(Array.isArray(values) ? values.join('-') : values);
  return (item.variations ?? []).find((v) => variationKey(v.type) === wanted);
}

const groups = (item: Pick<PricedItem, 'foodVariations'>): FoodVariationGroup[] => item.foodVariations ?? [];
export const isFoodSelection = (v: LineVariation | null | undefined): v is FoodSelection => Array.isArray(v) && v.length > 0 && 'values' in (v[0] as object);

/** A line's variation in words: 'Portion: Full · Choose sides: Tomato Achar' (food groups, in `groupOrder` when given) or '1 kg' (a choice). */
export function variationSummary(variation: LineVariation | null | undefined, groupOrder: string[] = []): string {
  if (isFoodSelection(variation)) {
    const at = (name: string) => (groupOrder.includes(name) ? groupOrder.indexOf(name) : groupOrder.length);
    return [...variation].sort((a, b) => at(a.name) - at(b.name)).map((g) => `${g.name}: ${g.values.label.join(', ')}`).join(' · ');
  }
  return ((variation ?? []) as Array<{ type?: string }>).map((v) => v.type ?? '').filter(Boolean).join(', ');
}

/** Sum of the chosen food option prices (unknown labels count nothing; validation refuses them). */
export function foodOptionsPrice(item: Pick<PricedItem, 'foodVariations'>, selection: FoodSelection): number {
  let sum = 0;
  for (const chosen of selection) {
    const group = groups(item).find((g) => g.name === chosen.name);
    for (const label of chosen.values.label) sum += Number(group?.values.find((v) => v.label === label)?.optionPrice ?? 0);
  }
  return roundMoney(sum);
}

/** The catalogue's choice variation a line names (a grocery '1 kg'), as the item has it now; null for food selections and plain lines. */
export function chosenVariation(item: Pick<PricedItem, 'variations'>, variation: LineVariation | null | undefined): ChoiceVariation | null {
  if (isFoodSelection(variation)) return null;
  const choice = Array.isArray(variation) ? (variation[0] as ChoiceVariation | undefined) : undefined;
  return choice && 'type' in choice ? (matchVariation(item, choice.type) ?? null) : null;
}

/** The unit price before discount: base plus food options, or the matched choice variation's price. */
export function unitBasePrice(item: PricedItem, variation: LineVariation | null | undefined): number {
  if (isFoodSelection(variation)) return roundMoney(item.price + foodOptionsPrice(item, variation));
  return chosenVariation(item, variation)?.price ?? item.price;
}

export function addOnsTotal(item: Pick<PricedItem, 'addOns'>, addOns: AddOnChoice[]): number {
  let sum = 0;
  for (const a of addOns) {
    if (a.quantity <= 0) continue;
    const known = item.addOns?.find((x) => x.id === a.id);
    if (known) sum += known.price * a.quantity;
  }
  return roundMoney(sum);
}

export interface LinePrice {
  /** unit price before discount (with options) */
  unit: number;
  /** unit price after discount */
  unitDiscounted: number;
  addOns: number;
  /** (unit × quantity) + add-ons */
  original: number;
  /** (discounted unit × quantity) + add-ons: percent discounts on the unit, amount discounts per unit × quantity */
  total: number;
  discount: number;
}

export function linePrice(item: PricedItem, quantity: number, variation: LineVariation | null | undefined, addOns: AddOnChoice[] = []): LinePrice {
  const unit = unitBasePrice(item, variation);
  const unitDiscounted = discountedPrice(item, unit);
  const extras = addOnsTotal(item, addOns);
  const original = roundMoney(unit * quantity + extras);
  const total = roundMoney(unitDiscounted * quantity + extras);
  return { unit, unitDiscounted, addOns: extras, original, total, discount: roundMoney(original - total) };
}

export interface CartTotals {
  total: number;
  original: number;
  saved: number;
}

export function cartTotals(lines: Array<{ item: PricedItem; quantity: number; variation: LineVariation | null | undefined; addOns: AddOnChoice[] }>): CartTotals {
  let total = 0;
  let original = 0;
  for (const l of lines) {
    const p = linePrice(l.item, l.quantity, l.variation, l.addOns);
    total += p.total;
    original += p.original;
  }
  return { total: roundMoney(total), original: roundMoney(original), saved: roundMoney(original - total) };
}

/** Zero without a threshold or once the cart reaches it; otherwise what is still missing. */
export function freeDeliveryRemainder(freeDeliveryOver: number | null | undefined, cartTotal: number): number {
  if (!freeDeliveryOver || freeDeliveryOver <= 0 || cartTotal >= freeDeliveryOver) return 0;
  return roundMoney(freeDeliveryOver - cartTotal);
}

export type VariationProblem = { kind: 'required'; name: string } | { kind: 'range'; name: string; min: number; max: number } | { kind: 'unknown'; name: string };

/**
 * Food variation rules: a required group needs a selection; a multi group, or an optional group with
 * some selection, must hold between min and max options; a single group holds one. Unknown groups or
 * labels are refused.
 */
export function checkFoodSelection(item: Pick<PricedItem, 'foodVariations'>, selection: FoodSelection): VariationProblem | null {
  const all = groups(item);
  for (const chosen of selection) {
    const group = all.find((g) => g.name === chosen.name);
    if (!group || new Set(chosen.values.label).size !== chosen.values.label.length || chosen.values.label.some((l) => !group.values.some((v) => v.label === l))) {
      return { kind: 'unknown', name: chosen.name };
    }
  }
  for (const group of all) {
    const count = selection.find((s) => s.name === group.name)?.values.label.length ?? 0;
    if (group.required === 'on' && count === 0) return { kind: 'required', name: group.name };
    const min = Number(group.min) || 0;
    const max = Number(group.max) || group.values.length;
    if (group.type === 'multi' && (group.required === 'on' || count > 0) && (count < min || count > max)) return { kind: 'range', name: group.name, min, max };
    if (group.type === 'single' && count > 1) return { kind: 'range', name: group.name, min: 1, max: 1 };
  }
  return null;
}

/**
 * The catalogue's message (`api` section) for each variation problem: the section 5 toast, word for
 * word. The server answers with these keys; the item popup gets their text as labels.
 */
export const VARIATION_MESSAGE_KEYS = { required: 'variation_required', range: 'variation_range', unknown: 'variation_group_not_offered' } as const;
/** a message template ({{name}}, {{min}}, {{max}}) for each kind of problem */
export type VariationTexts = Record<VariationProblem['kind'], string>;


export function variationMessage(p: VariationProblem, texts: VariationTexts): string {
  const { kind, ...vars } = p;
  return fill(texts[kind], vars);
}

/** the hint under a multi group, from its template (catalogue `product.multi_hint`) */
export const multiGroupHint = (g: Pick<FoodVariationGroup, 'min' | 'max'>, template: string) => fill(template, { min: g.min ?? 0, max: g.max ?? 0 });

export type QuantityBlock = 'stock' | 'limit' | null;

/** What a line may hold (issue 44.1: the server, the cart drawer, the item popup and the product page's form). */
export interface QuantityItem {
  stock?: number | null;
  maximumCartQuantity?: number | null;
  variations?: ChoiceVariation[] | null;
}

/** The stock a line draws on: its chosen variation's when that keeps its own, else the item's. */
export function lineStock(item: QuantityItem, variation: LineVariation | null | undefined): number {
  const choice = chosenVariation(item, variation);
  return choice && typeof choice.stock === 'number' ? choice.stock : (item.stock ?? 0);
}

/**
 * The most one line may hold, and what sets it: stock (modules that count it, the chosen
 * variation's own when it keeps one), the item's maximum cart quantity, or the line's ceiling
 * (MAX_LINE_QUANTITY, spec section 5 'Cart limits').
 */
export function lineQuantityLimit(item: QuantityItem, variation: LineVariation | null | undefined, countsStock: boolean): { max: number; by: 'stock' | 'limit' | 'line' } {
  let limit: { max: number; by: 'stock' | 'limit' | 'line' } = { max: MAX_LINE_QUANTITY, by: 'line' };
  if (item.maximumCartQuantity && item.maximumCartQuantity > 0 && item.maximumCartQuantity <= limit.max) limit = { max: item.maximumCartQuantity, by: 'limit' };
  if (countsStock) {
    const stock = Math.max(0, lineStock(item, variation));
    if (stock <= limit.max) limit = { max: stock, by: 'stock' };
  }
  return limit;
}

/** Whether one more can be added to a line holding `current`: 'stock' or 'limit' when it cannot. */
export function nextQuantityBlock(item: QuantityItem, current: number, countsStock: boolean, variation: LineVariation | null | undefined = null): QuantityBlock {
  const limit = lineQuantityLimit(item, variation, countsStock);
  if (current < limit.max) return null;
  return limit.by === 'stock' ? 'stock' : 'limit';
}

/** Modules whose items count stock (module_config `stock`): grocery, pharmacy, e-commerce. */
export const tracksStock = (moduleType: string) => moduleType === 'grocery' || moduleType === 'pharmacy' || moduleType === 'ecommerce';
