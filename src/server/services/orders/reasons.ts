/** The operator's lists of reasons: for cancelling an order (by who cancels) and for asking a refund. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Paged, RequestContext } from '../../core/context';
import * as s from '../../db/schema';
import { echo, parsePage } from '../../../lib/pagination';
import type { PageInput } from '../catalogue/listing';

export interface Reason {
  id: number;
  reason: string;
}

/** Cancellation reasons for `userType` (customer, store, deliveryman), paged (spec §9: offset 1, limit 10). */
export async function cancellationReasons(ctx: RequestContext, userType: string, input: PageInput): Promise<Paged<Reason>> {
  const page = parsePage(input.limit, input.offset, 10);
  const where = and(eq(s.cancellationReasons.status, true), eq(s.cancellationReasons.userType, userType));
  const rows = await ctx.db
    .select({ id: s.cancellationReasons.id, reason: s.cancellationReasons.reason, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(s.cancellationReasons)
    .where(where)
    .orderBy(asc(s.cancellationReasons.id))
    .limit(page.limit)
    .offset(page.skip);
  const total =
    rows[0]?.total ??
    (page.skip
      ? (
          await ctx.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(s.cancellationReasons)
            .where(where)
        )[0].n
      : 0);
  return { total, limit: echo(input.limit, page.limit), offset: echo(input.offset, page.offset), rows: rows.map(({ id, reason }) => ({ id, reason })) };
}

export async function refundReasons(ctx: RequestContext): Promise<Reason[]> {
  return ctx.db.select({ id: s.refundReasons.id, reason: s.refundReasons.reason }).from(s.refundReasons).where(eq(s.refundReasons.status, true)).orderBy(asc(s.refundReasons.id));
}
