/**
 * The signed-in shopper's session kept by the process (issue 16, migration 0028): on the embedded
 * database a token met again costs no statement; on PostgreSQL, whose notices come a moment after
 * the commit, it is read each time. Either way any change to the session or the customer (a sign-out,
 * a profile change, an account switched off, by the API or straight in the database) is seen by the
 * next request.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../src/server/db/client';
import { cartLines, customers, items, orders, personalVersions, sessions } from '../../src/server/db/schema';
import { contextFor } from '../../src/server/core/context';
import { listCart } from '../../src/server/services/cart';
import { customerForToken } from '../../src/server/services/auth/sessions';
import { call, secondProcess, seenAfterChange, testDatabase } from './harness';
import { auth, verifiedCustomer } from './auth-helpers';

const lookupStatements = async (token: string) => {
  const { db } = await testDatabase();
  return (await countStatements(() => customerForToken(db, token))).statements;
};
/** what a lookup met again costs: nothing where the session is kept */
const keptCost = async () => ((await testDatabase()).kind === 'pglite' ? 0 : 1);

describe('kept sessions', () => {
  it('looks a token up once; later requests find it in memory', async () => {
    const { token } = await verifiedCustomer();
    expect((await call('customer/info', { headers: auth(token) })).status).toBe(200);
    // on PostgreSQL the sign-in's own notice may still empty it once: then it is read again and kept
    await expect.poll(() => lookupStatements(token), { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    expect(await lookupStatements(token)).toBe(await keptCost());
    const { db } = await testDatabase();
    // a transaction reads through: it may have changed the rows itself
    await db.transaction(async (tx) => {
      expect((await countStatements(() => customerForToken(tx as typeof db, token))).statements).toBe(1);
    });
  });

  it('reads the sessions asked for in one turn of the event loop in one statement, each its own', async () => {
    const [first, second] = [await verifiedCustomer(), await verifiedCustomer()];
    await expect.poll(() => lookupStatements(first.token), { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    await expect.poll(() => lookupStatements(second.token), { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    const { db } = await testDatabase();
    const unknown = `unknown-${Math.random().toString(36).slice(2)}`;
    const { result, statements } = await countStatements(() => Promise.all([customerForToken(db, first.token), customerForToken(db, second.token), customerForToken(db, unknown)]));
    // one statement: on PostgreSQL for the three, not three; on the embedded database for the unknown one (the others are kept)
    expect(statements).toBe(1);
    expect(result[0]?.customer.phone).toBe(first.phone);
    expect(result[1]?.customer.phone).toBe(second.phone);
    expect(result[2]).toBeNull();
  });

  it('refuses a token the moment its session is ended', async () => {
    const { token } = await verifiedCustomer();
    await expect.poll(() => lookupStatements(token), { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    expect((await call('auth/logout', { method: 'POST', headers: auth(token) })).status).toBe(200);
    await seenAfterChange(async () => expect((await call('customer/info', { headers: auth(token) })).status).toBe(401));
  });

  it('shows a change made straight in the database, and refuses an account switched off', async () => {
    const { token, phone } = await verifiedCustomer();
    await expect.poll(() => lookupStatements(token), { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    const { db } = await testDatabase();
    await db.update(customers).set({ fName: 'Renamed' }).where(eq(customers.phone, phone));
    await seenAfterChange(async () => expect((await call('customer/info', { headers: auth(token) })).body.f_name).toBe('Renamed'));
    await db.update(customers).set({ status: false }).where(eq(customers.phone, phone));
    await seenAfterChange(async () => expect((await call('customer/info', { headers: auth(token) })).status).toBe(401));
  });

  it('refuses a session revoked straight in the database', async () => {
    const { token, phone } = await verifiedCustomer();
    await expect.poll(() => lookupStatements(token), { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    const { db } = await testDatabase();
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.customerId, customer.id));
    await seenAfterChange(async () => expect((await call('customer/info', { headers: auth(token) })).status).toBe(401));
  });
});

describe('kept order counts and cart lines (migration 0029)', () => {
  const cartStatements = async (owner: { userId: number; isGuest: boolean }) => {
    const { db } = await testDatabase();
    return countStatements(() => listCart(contextFor(db), owner, 1));
  };

  it("keeps a shopper's cart lines until one of theirs changes; another shopper's change leaves them kept", async () => {
    const { db } = await testDatabase();
    const [a, b] = await db.select({ id: customers.id }).from(customers).orderBy(customers.id).limit(2);
    const mine = { userId: a.id, isGuest: false };
    const theirs = { userId: b.id, isGuest: false };
    await db.delete(cartLines).where(eq(cartLines.userId, a.id));
    await seenAfterChange(async () => expect((await cartStatements(mine)).result).toEqual([]));
    await expect.poll(async () => (await cartStatements(mine)).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    const [item] = await db.select().from(items).where(and(eq(items.moduleId, 1), eq(items.status, true))).limit(1);
    const line = { moduleId: 1, itemId: item.id, itemType: 'Item', storeId: item.storeId, price: item.price, quantity: 1, variation: [], addOnIds: [], addOnQtys: [] };
    // another shopper's line, and a guest's of the same number: not mine
    const added = await db
      .insert(cartLines)
      .values([
        { ...line, userId: theirs.userId, isGuest: false },
        { ...line, userId: a.id, isGuest: true },
      ])
      .returning({ id: cartLines.id });
    await expect.poll(async () => (await cartStatements(mine)).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    // mine: the next read has it
    added.push(...(await db.insert(cartLines).values({ ...line, userId: a.id, isGuest: false }).returning({ id: cartLines.id })));
    await seenAfterChange(async () => expect((await cartStatements(mine)).result.map((l) => l.itemId)).toEqual([item.id]));
    await db.update(cartLines).set({ quantity: 3 }).where(and(eq(cartLines.userId, a.id), eq(cartLines.isGuest, false)));
    await seenAfterChange(async () => expect((await cartStatements(mine)).result.map((l) => l.quantity)).toEqual([3]));
    await db.delete(cartLines).where(inArray(cartLines.id, added.map((l) => l.id)));
    await seenAfterChange(async () => expect((await cartStatements(mine)).result).toEqual([]));
  });

  it("keeps a customer's order counts until one of their orders changes", async () => {
    const { db } = await testDatabase();
    const [withOrders] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.isGuest, false)).limit(1);
    const [customer] = await db.select().from(customers).where(eq(customers.id, withOrders.userId));
    const { customerProfile } = await import('../../src/server/services/auth/accounts');
    const profileStatements = async () => (await countStatements(() => customerProfile(db, customer, {}))).statements;
    await expect.poll(profileStatements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    const counted = (await customerProfile(db, customer, {})).orderCount;
    // another customer's order changes: these counts stay kept
    await db
      .update(orders)
      .set({ orderNote: sql`${orders.orderNote}` })
      .where(and(ne(orders.userId, customer.id), eq(orders.isGuest, false)));
    await expect.poll(profileStatements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    // one of theirs leaves them: counted again
    const [one] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, customer.id), eq(orders.isGuest, false))).limit(1);
    await db.update(orders).set({ isGuest: true }).where(eq(orders.id, one.id));
    await seenAfterChange(async () => expect((await customerProfile(db, customer, {})).orderCount).toBe(counted - 1));
    await db.update(orders).set({ isGuest: false }).where(eq(orders.id, one.id));
    await seenAfterChange(async () => expect((await customerProfile(db, customer, {})).orderCount).toBe(counted));
  });
});


describe("a customer's cart lines and orders kept under their version (issue 48.2, migration 0035)", () => {
  it('a signed-in page met again reads the session alone; a change made by another process is read by the very next request', async () => {
    const { db } = await testDatabase();
    const { token, phone } = await verifiedCustomer();
    const [me] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
    const headers = { ...auth(token), moduleId: '1', zoneId: '[1]' };
    // kept: on PostgreSQL the session's statement alone, which carries the version; nothing on the embedded database
    await expect.poll(async () => (await call('customer/info', { headers })).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    await expect.poll(async () => (await call('customer/cart/list', { headers })).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    expect((await call('customer/cart/list', { headers })).body).toEqual([]);

    // another server process (on PostgreSQL: its own pool, as another machine would be) adds a line
    const other = await secondProcess();
    try {
      const [item] = await db
        .select()
        .from(items)
        .where(and(eq(items.moduleId, 1), eq(items.status, true), eq(items.zoneId, 1), sql`${items.variations} = '[]'::jsonb`, sql`${items.stock} > 3`))
        .limit(1);
      const line = { moduleId: 1, itemId: item.id, itemType: 'Item', storeId: item.storeId, price: item.price, quantity: 1, variation: [], addOnIds: [], addOnQtys: [] };
      if (other) {
        const added = await other.call('customer/cart/add', { method: 'POST', headers, body: { item_id: item.id, quantity: 1, model: 'Item' } });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
      } else await db.insert(cartLines).values({ ...line, userId: me.id, isGuest: false });
      // at once: no notice waited for
      expect((await call('customer/cart/list', { headers })).body.map((l: { item_id: number }) => l.item_id)).toEqual([item.id]);
      const before = (await call('customer/info', { headers })).body.order_count;
      // an order becoming theirs, straight in the database: counted by the very next request
      const [order] = await db.select({ id: orders.id, userId: orders.userId, isGuest: orders.isGuest }).from(orders).limit(1);
      await db.update(orders).set({ userId: me.id, isGuest: false }).where(eq(orders.id, order.id));
      expect((await call('customer/info', { headers })).body.order_count).toBe(before + 1);
      await db.update(orders).set({ userId: order.userId, isGuest: order.isGuest }).where(eq(orders.id, order.id));
      expect((await call('customer/info', { headers })).body.order_count).toBe(before);
    } finally {
      await db.delete(cartLines).where(and(eq(cartLines.userId, me.id), eq(cartLines.isGuest, false)));
      await other?.close();
    }
  });

  it('a version moves with the owner of a line, and with a TRUNCATE for everyone', async () => {
    const { db } = await testDatabase();
    const [a, b] = await db.select({ id: customers.id }).from(customers).orderBy(customers.id).limit(2);
    const version = async (id: number) => (await db.select({ v: personalVersions.version }).from(personalVersions).where(eq(personalVersions.customerId, id)))[0]?.v ?? 0;
    const [item] = await db.select().from(items).where(eq(items.moduleId, 1)).limit(1);
    const line = { moduleId: 1, itemId: item.id, itemType: 'Item', storeId: item.storeId, price: item.price, quantity: 1, variation: [], addOnIds: [], addOnQtys: [] };
    const [start, other] = [await version(a.id), await version(b.id)];
    // a guest's line of the same number is not theirs
    const [guestLine] = await db.insert(cartLines).values({ ...line, userId: a.id, isGuest: true }).returning({ id: cartLines.id });
    expect(await version(a.id)).toBe(start);
    // a guest's line becoming theirs at sign-in (the cart merge), then passing to another customer
    await db.update(cartLines).set({ isGuest: false }).where(eq(cartLines.id, guestLine.id));
    expect(await version(a.id)).toBe(start + 1);
    await db.update(cartLines).set({ userId: b.id }).where(eq(cartLines.id, guestLine.id));
    expect([await version(a.id), await version(b.id)]).toEqual([start + 2, other + 1]);
    await db.delete(cartLines).where(eq(cartLines.id, guestLine.id));
    expect(await version(b.id)).toBe(other + 2);
  });
});
