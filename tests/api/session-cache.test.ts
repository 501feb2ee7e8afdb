/**
 * The signed-in shopper's session kept by the process (issue 16, migration 0028): on the embedded
 * database a token met again costs no statement; on PostgreSQL, whose notices come a moment after
 * the commit, it is read each time. Either way any change to the session or the customer (a sign-out,
 * a profile change, an account switched off, by the API or straight in the database) is seen by the
 * next request.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../src/server/db/client';
import { customers, sessions } from '../../src/server/db/schema';
import { customerForToken } from '../../src/server/services/auth/sessions';
import { call, seenAfterChange, testDatabase } from './harness';
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
