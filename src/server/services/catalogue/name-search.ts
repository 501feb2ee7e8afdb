/**
 * The results page of a search by name alone (issue 48.2): no filter, no sorting but the rank. It is
 * the commonest search and the costliest, as a common word ('chicken') matches thousands of names.
 *
 * It reads the items' narrow search copy (`item_search`, about 240 bytes a row against 1.1 KB), and
 * matches once: the matches are kept (a CTE read several times, which PostgreSQL materialises) with
 * their cheap rank, then counted, their categories gathered, the best `FULL_RANK_CANDIDATES` of them
 * ranked in full (the cheap rank plus the name's closeness), and the page picked. Only the page's rows are then read from items. The order is
 * `rankedItems`' exactly: the best candidates by their full rank, above every other match by its
 * cheap rank, then popularity, then id.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paged, RequestContext } from '../../core/context';
import { echo, parsePage } from '../../../lib/pagination';
import * as s from '../../db/schema';
import { cheapItemRank, formatProducts, fullItemRankAbove, FULL_RANK_CANDIDATES, nameMatches, productShape, textMatches, type Product, type ProductRow } from './products';
import { categorySummaries, type CategorySummary } from './categories';
import type { PageInput } from './listing';

export interface NameSearch {
  term: string;
  zoneIds: number[];
  moduleId: number;
  /** one store's items only */
  storeId?: number;
}

export async function nameSearchResults(ctx: RequestContext, q: NameSearch, input: PageInput, defaultLimit: number): Promise<{ page: Paged<Product>; categories: CategorySummary[] }> {
  const t = s.itemSearch;
  const p = parsePage(input.limit, input.offset, defaultLimit);
  const where: SQL[] = [eq(t.status, true), eq(s.stores.status, true), inArray(t.zoneId, q.zoneIds), eq(t.moduleId, q.moduleId)];
  if (q.storeId !== undefined) where.push(eq(t.storeId, q.storeId));
  where.push(textMatches(t.lowerName, q.term, t.search) ?? nameMatches(t.lowerName, q.term));
  // the kept matches carry their cheap rank, not the document (a few hundred bytes each): the full rank
  // is the cheap one plus the name's closeness, computed over the candidates only (`best`'s inner limit)
  // every candidate ranks above every other match (a cheap rank is under 100), so a page within the
  // candidates is picked from them alone; a later one from all the matches
  const pageSource =
    p.skip + p.limit <= FULL_RANK_CANDIDATES ? sql`best` : sql`(select id, order_count, rank from best union all select id, order_count, cheap from m where id not in (select id from best)) ranked`;
  const hits = ctx.db
    .$with('hits', {
      // named apart from every column of the tables joined to them (the outer query names them unqualified)
      id: sql<number | null>`hit_id`.as('hit_id'),
      rank: sql<number | null>`hit_rank`.as('hit_rank'),
      orderCount: sql<number | null>`hit_order_count`.as('hit_order_count'),
      total: sql<number>`hit_total`.mapWith(Number).as('hit_total'),
      categories: sql<number[]>`hit_categories`.as('hit_categories'),
    })
    .as(
      sql`with m as (
        select ${t.itemId} as id, ${t.orderCount} as order_count, ${t.categoryId} as category_id, ${t.lowerName} as lower_name,
          (${cheapItemRank(q.term, t.lowerName, t.search)})::float8 as cheap
        from ${t} inner join ${s.stores} on ${s.stores.id} = ${t.storeId}
        where ${and(...where)}
      ),
      head as (select count(*)::int as total, coalesce(jsonb_agg(distinct category_id) filter (where category_id is not null), '[]') as categories from m),
      best as (
        select id, order_count, (100 + cheap${fullItemRankAbove(q.term, sql.raw('c.lower_name'))})::float8 as rank
        from (select * from m order by cheap desc, order_count desc, id limit ${FULL_RANK_CANDIDATES}) c
      ),
      page as (select id, order_count, rank from ${pageSource} order by rank desc, order_count desc, id limit ${p.limit} offset ${p.skip})
      select page.id as hit_id, page.rank as hit_rank, page.order_count as hit_order_count, head.total as hit_total, head.categories as hit_categories from head left join page on true`,
    );
  // one statement: the head row comes back alone when no match falls on the page
  const found = await ctx.db
    .with(hits)
    .select({ ...productShape, total: hits.total, categories: hits.categories })
    .from(hits)
    .leftJoin(s.items, eq(s.items.id, hits.id))
    .leftJoin(s.stores, eq(s.stores.id, s.items.storeId))
    .leftJoin(s.modules, eq(s.modules.id, s.items.moduleId))
    .leftJoin(s.units, eq(s.units.id, s.items.unitId))
    .orderBy(sql`${hits.rank} desc nulls last`, sql`${hits.orderCount} desc`, hits.id);
  const { total, categories } = found[0];
  const rows = found.filter((r) => r.item !== null) as ProductRow[];
  const [products, summaries] = await Promise.all([formatProducts(ctx, rows), categorySummaries(ctx, categories)]);
  return { page: { total: Number(total), limit: echo(input.limit, p.limit), offset: echo(input.offset, p.offset), rows: products }, categories: summaries };
}
