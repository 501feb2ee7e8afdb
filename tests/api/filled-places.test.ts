/**
 * A shopper's places as filled in a page, kept for their own session (issue 48.1,
 * src/server/cache/shared-answers.ts filledPlaces): the next page costs their session's read alone,
 * and a change to their rows, a sign-out or another shopper is never answered from what was kept.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { filledPlaces } from '../../src/server/cache/shared-answers';
import { countStatements, setDatabase } from '../../src/server/db/client';
import { RequestCookies } from '../../src/server/cache/front-hit';
import { personalFills } from '../../src/loaders/personal';
import type { SlotName } from '../../src/lib/personal-slots';
import { verifiedCustomer } from './auth-helpers';
import { personalNoticesHeard, testDatabase } from './harness';

const PLACE_COOKIES = `zoneid=${encodeURIComponent('[1]')}; module=${encodeURIComponent('{"id":1,"module_type":"grocery"}')}`;
const SLOTS = new Set<SlotName>(['session', 'account', 'drawer-logout', 'cart', 'review-prompt']);
const scope = (token: string, path = '/product/fuji-apples') => ({ locals: { locale: 'en' as const }, url: new URL(`http://localhost${path}`), cookies: new RequestCookies(`${PLACE_COOKIES}; token=${token}`) });
const cartCount = (fills: Record<string, string | undefined>) => /data-server-count="(\d+)"/.exec(fills.cart ?? '')?.[1];

describe("a shopper's filled places, kept for their own session", () => {
  it('a second page takes them from the process with no read but the session; a change to their rows, another shopper and a sign-out show at once', async () => {
    const database = await testDatabase();
    setDatabase(database);
    const { token, phone } = await verifiedCustomer();
    const [me] = await database.db.select().from(s.customers).where(eq(s.customers.phone, phone));
    await personalFills(scope(token), SLOTS);
    // the notices they are emptied by are heard: of reference data, items, and the shoppers' rows (on PostgreSQL, kept under their version)
    await personalNoticesHeard();
    filledPlaces().clear();

    const first = await personalFills(scope(token), SLOTS);
    expect(first.account).toContain(me.fName);
    expect(filledPlaces().size).toBe(1);
    // the next page: the same places, made once; on PostgreSQL the session's one statement, on the embedded database none
    const again = await countStatements(() => personalFills(scope(token), SLOTS));
    expect(again.result).toBe(first);
    expect(again.statements).toBe(database.kind === 'pglite' ? 0 : 1);
    // another page kind (the review page has no review prompt), another language: kept apart
    expect((await personalFills(scope(token, '/rate-and-review/5'), SLOTS))['review-prompt']).toBeUndefined();
    expect((await personalFills({ ...scope(token), locals: { locale: 'ne' } }, SLOTS)).account).not.toBe(first.account);
    // another shopper's places are their own
    const other = await verifiedCustomer();
    const [them] = await database.db.select().from(s.customers).where(eq(s.customers.phone, other.phone));
    await database.db.update(s.customers).set({ fName: 'Otherone' }).where(eq(s.customers.id, them.id));
    const theirs = await personalFills(scope(other.token), SLOTS);
    expect(theirs.account).toContain('Otherone');
    expect(theirs.account).not.toContain(me.fName);
    expect((await personalFills(scope(token), SLOTS)).account).not.toContain('Otherone');

    // a line put in the cart (as cart/add writes it, from any process) and a new name: the very next page shows both
    const [item] = await database.db.select().from(s.items).where(eq(s.items.id, 1));
    await database.db.insert(s.cartLines).values({ userId: me.id, isGuest: false, moduleId: item.moduleId, itemId: item.id, storeId: item.storeId, price: item.price, quantity: 1 });
    expect(cartCount(await personalFills(scope(token), SLOTS))).toBe('1');
    await database.db.update(s.customers).set({ fName: 'Renamed' }).where(eq(s.customers.id, me.id));
    expect((await personalFills(scope(token), SLOTS)).account).toContain('Renamed');
    // signed out (the session revoked): the very next page has no account in it
    await database.db.update(s.sessions).set({ revokedAt: new Date() }).where(eq(s.sessions.customerId, me.id));
    const after = await personalFills(scope(token), SLOTS);
    expect(after.account).toBeUndefined();
    expect(after.session).toContain('expired');
  });
});
