import { and, eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema';
import { call, testDatabase } from './harness';

/**
 * Orders are placed against a store of their own (open all day, in the Kathmandu zone), so the
 * tests neither depend on the clock nor touch the catalogue other files read.
 */
export const ORDER_POINT = { latitude: 27.7153, longitude: 85.3123 };

/** a new guest id (auth/guest/request) */
export const newGuest = async () => (await call('auth/guest/request', { method: 'POST', body: {} })).body.guest_id as number;

/** an order/place body for `storeId`, delivered to ORDER_POINT for Asha Rai, cash on delivery; `over` changes any field */
export const orderBody = (storeId: number, over: Record<string, unknown> = {}) => ({
  order_type: 'delivery',
  store_id: storeId,
  payment_method: 'cash_on_delivery',
  order_amount: 1,
  distance: 3,
  address: 'Thamel Marg, Kathmandu',
  address_type: 'home',
  ...ORDER_POINT,
  contact_person_name: 'Asha Rai',
  contact_person_number: '+9779811111111',
  contact_person_email: 'asha@example.com',
  ...over,
});

export interface OrderStore {
  storeId: number;
  /** 120, stock 100000 */
  plainItem: number;
  /** 250, stock 10 */
  scarceItem: number;
  /** other files count the catalogue's stores: leave it as it was */
  remove(): Promise<void>;
}

/** `prefix` names the store ('<prefix> Mart') and its items ('<prefix> Rice', '<prefix> Saffron'). */
export async function createOrderStore(prefix: string): Promise<OrderStore> {
  const { db } = await testDatabase();
  const [template] = await db
    .select()
    .from(s.stores)
    .where(and(eq(s.stores.moduleId, 1), eq(s.stores.zoneId, 1), eq(s.stores.status, true)))
    .limit(1);
  const { id: _id, slug: _slug, ...copy } = template;
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const [store] = await db
    .insert(s.stores)
    .values({
      ...copy,
      name: `${prefix} Mart`,
      slug: `${prefix.toLowerCase().replace(/\W+/g, '-')}-mart-${stamp}`,
      active: true,
      delivery: true,
      takeAway: true,
      freeDelivery: false,
      selfDeliverySystem: false,
      minimumOrder: 200,
      tax: 10,
      discountPercent: null,
      scheduleOrder: true,
    })
    .returning();
  const storeId = store.id;
  await db.insert(s.storeSchedules).values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ storeId, day, openingTime: '00:00:00', closingTime: '23:59:59' })));
  const [templateItem] = await db.select().from(s.items).where(eq(s.items.moduleId, 1)).limit(1);
  const { id: _iid, slug: _islug, ...itemCopy } = templateItem;
  const base = {
    ...itemCopy,
    storeId,
    status: true,
    price: 120,
    discount: 0,
    discountType: 'amount',
    variations: [],
    foodVariations: [],
    choiceOptions: [],
    addOnIds: [],
    maximumCartQuantity: null,
    availableTimeStarts: '00:00:00',
    availableTimeEnds: '23:59:59',
  };
  const rows = await db
    .insert(s.items)
    .values([
      { ...base, name: `${prefix} Rice`, slug: `rice-${stamp}`, stock: 100000 },
      { ...base, name: `${prefix} Saffron`, slug: `saffron-${stamp}`, stock: 10, price: 250 },
    ])
    .returning({ id: s.items.id });
  return {
    storeId,
    plainItem: rows[0].id,
    scarceItem: rows[1].id,
    async remove() {
      await db.delete(s.orders).where(eq(s.orders.storeId, storeId));
      await db.delete(s.cartLines).where(eq(s.cartLines.storeId, storeId));
      await db.delete(s.items).where(eq(s.items.storeId, storeId));
      await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, storeId));
      await db.delete(s.stores).where(eq(s.stores.id, storeId));
    },
  };
}
