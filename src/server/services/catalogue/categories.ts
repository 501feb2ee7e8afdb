/** Categories: the tree with item counts, one category, and the categories a set of items falls in. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referenceData } from '../../cache/reference-cache';
import { timedRead } from '../../cache/timed-read';
import * as s from '../../db/schema';
import type { RequestContext } from '../../core/context';
import { notFound, orFail } from '../../core/errors';
import { t } from '../../core/messages';
import { firstCategoryId } from './products';

export type CategoryRow = typeof s.categories.$inferSelect;

export interface Category extends CategoryRow {
  productsCount: number;
  orderCount: number;
}
export interface CategoryNode extends Category {
  children: Category[];
}
export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

async function countedCategories(ctx: RequestContext, moduleId: number | null, zoneIds: number[] | null): Promise<Category[]> {
  const [all, counts] = await Promise.all([activeCategories(ctx.db), categoryCounts(ctx.db)]);
  const countBy = new Map<number, { n: number; orders: number }>();
  for (const c of counts) {
    if ((moduleId && c.moduleId !== moduleId) || (zoneIds && (c.zoneId === null || !zoneIds.includes(c.zoneId)))) continue;
    const sum = countBy.get(c.categoryId) ?? { n: 0, orders: 0 };
    countBy.set(c.categoryId, { n: sum.n + c.n, orders: sum.orders + c.orders });
  }
  return all.filter((c) => !moduleId || c.moduleId === moduleId).map((c) => ({ ...c, productsCount: countBy.get(c.id)?.n ?? 0, orderCount: countBy.get(c.id)?.orders ?? 0 }));
}

/** Switched-on categories by priority: reference data, read again when a category changes. */
function activeCategories(db: Db): Promise<readonly CategoryRow[]> {
  return referenceData(db, 'active-categories', ['categories'], () => db.select().from(s.categories).where(eq(s.categories.status, true)).orderBy(asc(s.categories.priority), asc(s.categories.id)));
}

/** Active items and their orders per category, module and zone, counted at most once a minute per process (src/server/cache/timed-read.ts). */
function categoryCounts(db: Db) {
  return timedRead(db, 'item-counts-by-category-zone', () =>
    db
      .select({
        categoryId: s.items.categoryId,
        moduleId: s.items.moduleId,
        zoneId: s.items.zoneId,
        n: sql<number>`count(*)`.mapWith(Number),
        orders: sql<number>`coalesce(sum(${s.items.orderCount}), 0)`.mapWith(Number),
      })
      .from(s.items)
      .where(eq(s.items.status, true))
      .groupBy(s.items.categoryId, s.items.moduleId, s.items.zoneId),
  );
}

/** Parent categories (featured only when asked) with their children; a parent counts its children's items. */
export async function categoryTree(ctx: RequestContext, moduleId: number | null, featured: boolean): Promise<CategoryNode[]> {
  const all = await countedCategories(ctx, moduleId, ctx.zoneIds);
  return all
    .filter((r) => r.parentId === 0 && (!featured || r.featured))
    .map((p) => {
      const children = all.filter((r) => r.parentId === p.id);
      return {
        ...p,
        productsCount: children.reduce((sum, c) => sum + c.productsCount, p.productsCount),
        orderCount: children.reduce((sum, c) => sum + c.orderCount, 0),
        children,
      };
    });
}

/** A category by id, or 404. A switched-on one is in the reference data (no statement); a switched-off one is read. */
export async function requireCategory(ctx: RequestContext, id: number): Promise<CategoryRow> {
  const active = (await activeCategories(ctx.db)).find((c) => c.id === id);
  if (active) return active;
  const [row] = await ctx.db.select().from(s.categories).where(eq(s.categories.id, id)).limit(1);
  return orFail(row, () => notFound('category', t(ctx.locale, 'category_not_found')));
}

/** The children of a category, counted like the tree. */
export async function childCategories(ctx: RequestContext, id: number): Promise<Category[]> {
  const parent = await requireCategory(ctx, id);
  return (await countedCategories(ctx, parent.moduleId, ctx.zoneIds)).filter((r) => r.parentId === id);
}

/** Primary categories of the items a query selects (`from items join stores where ...`), by priority. */
export function categoriesOfItems(ctx: RequestContext, where: SQL[]): Promise<CategorySummary[]> {
  return categoriesIn(
    ctx,
    ctx.db
      .selectDistinct({ id: firstCategoryId })
      .from(s.items)
      .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
      .where(and(...where)),
  );
}

/** Primary categories of a store's active items. */
export function categoriesOfStore(ctx: RequestContext, storeId: number): Promise<CategorySummary[]> {
  return categoriesIn(
    ctx,
    ctx.db
      .selectDistinct({ id: firstCategoryId })
      .from(s.items)
      .where(and(eq(s.items.storeId, storeId), eq(s.items.status, true))),
  );
}

/** The categories whose ids a query reads. */
async function categoriesIn(ctx: RequestContext, ids: PromiseLike<Array<{ id: number }>>): Promise<CategorySummary[]> {
  return categorySummaries(
    ctx,
    (await ids).map((r) => r.id),
  );
}

/** These categories, switched-on ones only, by priority: from the reference data kept in memory, no statement. */
export async function categorySummaries(ctx: RequestContext, ids: Iterable<number>): Promise<CategorySummary[]> {
  const wanted = new Set(ids);
  return (await activeCategories(ctx.db)).filter((c) => wanted.has(c.id)).map(({ id, name, slug, image }) => ({ id, name, slug, image }));
}
