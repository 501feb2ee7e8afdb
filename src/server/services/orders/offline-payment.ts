/**
 * Paying an order offline (reference §3.4): after placing it with `offline_payment`, the shopper says
 * how they paid (a method the operator lists, its fields as the method asks for them, a note). The
 * operator then verifies it; until then the shopper may correct it.
 */
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import type { CartOwner } from '../cart';
import { ownOrder } from './read';

export interface OfflinePaymentInput {
  methodId: number;
  /** the method's customer inputs, by name */
  fields: Record<string, string>;
  note: string | null;
}

async function checked(ctx: RequestContext, owner: CartOwner, orderId: number, input: OfflinePaymentInput) {
  const order = await ownOrder(ctx, owner, orderId);
  if (order.paymentMethod !== 'offline_payment' || order.paymentStatus !== 'unpaid' || ['canceled', 'failed', 'delivered'].includes(order.orderStatus)) {
    throw refusal(403, 'order', 'payment_not_due');
  }
  const [method] = await ctx.db
    .select()
    .from(s.offlinePaymentMethods)
    .where(and(eq(s.offlinePaymentMethods.id, input.methodId), eq(s.offlinePaymentMethods.status, true)))
    .limit(1);
  if (!method) throw refusal(404, 'method_id', 'offline_method_unknown');
  const fields: Record<string, string> = {};
  for (const info of method.methodInformations) {
    const value = (input.fields[info.customer_input] ?? '').trim().slice(0, 255);
    if (!value && Number(info.is_required) === 1) throw refusal(403, info.customer_input, 'field_required', { field: info.customer_input.replace(/_/g, ' ') });
    if (value) fields[info.customer_input] = value;
  }
  return { order, method, fields };
}

export async function submitOfflinePayment(ctx: RequestContext, owner: CartOwner, orderId: number, input: OfflinePaymentInput): Promise<void> {
  const { order, method, fields } = await checked(ctx, owner, orderId, input);
  const inserted = await ctx.db
    .insert(s.orderOfflinePayments)
    .values({ orderId: order.id, methodId: method.id, methodName: method.methodName, fields, customerNote: input.note })
    .onConflictDoNothing()
    .returning({ orderId: s.orderOfflinePayments.orderId });
  if (!inserted.length) throw refusal(403, 'order', 'offline_payment_given');
}

/** Correct what was given, while the operator has not verified it. */
export async function updateOfflinePayment(ctx: RequestContext, owner: CartOwner, orderId: number, input: OfflinePaymentInput): Promise<void> {
  const { order, method, fields } = await checked(ctx, owner, orderId, input);
  const updated = await ctx.db
    .update(s.orderOfflinePayments)
    .set({ methodId: method.id, methodName: method.methodName, fields, customerNote: input.note, updatedAt: ctx.now })
    .where(and(eq(s.orderOfflinePayments.orderId, order.id), eq(s.orderOfflinePayments.status, 'pending')))
    .returning({ orderId: s.orderOfflinePayments.orderId });
  if (!updated.length) throw refusal(403, 'order', 'payment_not_due');
}
