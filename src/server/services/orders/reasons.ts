/** The operator's lists of reasons: for cancelling an order (by who cancels) and for asking a refund. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Paged, RequestContext } from '../../core/context';
import * as s from '../../db/schema';
import { COUNT, countRows, page, type PageInput } from '../catalogue/listing';

export interface Reason {
  id: number;
  reason: string;
}

/** Cancellation reasons for `userType` (customer, store, deliveryman), paged (spec §9: offset 1, limit 10). */
export async function cancellationReasons(ctx: RequestContext, userType: string, input: PageInput): Promise<Paged<Reason>> {
  const where = and(eq(s.cancellationReasons.status, true), eq(s.cancellationReasons.userType, userType));
  const { rows, envelope } = await page(
    input,
    10,
    (p) =>
      ctx.db
        .select({ id: s.cancellationReasons.id, reason: s.cancellationReasons.reason, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(s.cancellationReasons)
        .where(where)
        .orderBy(asc(s.cancellationReasons.id))
        .limit(p.limit)
        .offset(p.skip),
    () => countRows(ctx.db.select(COUNT).from(s.cancellationReasons).where(where)),
  );
  return { ...envelope, rows: rows.map(({ id, reason }) => ({ id, reason })) };
}

export async function refundReasons(ctx: RequestContext): Promise<Reason[]> {
  return ctx.db.select({ id: s.refundReasons.id, reason: s.refundReasons.reason }).from(s.refundReasons).where(eq(s.refundReasons.status, true)).orderBy(asc(s.refundReasons.id));
}
