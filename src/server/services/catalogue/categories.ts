/** Categories: the tree with item counts, one category, and the categories a set of items falls in. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
  const [rows, counts] = await Promise.all([
    ctx.db
      .select()
      .from(s.categories)
      .where(and(eq(s.categories.status, true), moduleId ? eq(s.categories.moduleId, moduleId) : undefined))
      .orderBy(asc(s.categories.priority), asc(s.categories.id)),
    ctx.db
      .select({ categoryId: s.items.categoryId, n: sql<number>`count(*)`.mapWith(Number), orders: sql<number>`coalesce(sum(${s.items.orderCount}), 0)`.mapWith(Number) })
      .from(s.items)
      .where(and(eq(s.items.status, true), moduleId ? eq(s.items.moduleId, moduleId) : undefined, zoneIds ? inArray(s.items.zoneId, zoneIds) : undefined))
      .groupBy(s.items.categoryId),
  ]);
  const countBy = new Map(counts.map((c) => [c.categoryId, c]));
  return rows.map((c) => ({ ...c, productsCount: countBy.get(c.id)?.n ?? 0, orderCount: countBy.get(c.id)?.orders ?? 0 }));
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

export async function requireCategory(ctx: RequestContext, id: number): Promise<CategoryRow> {
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
  return ctx.db
    .select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug, image: s.categories.image })
    .from(s.categories)
    .where(
      inArray(
        s.categories.id,
        ctx.db
          .selectDistinct({ id: firstCategoryId })
          .from(s.items)
          .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
          .where(and(...where)),
      ),
    )
    .orderBy(asc(s.categories.priority));
}

/** Primary categories of a store's active items. */
export function categoriesOfStore(ctx: RequestContext, storeId: number): Promise<CategorySummary[]> {
  return ctx.db
    .select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug, image: s.categories.image })
    .from(s.categories)
    .where(inArray(s.categories.id, ctx.db.selectDistinct({ id: firstCategoryId }).from(s.items).where(and(eq(s.items.storeId, storeId), eq(s.items.status, true)))))
    .orderBy(asc(s.categories.priority));
}
