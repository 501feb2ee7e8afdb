/**
 * The cart (wire format 4.8): one line per item and variation, for a customer or a guest, per module.
 * The server decides every price from the catalogue (the client's `price` is ignored) and refuses
 * what breaks the rules: stock and maximum_cart_quantity, variation rules, unknown add-ons, odd
 * quantities, campaign items for guests, and a second store in one cart.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import * as s from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { builtOnce } from '../db/built-once';
import { ownRows, personalData } from '../cache/reference-cache';
import { checkFoodSelection, lineQuantityLimit, lineStock, tracksStock, matchVariation, unitBasePrice, type FoodSelection, VARIATION_MESSAGE_KEYS, type LineVariation } from '../../lib/pricing';
import { MAX_ADD_ON_QUANTITY, MAX_LINE_QUANTITY } from '../../lib/validation/cart-line';
import { campaignProducts } from './catalogue/campaigns';
import { formatProducts, productQuery, visibleItems, type Product } from './catalogue/products';
import { storeOpenAt, storeRecord } from './catalogue/stores';
import { zoneById } from './zones';
import { BUSINESS_TIME_ZONE } from '../../lib/constants';

export interface CartOwner {
  userId: number;
  isGuest: boolean;
  /** a customer's: the version of their rows read with their session (reference-cache.ts, personalData) */
  personalVersion?: number;
}

export type ItemModel = 'Item' | 'ItemCampaign';

/** The product a line is for, as the catalogue shows it now (active item and store, this module). */
export async function loadProduct(ctx: RequestContext, model: ItemModel, itemId: number, moduleId: number): Promise<Product | undefined> {
  if (model === 'ItemCampaign') {
    const [p] = await campaignProducts(ctx, [eq(s.itemCampaigns.id, itemId), eq(s.itemCampaigns.moduleId, moduleId)], 1);
    return p;
  }
  const rows = await productQuery(ctx)
    .where(and(eq(s.items.id, itemId), ...visibleItems(null, moduleId)))
    .limit(1);
  const [p] = await formatProducts(ctx, rows);
  return p;
}

/** The products of many lines at once (a constant number of statements), keyed `Item:<id>` or `ItemCampaign:<id>`. */
export async function loadProducts(ctx: RequestContext, refs: Array<{ model: ItemModel; itemId: number }>, moduleId: number): Promise<Map<string, Product>> {
  const itemIds = [...new Set(refs.filter((r) => r.model === 'Item').map((r) => r.itemId))];
  const campaignIds = [...new Set(refs.filter((r) => r.model === 'ItemCampaign').map((r) => r.itemId))];
  const [items, campaigns] = await Promise.all([
    itemIds.length
      ? productQuery(ctx)
          .where(and(inArray(s.items.id, itemIds), ...visibleItems(null, moduleId)))
          .then((rows) => formatProducts(ctx, rows))
      : [],
    campaignIds.length ? campaignProducts(ctx, [inArray(s.itemCampaigns.id, campaignIds), eq(s.itemCampaigns.moduleId, moduleId)], campaignIds.length) : [],
  ]);
  return new Map<string, Product>([...items.map((p) => [`Item:${p.id}`, p] as const), ...campaigns.map((p) => [`ItemCampaign:${p.id}`, p] as const)]);
}

/** The variation as stored: checked food selections, or the one catalogue variation that matches. */
export function normalizeVariation(product: Product, raw: unknown): LineVariation {
  const groups = product.foodVariations;
  const list = Array.isArray(raw) ? raw : [];
  if (groups.length) {
    const selection: FoodSelection = [];
    for (const entry of list) {
      const name = typeof entry?.name === 'string' ? entry.name : '';
      const labels = entry?.values?.label;
      if (!name || !Array.isArray(labels) || labels.some((l: unknown) => typeof l !== 'string')) throw refusal(403, 'variation', 'variation_form');
      if (labels.length) selection.push({ name, values: { label: labels as string[] } });
    }
    const problem = checkFoodSelection(product, selection);
    if (problem) throw refusal(403, 'variation', VARIATION_MESSAGE_KEYS[problem.kind], { name: problem.name, ...(problem.kind === 'range' ? { min: problem.min, max: problem.max } : {}) });
    // a stable order, so the same choice is the same line
    return selection.sort((a, b) => a.name.localeCompare(b.name)).map((g) => ({ name: g.name, values: { label: [...g.values.label].sort() } }));
  }
  if (product.variations.length) {
    const type = typeof list[0]?.type === 'string' ? list[0].type : '';
    if (!type) throw refusal(403, 'variation', 'variation_choose');
    const matched = matchVariation(product, type);
    if (!matched) throw refusal(403, 'variation', 'variation_not_offered');
    return [{ type: matched.type, price: matched.price, stock: matched.stock }];
  }
  return [];
}

export function normalizeAddOns(product: Product, ids: number[], qtys: number[]): { ids: number[]; qtys: number[] } {
  if (ids.length !== qtys.length) throw refusal(403, 'add_on_qtys', 'add_on_quantities');
  if (new Set(ids).size !== ids.length) throw refusal(403, 'add_on_ids', 'add_on_twice');
  const out = { ids: [] as number[], qtys: [] as number[] };
  ids.forEach((id, i) => {
    const qty = qtys[i];
    if (!Number.isInteger(qty) || qty < 0 || qty > MAX_ADD_ON_QUANTITY) throw refusal(403, 'add_on_qtys', 'add_on_quantity_range', { max: MAX_ADD_ON_QUANTITY });
    if (!product.addOns.some((a) => a.id === id)) throw refusal(403, 'add_on_ids', 'add_on_not_offered');
    if (qty > 0) {
      out.ids.push(id);
      out.qtys.push(qty);
    }
  });
  return out;
}

export function checkQuantity(product: Product, quantity: number, variation: LineVariation) {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) throw refusal(403, 'quantity', 'quantity_range', { max: MAX_LINE_QUANTITY });
  // the one rule the cart drawer, the item popup and the product page use too (src/lib/pricing)
  const limit = lineQuantityLimit(product, variation, tracksStock(product.moduleType));
  if (quantity <= limit.max) return;
  if (limit.by === 'stock') throw limit.max <= 0 ? refusal(403, 'stock', 'variation_out_of_stock') : refusal(403, 'stock', 'stock_left', { count: limit.max });
  throw refusal(403, 'cart_item_limit', 'cart_item_limit', { max: limit.max });
}

/** How many of the item the lines hold (each variation is a line of its own). */
const heldOf = (lines: ReadonlyArray<{ itemId: number; itemType: string; quantity: number }>, itemId: number, model: string) =>
  lines.filter((l) => l.itemId === itemId && l.itemType === model).reduce((n, l) => n + l.quantity, 0);

export interface CartLine {
  id: number;
  userId: number;
  moduleId: number;
  itemId: number;
  isGuest: boolean;
  model: ItemModel;
  /** the unit price before discount, with the chosen options, as the server decided it */
  price: number;
  quantity: number;
  variation: LineVariation;
  addOnIds: number[];
  addOnQtys: number[];
  createdAt: string;
  updatedAt: string;
  /** the item as the catalogue shows it now; null when it has left the catalogue (the line stays until removed) */
  product: Product | null;
}

/** The cart's lines in one module, each with its product; every module's (`null`: a client that names none). */
/** a cart's lines, of one module or of all: read on every page a shopper with a cart sees, so built once */
const ownLines = (cartLines: typeof s.cartLines) => and(eq(cartLines.userId, sql.placeholder('userId')), eq(cartLines.isGuest, sql.placeholder('isGuest')));
const cartLinesOfModule = builtOnce('cart_lines_of_module', (db, name) =>
  db
    .select()
    .from(s.cartLines)
    .where(and(ownLines(s.cartLines), eq(s.cartLines.moduleId, sql.placeholder('moduleId'))))
    .orderBy(asc(s.cartLines.id))
    .prepare(name),
);
const cartLinesOfAll = builtOnce('cart_lines_of_all', (db, name) => db.select().from(s.cartLines).where(ownLines(s.cartLines)).orderBy(asc(s.cartLines.id)).prepare(name));

export async function listCart(ctx: RequestContext, owner: CartOwner, moduleId: number | null): Promise<CartLine[]> {
  // kept by the process until one of the owner's lines changes (migration 0029); products are read afresh below
  const lines = await personalData(ctx.db, `cart:${ownRows('cart_lines', owner)}:${moduleId ?? 'all'}`, ['cart_lines', ownRows('cart_lines', owner)], () =>
    moduleId === null
      ? cartLinesOfAll(ctx.db, { userId: owner.userId, isGuest: owner.isGuest })
      : cartLinesOfModule(ctx.db, { userId: owner.userId, isGuest: owner.isGuest, moduleId }),
    owner.personalVersion,
  );
  if (!lines.length) return [];
  // products are read per module: an item is shown as its own module sells it
  const byKey = new Map<string, Product>();
  for (const module of new Set(lines.map((l) => l.moduleId))) {
    const found = await loadProducts(
      ctx,
      lines.filter((l) => l.moduleId === module).map((l) => ({ model: l.itemType as ItemModel, itemId: l.itemId })),
      module,
    );
    for (const [key, product] of found) byKey.set(`${module}:${key}`, product);
  }
  return lines.map((l) => ({
    id: l.id,
    userId: l.userId,
    moduleId: l.moduleId,
    itemId: l.itemId,
    isGuest: l.isGuest,
    model: l.itemType as ItemModel,
    price: l.price,
    quantity: l.quantity,
    variation: l.variation as LineVariation,
    addOnIds: l.addOnIds,
    addOnQtys: l.addOnQtys,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
    product: byKey.get(`${l.moduleId}:${l.itemType}:${l.itemId}`) ?? null,
  }));
}

/** Serialise the changes of one shopper, so the one-store rule and the limits hold under concurrency. */
export async function lockOwner(tx: Pick<RequestContext['db'], 'execute'>, owner: CartOwner) {
  // one bigint key: a guest's id (up to 2^53) as itself, a customer's negated
  await tx.execute(sql`select pg_advisory_xact_lock(${owner.isGuest ? owner.userId : -owner.userId}::bigint)`);
}

/**
 * Whether the item can be ordered where and when the shopper is: in one of the request's zones, from
 * a store that is switched on. A store that takes scheduled orders keeps a line for later (the order
 * checks its hours and the item's daily window at its time); one that does not must be open now, and
 * the item inside its window. `adds` is false for a change that only takes away (a lower quantity), which
 * the clock does not stop.
 */
export async function checkOrderable(ctx: RequestContext, product: Product, adds = true): Promise<void> {
  if (ctx.zoneIds && product.zoneId !== null && !ctx.zoneIds.includes(product.zoneId)) throw refusal(403, 'zoneId', 'item_not_in_zone');
  const record = await storeRecord(ctx.db, product.storeId);
  if (!record?.store.active) throw refusal(403, 'store', 'store_closed');
  if (!adds || record.store.scheduleOrder) return;
  if (!product.isAvailable) throw refusal(403, 'item', 'item_unavailable_now', { from: product.availableFrom ?? '', until: product.availableUntil ?? '' });
  const zone = await zoneById(ctx.db, record.store.zoneId);
  if (!storeOpenAt(record.store, record.hours, zone?.timezone ?? BUSINESS_TIME_ZONE, ctx.now)) throw refusal(403, 'store', 'store_closed_now');
}

/** The item's cart maximum counts every line of it (each variation is a line of its own). */
function checkItemTotal(product: Product, lines: Array<{ itemId: number; itemType: string; quantity: number }>, model: ItemModel, quantity: number) {
  if (!product.maximumCartQuantity) return;
  const total = heldOf(lines, product.id, model) + quantity;
  if (total > product.maximumCartQuantity) throw refusal(403, 'cart_item_limit', 'cart_item_limit', { max: product.maximumCartQuantity });
}

/** What a sign-in could not bring over from the guest's cart (it stays in the guest's cart). */
export interface MergeLeft {
  name: string;
  quantity: number;
}

/**
 * A guest's cart moves to the customer at sign-in under the rules cart/add keeps (issue 15 B.1): one
 * store per module's cart, the stock, and the item's maximum over all its lines. A line the same as
 * one the customer has adds its quantity to it. What does not fit stays in the guest's cart, and the
 * answer names it, so nothing is dropped unseen.
 */
export async function mergeGuestCart(ctx: RequestContext, guestId: number, customerId: number): Promise<{ moved: number; left: MergeLeft[] }> {
  const guestOf = (db: Pick<RequestContext['db'], 'select'>) =>
    db
      .select()
      .from(s.cartLines)
      .where(and(eq(s.cartLines.userId, guestId), eq(s.cartLines.isGuest, true)))
      .orderBy(asc(s.cartLines.id));
  const first = await guestOf(ctx.db);
  if (!first.length) return { moved: 0, left: [] };
  const products = new Map<string, Product>();
  for (const moduleId of new Set(first.map((l) => l.moduleId))) {
    const refs = first.filter((l) => l.moduleId === moduleId).map((l) => ({ model: l.itemType as ItemModel, itemId: l.itemId }));
    for (const [k, p] of await loadProducts(ctx, refs, moduleId)) products.set(`${moduleId}:${k}`, p);
  }
  // both carts held while they change (a second sign-in with the same guest waits, then finds it moved)
  return ctx.db.transaction(async (tx) => {
    await lockOwner(tx, { userId: guestId, isGuest: true });
    await lockOwner(tx, { userId: customerId, isGuest: false });
    const guestLines = await guestOf(tx);
    const own = await tx
      .select()
      .from(s.cartLines)
      .where(and(eq(s.cartLines.userId, customerId), eq(s.cartLines.isGuest, false)));
    // the cart's identity (one line per item and variation)
    const key = (l: { moduleId: number; itemId: number; itemType: string; variation: unknown }) => JSON.stringify([l.moduleId, l.itemId, l.itemType, l.variation]);
    const ownByKey = new Map(own.map((l) => [key(l), { ...l }]));
    let moved = 0;
    const left: MergeLeft[] = [];
    for (const line of guestLines) {
      const product = products.get(`${line.moduleId}:${line.itemType}:${line.itemId}`);
      const mine = [...ownByKey.values()].filter((l) => l.moduleId === line.moduleId);
      const same = ownByKey.get(key(line));
      const fits = product ? quantityThatFits(product, line, mine, same?.quantity ?? 0) : 0;
      if (fits < line.quantity) left.push({ name: product?.name ?? `#${line.itemId}`, quantity: line.quantity - fits });
      if (fits <= 0) continue;
      const now = new Date();
      if (same) {
        await tx
          .update(s.cartLines)
          .set({ quantity: same.quantity + fits, updatedAt: now })
          .where(eq(s.cartLines.id, same.id));
        same.quantity += fits;
      } else if (fits === line.quantity) {
        await tx.update(s.cartLines).set({ userId: customerId, isGuest: false, updatedAt: now }).where(eq(s.cartLines.id, line.id));
        ownByKey.set(key(line), { ...line, userId: customerId, isGuest: false });
      } else {
        const [copy] = await tx
          .insert(s.cartLines)
          .values({ ...line, id: undefined, userId: customerId, isGuest: false, quantity: fits, createdAt: now, updatedAt: now })
          .returning();
        ownByKey.set(key(line), copy);
      }
      // the guest keeps what did not fit
      if (same || fits < line.quantity) {
        if (fits === line.quantity) await tx.delete(s.cartLines).where(eq(s.cartLines.id, line.id));
        else
          await tx
            .update(s.cartLines)
            .set({ quantity: line.quantity - fits, updatedAt: now })
            .where(eq(s.cartLines.id, line.id));
      }
      moved++;
    }
    return { moved, left };
  });
}

/** How much of a guest's line the customer's cart takes: none from another store, and no more than the stock and the item's maximum allow. */
function quantityThatFits(
  product: Product,
  line: { itemId: number; itemType: string; quantity: number; variation: unknown },
  mine: Array<{ storeId: number | null; itemId: number; itemType: string; quantity: number }>,
  sameLineQuantity: number,
): number {
  if (mine.length && !mine.some((l) => l.storeId === product.storeId)) return 0;
  let room = Math.min(line.quantity, MAX_LINE_QUANTITY - sameLineQuantity);
  if (product.maximumCartQuantity) room = Math.min(room, product.maximumCartQuantity - heldOf(mine, line.itemId, line.itemType));
  if (tracksStock(product.moduleType)) room = Math.min(room, lineStock(product, Array.isArray(line.variation) ? (line.variation as LineVariation) : []) - sameLineQuantity);
  return Math.max(0, room);
}

export interface LineInput {
  model: ItemModel;
  itemId: number;
  quantity: number;
  variation: unknown;
  addOnIds: number[];
  addOnQtys: number[];
}

export async function addLine(ctx: RequestContext, owner: CartOwner, moduleId: number, input: LineInput) {
  if (input.model === 'ItemCampaign' && owner.isGuest) throw refusal(403, 'campaign', 'campaign_sign_in');
  const product = await loadProduct(ctx, input.model, input.itemId, moduleId);
  if (!product) throw refusal(404, 'item', 'item_unavailable');
  const variation = normalizeVariation(product, input.variation);
  const addOns = normalizeAddOns(product, input.addOnIds, input.addOnQtys);
  checkQuantity(product, input.quantity, variation);
  await checkOrderable(ctx, product);
  await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const others = await tx
      .select({ storeId: s.cartLines.storeId, itemId: s.cartLines.itemId, itemType: s.cartLines.itemType, quantity: s.cartLines.quantity })
      .from(s.cartLines)
      .where(and(eq(s.cartLines.userId, owner.userId), eq(s.cartLines.isGuest, owner.isGuest), eq(s.cartLines.moduleId, moduleId)));
    if (others.length && !others.some((o) => o.storeId === product.storeId)) {
      throw refusal(403, 'store', 'cart_other_store');
    }
    checkItemTotal(product, others, input.model, input.quantity);
    const inserted = await tx
      .insert(s.cartLines)
      .values({
        userId: owner.userId,
        isGuest: owner.isGuest,
        moduleId,
        itemId: product.id,
        itemType: input.model,
        storeId: product.storeId,
        price: unitBasePrice(product, variation),
        quantity: input.quantity,
        variation,
        addOnIds: addOns.ids,
        addOnQtys: addOns.qtys,
      })
      .onConflictDoNothing()
      .returning({ id: s.cartLines.id });
    if (!inserted.length) throw refusal(403, 'cart_item', 'cart_line_exists');
  });
  return listCart(ctx, owner, moduleId);
}

export async function findOwnLine(ctx: RequestContext, owner: CartOwner, cartId: number) {
  const [line] = await ctx.db
    .select()
    .from(s.cartLines)
    .where(and(eq(s.cartLines.id, cartId), eq(s.cartLines.userId, owner.userId), eq(s.cartLines.isGuest, owner.isGuest)))
    .limit(1);
  // another shopper's line answers exactly like a missing one
  if (!line) throw refusal(404, 'cart_id', 'cart_line_not_found');
  return line;
}

export async function updateLine(
  ctx: RequestContext,
  owner: CartOwner,
  cartId: number,
  input: Omit<LineInput, 'model' | 'itemId' | 'variation' | 'addOnIds' | 'addOnQtys'> & Partial<Pick<LineInput, 'variation' | 'addOnIds' | 'addOnQtys'>>,
) {
  const line = await findOwnLine(ctx, owner, cartId);
  const product = await loadProduct(ctx, line.itemType as ItemModel, line.itemId, line.moduleId);
  if (!product) throw refusal(404, 'item', 'item_gone');
  const variation = input.variation !== undefined ? normalizeVariation(product, input.variation) : (line.variation as LineVariation);
  const addOns = input.addOnIds !== undefined ? normalizeAddOns(product, input.addOnIds, input.addOnQtys ?? []) : { ids: line.addOnIds, qtys: line.addOnQtys };
  checkQuantity(product, input.quantity, variation);
  // a lower quantity of the same line only takes away: the store's hours do not stop it
  const adds = input.quantity > line.quantity || input.variation !== undefined || input.addOnIds !== undefined;
  await checkOrderable(ctx, product, adds);
  if (product.maximumCartQuantity) {
    const siblings = await ctx.db
      .select({ itemId: s.cartLines.itemId, itemType: s.cartLines.itemType, quantity: s.cartLines.quantity })
      .from(s.cartLines)
      .where(and(eq(s.cartLines.userId, owner.userId), eq(s.cartLines.isGuest, owner.isGuest), eq(s.cartLines.itemId, line.itemId), ne(s.cartLines.id, line.id)));
    checkItemTotal(product, siblings, line.itemType as ItemModel, input.quantity);
  }
  try {
    await ctx.db
      .update(s.cartLines)
      .set({ quantity: input.quantity, variation, addOnIds: addOns.ids, addOnQtys: addOns.qtys, price: unitBasePrice(product, variation), updatedAt: new Date() })
      .where(eq(s.cartLines.id, line.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(403, 'cart_item', 'cart_line_exists');
    throw error;
  }
  return listCart(ctx, owner, line.moduleId);
}

export async function removeLine(ctx: RequestContext, owner: CartOwner, cartId: number) {
  const line = await findOwnLine(ctx, owner, cartId);
  await ctx.db.delete(s.cartLines).where(eq(s.cartLines.id, line.id));
  return listCart(ctx, owner, line.moduleId);
}

/** Empty the cart of one module, or of every module (`null`). */
export async function clearCart(ctx: RequestContext, owner: CartOwner, moduleId: number | null): Promise<CartLine[]> {
  await ctx.db.delete(s.cartLines).where(and(eq(s.cartLines.userId, owner.userId), eq(s.cartLines.isGuest, owner.isGuest), moduleId === null ? undefined : eq(s.cartLines.moduleId, moduleId)));
  return [];
}
