/** A page request's reads are answered once (issue 16: no statement repeated within a request); a write forgets them. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../../src/server/db/schema';
import { itemCacheOf, referenceCacheOf } from '../../src/server/cache/reference-cache';
import { itemAnswers, personalAnswers, sharedAnswers } from '../../src/server/cache/shared-answers';
import { countStatements, setDatabase } from '../../src/server/db/client';
import { requestMemo, serverApiClient, serverRequester } from '../../src/server/api/in-process';
import { authApi } from '../../src/lib/api/endpoints/auth';
import { accountApi } from '../../src/lib/api/endpoints/account';
import { cartApi } from '../../src/lib/api/endpoints/cart';
import { verifiedCustomer } from './auth-helpers';
import { noticesHeard, personalNoticesHeard, seenAfterChange, testDatabase } from './harness';

const headers = { language: 'en' as const, zoneId: [1], moduleId: 1, latitude: 27.7153, longitude: 85.3123 };

describe('in-process reads of one page request', () => {
  // the lists kept for everyone (list-cache.test.ts) would answer another request too: off here, to see the memo alone
  beforeAll(() => void vi.stubEnv('LIST_TTL_MS', '0'));
  afterAll(() => void vi.unstubAllEnvs());

  it('the same read twice costs its statements once and answers the same; another request reads again', async () => {
    setDatabase(await testDatabase());
    const memo = requestMemo();
    const api = serverApiClient(headers, 'http://localhost', memo);
    const first = await countStatements(() => api.popularItems(6, 1));
    expect(first.statements).toBeGreaterThan(0);
    const again = await countStatements(() => api.popularItems(6, 1));
    expect(again.statements).toBe(0);
    expect(again.result).toEqual(first.result);
    // another page request has a memo of its own
    const other = await countStatements(() => serverApiClient(headers, 'http://localhost', requestMemo()).popularItems(6, 1));
    expect(other.statements).toBeGreaterThan(0);
    expect(other.result).toEqual(first.result);
  });

  it('a write in the same request forgets what was read', async () => {
    setDatabase(await testDatabase());
    const memo = requestMemo();
    const api = serverApiClient(headers, 'http://localhost', memo);
    await api.popularItems(6, 1);
    await authApi(serverRequester({ language: 'en' }, 'http://localhost', memo)).guestId();
    expect((await countStatements(() => api.popularItems(6, 1))).statements).toBeGreaterThan(0);
  });

  it("the shopper's session is read once for all the calls of one page request; a new request is refused once it has ended", async () => {
    setDatabase(await testDatabase());
    const { token } = await verifiedCustomer();
    const mine = { ...headers, token };
    const memo = requestMemo();
    const profile = await accountApi(serverRequester(mine, 'http://localhost', memo)).profile();
    expect(profile.firstName).toBe('Maya');
    // the session ends in the middle of the page request: the page's later calls go on with the session it read
    const { db } = await testDatabase();
    await db.update(s.sessions).set({ revokedAt: new Date() }).where(eq(s.sessions.customerId, profile.id!));
    expect(Array.isArray(await cartApi(serverRequester(mine, 'http://localhost', memo)).list())).toBe(true);
    // the next page request reads it again (the process's kept session is gone with the change) and is refused
    await seenAfterChange(() => expect(cartApi(serverRequester(mine, 'http://localhost', requestMemo())).list()).rejects.toMatchObject({ status: 401 }));
  });
});

/** The process's answers kept for everyone, emptied, once its watch on reference data is up and every earlier notice heard. */
async function emptiedSharedAnswers() {
  const database = await testDatabase();
  setDatabase(database);
  const shared = sharedAnswers();
  const page = () => serverApiClient(headers, 'http://localhost', requestMemo());
  // the watch on reference data is up once the process has read some (any call starts it)
  await page().config();
  await vi.waitFor(() => expect(referenceCacheOf(database.db)?.active).toBe(true), { timeout: 5_000, interval: 20 });
  // on PostgreSQL an earlier test's change notice may still be on its way: let it arrive first
  await noticesHeard();
  shared.clear();
  return { database, shared, page };
}

describe("answers every shopper gets alike, kept by the process (src/server/cache/shared-answers.ts)", () => {
  it('a second page request takes the config and a home rail from the process; a reference change empties them; a signed-in call is never kept', async () => {
    const { database, shared, page } = await emptiedSharedAnswers();
    const first = await page().config();
    await page().popularItems(6, 1);
    const kept = shared.size;
    expect(kept).toBe(2);
    // another page request: the same answers, parsed once and shared read-only, nothing more kept;
    // no call is even made for them (no request, no response): the parsed value is known
    const asked = vi.spyOn(shared, 'answer');
    const again = await page().config();
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    expect(again).toBe(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(await page().popularItems(6, 1)).toBe(await page().popularItems(6, 1));
    expect(shared.size).toBe(kept);
    // the shopper's own calls are not kept
    const { token } = await verifiedCustomer();
    await accountApi(serverRequester({ ...headers, token }, 'http://localhost', requestMemo())).profile();
    expect(shared.size).toBe(kept);
    // a setting changed (any reference table): every kept answer goes
    await database.db.insert(s.businessSettings).values({ key: 'shared_answers_probe', value: String(Date.now()) }).onConflictDoUpdate({ target: s.businessSettings.key, set: { value: String(Date.now()) } });
    await vi.waitFor(() => expect(shared.size).toBe(0), { timeout: 5_000, interval: 20 });
    await database.db.delete(s.businessSettings).where(eq(s.businessSettings.key, 'shared_answers_probe'));
  });
});

describe("a store's page, kept for everyone (src/server/cache/shared-answers.ts)", () => {
  it('a second page request takes its details and reviews from the process; a rename shows on the next request', async () => {
    const { database, shared, page } = await emptiedSharedAnswers();
    const store = await page().storePage('asan-fresh-mart');
    const reviews = await page().storeReviews(store.id);
    expect(shared.size).toBe(2);
    expect(await page().storePage('asan-fresh-mart')).toBe(store);
    expect(await page().storeReviews(store.id)).toBe(reviews);
    try {
      await database.db.update(s.stores).set({ name: `${store.name} Renamed` }).where(eq(s.stores.id, store.id));
      await seenAfterChange(async () => expect((await page().storePage('asan-fresh-mart')).name).toBe(`${store.name} Renamed`));
    } finally {
      await database.db.update(s.stores).set({ name: store.name }).where(eq(s.stores.id, store.id));
    }
    await seenAfterChange(async () => expect((await page().storePage('asan-fresh-mart')).name).toBe(store.name));
  });
});

describe("an item's own answer (the product page's), kept with the item (src/server/cache/shared-answers.ts itemAnswers)", () => {
  it('a second page request takes it from the process where the item is kept; a change to the item shows on the next request', async () => {
    const database = await testDatabase();
    setDatabase(database);
    const [item] = await database.db.select().from(s.items).where(and(eq(s.items.moduleId, 1), eq(s.items.status, true))).orderBy(s.items.id).limit(1);
    const answers = itemAnswers();
    const page = () => serverApiClient(headers, 'http://localhost', requestMemo());
    await page().productPage(item.slug);
    const embedded = database.kind === 'pglite';
    // the items' notices are heard on the embedded database only (src/server/db/client.ts)
    if (embedded) await vi.waitFor(() => expect(itemCacheOf(database.db)?.active && referenceCacheOf(database.db)?.active).toBe(true), { timeout: 5_000, interval: 20 });
    await noticesHeard();
    answers.clear();
    const first = await page().productPage(item.slug);
    expect(first.price).toBe(item.price);
    expect(answers.size).toBe(embedded ? 1 : 0);
    const asked = vi.spyOn(answers, 'answer');
    const again = await page().productPage(item.slug);
    if (embedded) {
      // no call made: the value parsed for the first page request, shared read-only
      expect(asked).not.toHaveBeenCalled();
      expect(again).toBe(first);
      expect(Object.isFrozen(again)).toBe(true);
    } else expect(again).toEqual(first);
    asked.mockRestore();
    // the price changed straight in the database: the next page request shows it
    try {
      await database.db.update(s.items).set({ price: item.price + 7 }).where(eq(s.items.id, item.id));
      await seenAfterChange(async () => expect((await page().productPage(item.slug)).price).toBe(item.price + 7));
      await seenAfterChange(async () => expect((await page().productPage(item.id)).price).toBe(item.price + 7));
    } finally {
      await database.db.update(s.items).set({ price: item.price }).where(eq(s.items.id, item.id));
    }
    await seenAfterChange(async () => expect((await page().productPage(item.slug)).price).toBe(item.price));
    // a signed-in call of the same item is the shopper's own: never kept
    answers.clear();
    const { token } = await verifiedCustomer();
    await serverApiClient({ ...headers, token }, 'http://localhost', requestMemo()).productPage(item.slug);
    expect(answers.size).toBe(0);
  });
});

describe("a shopper's header answers, kept for their own session (src/server/cache/shared-answers.ts personalAnswers)", () => {
  it('a second page request takes their info and cart from the process (on PostgreSQL under their version); a change to either shows on the very next request', async () => {
    const database = await testDatabase();
    setDatabase(database);
    const { token, phone } = await verifiedCustomer();
    const [me] = await database.db.select().from(s.customers).where(eq(s.customers.phone, phone));
    const answers = personalAnswers();
    const mine = () => serverRequester({ ...headers, token }, 'http://localhost', requestMemo());
    await accountApi(mine()).profile();
    // the notices they are emptied by are heard: of reference data, items, and the shoppers' rows (on PostgreSQL, kept under their version)
    await personalNoticesHeard();
    answers.clear();
    const profile = await accountApi(mine()).profile();
    expect(await cartApi(mine()).count()).toBe(0);
    expect(await serverApiClient({ ...headers, token }, 'http://localhost', requestMemo()).visitAgain()).toEqual([]);
    expect(answers.size).toBe(3);
    const asked = vi.spyOn(answers, 'answer');
    expect(await accountApi(mine()).profile()).toEqual(profile);
    expect(await cartApi(mine()).count()).toBe(0);
    // no call made for either: the values parsed for the first page request (on PostgreSQL once the
    // session's statement has read the version they are kept under: no response is made for them either)
    expect(asked).not.toHaveBeenCalled();
    expect(answers.size).toBe(3);
    asked.mockRestore();
    // within one page request, once the first call has read the session, the next header answer is known without a call (on PostgreSQL too)
    const page = requestMemo();
    await accountApi(serverRequester({ ...headers, token }, 'http://localhost', page)).profile();
    const askedInPage = vi.spyOn(answers, 'answer');
    expect(await cartApi(serverRequester({ ...headers, token }, 'http://localhost', page)).count()).toBe(0);
    expect(askedInPage).not.toHaveBeenCalled();
    askedInPage.mockRestore();
    // another shopper's session is a call of its own, kept apart
    const other = await verifiedCustomer();
    expect((await accountApi(serverRequester({ ...headers, token: other.token }, 'http://localhost', requestMemo())).profile()).id).not.toBe(profile.id);
    // a line put in the cart (as cart/add writes it, from any process) and a new name: the very next page request shows both, no notice waited for
    const [item] = await database.db.select().from(s.items).where(eq(s.items.id, 1));
    await database.db.insert(s.cartLines).values({ userId: me.id, isGuest: false, moduleId: item.moduleId, itemId: item.id, storeId: item.storeId, price: item.price, quantity: 1 });
    expect(await cartApi(mine()).count()).toBe(1);
    await database.db.update(s.customers).set({ fName: 'Renamed' }).where(eq(s.customers.id, me.id));
    expect((await accountApi(mine()).profile()).firstName).toBe('Renamed');
    // signed out (the session revoked): the very next page request is refused, not answered from the process
    await database.db.update(s.sessions).set({ revokedAt: new Date() }).where(eq(s.sessions.customerId, me.id));
    await expect(cartApi(mine()).count()).rejects.toMatchObject({ status: 401 });
  });
});
