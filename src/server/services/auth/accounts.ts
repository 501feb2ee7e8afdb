/** Customer accounts: lookup, creation, finishing a sign-in, the guest-to-customer move and the profile. */
import { HISTORY_STATUSES } from '../../../lib/order-status';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, or, sql, type Placeholder } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { ownRows, personalData } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { cartLines, categories, customers, orders } from '../../db/schema';
import type { MessageKey } from '../../core/messages';
import { answerFor, type SignInAnswer } from './answer';
import { issueSession, type Customer } from './sessions';
import type { RequestContext } from '../../core/context';
import { mergeGuestCart } from '../cart';
import { discountSettings, firstOrderDiscount, type FirstOrderDiscount } from '../referral';

export type { Customer } from './sessions';

/** Order statuses that are history; every other status is a running order. */

export async function findByEmailOrPhone(db: Db, email: string | null, phone: string | null): Promise<Customer | undefined> {
  const conditions = [email ? sql`lower(${customers.email}) = ${email.toLowerCase()}` : undefined, phone ? eq(customers.phone, phone) : undefined].filter(Boolean);
  if (!conditions.length) return undefined;
  const [row] = await db
    .select()
    .from(customers)
    .where(or(...(conditions as never[])))
    .limit(1);
  return row;
}

/** The account a provider identity was linked to. */
export async function findBySocial(db: Db, medium: string, subject: string): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.loginMedium, medium), eq(customers.socialId, subject)))
    .limit(1);
  return row;
}

/** The account owning a referral code. */
export async function findByRefCode(db: Db, code: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.refCode, code)).limit(1);
  return row;
}

/** Change an account's fields (updatedAt follows unless `touch` is false) and return the new row. */
export async function updateCustomer(db: Db, id: number, fields: Partial<Omit<typeof customers.$inferInsert, 'id'>>, touch = true): Promise<Customer> {
  const [row] = await db
    .update(customers)
    .set(touch ? { updatedAt: new Date(), ...fields } : fields)
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/** A new account, with its own referral code. */
export async function createCustomer(db: Db, values: Omit<typeof customers.$inferInsert, 'refCode'>): Promise<Customer> {
  const prefix =
    (values.fName ?? '')
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'VB';
  const [customer] = await db
    .insert(customers)
    .values({ ...values, refCode: `${prefix}${randomBytes(5).toString('hex').toUpperCase()}` })
    .returning();
  return customer;
}

export function splitName(name: string): { fName: string; lName: string } {
  const parts = name.trim().split(/\s+/);
  return { fName: parts[0] ?? '', lName: parts.slice(1).join(' ') };
}

/** Finish a sign-in: a fresh session token, and the guest's cart moved over (by cart/add's rules) when a guest id came along. */
export async function signIn(ctx: RequestContext, customer: Customer, loginType: string, guestId: number | undefined, message: MessageKey | null = null): Promise<SignInAnswer> {
  const token = await issueSession(ctx.db, customer.id);
  const merged = guestId ? await mergeGuestCart(ctx, guestId, customer.id) : null;
  if (merged?.left.length) {
    // what stayed in the guest's cart is named in the answer (the page shows it as a toast)
    const items = merged.left.map((l) => `${l.quantity} × ${l.name}`).join(', ');
    return { ...answerFor(customer, token, loginType, 'cart_merge_left'), messageVars: { items }, cartLeft: merged.left };
  }
  return answerFor(customer, token, loginType, message);
}

/** the customer's own orders (not those placed as a guest) */
const ordersOf = (customerId: number | Placeholder) => and(eq(orders.userId, customerId), eq(orders.isGuest, false));
/** an order still running: not yet in the history (delivered, cancelled, refunded, failed, ...) */
const running = () => notInArray(orders.orderStatus, HISTORY_STATUSES);

export async function runningOrderCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(ordersOf(customerId), running()));
  return row.n;
}

/** The interest categories that still exist, with their modules. */
export async function interestModules(db: Db, interest: number[]): Promise<Array<{ id: number; moduleId: number }>> {
  if (!interest.length) return [];
  return db
    .select({ id: categories.id, moduleId: categories.moduleId })
    .from(categories)
    .where(and(inArray(categories.id, interest), eq(categories.status, true)));
}

export interface CustomerProfile {
  customer: Customer;
  orderCount: number;
  runningOrderCount: number;
  /** the modules of the categories the customer likes */
  interestModuleIds: number[];
  firstOrderDiscount: FirstOrderDiscount;
}

/** every order of a customer and the running ones, in one statement (every signed-in page asks: built once) */
const orderCounts = builtOnce('customer_order_counts', (db, name) =>
  db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${running()})`.mapWith(Number),
    })
    .from(orders)
    .where(ordersOf(sql.placeholder('customerId')))
    .prepare(name),
);

/** `personalVersion`: the version of the customer's rows read with their session (reference-cache.ts, personalData) */
export async function customerProfile(db: Db, customer: Customer, settings: Record<string, unknown>, now = new Date(), personalVersion?: number): Promise<CustomerProfile> {
  const [[counts], interests] = await Promise.all([
    // kept by the process until one of the customer's orders changes (migration 0029; on PostgreSQL, under their version: 0035)
    personalData(db, `order-counts:${customer.id}`, ['orders', ownRows('orders', { userId: customer.id, isGuest: false })], () => orderCounts(db, { customerId: customer.id }), personalVersion),
    interestModules(db, customer.interest),
  ]);
  const discount = firstOrderDiscount(customer, counts.n, discountSettings(settings), now);
  return { customer, orderCount: counts.n, runningOrderCount: counts.running, interestModuleIds: [...new Set(interests.map((k) => k.moduleId))], firstOrderDiscount: discount };
}

export async function deleteCustomer(db: Db, customerId: number): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, customerId), eq(cartLines.isGuest, false)));
  await db.delete(customers).where(eq(customers.id, customerId));
}
