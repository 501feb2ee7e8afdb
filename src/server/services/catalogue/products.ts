/**
 * Products on the wire (wire format 4.4): one joined query for the rows, then the add-ons in one
 * batched lookup for the whole page; category names and running flash-sale lines come from the
 * reference data kept in memory.
 */
import { and, eq, getTableColumns, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern, startsWithPattern } from '../../db/like';
import { prefixTsQuery, searchPhrase, searchWords } from '../../../lib/search-terms';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '../../../lib/constants';
import { storeDiscountInForce } from '../../../lib/pricing';
import { localClock, itemWindowHolds } from '../../../lib/schedule';
import { mediaUrl } from './media';
import { allZones, categoryNames, publishedFlashLines, type FlashSaleLine } from '../reference-data';
import type { Product as DomainProduct } from '../../../lib/domain/product';

/** Store, module and unit columns every product row carries (items and item campaigns alike). */
export const productContextShape = {
  storeName: s.stores.name,
  storeSlug: s.stores.slug,
  storeDeliveryTime: s.stores.deliveryTime,
  storeFreeDelivery: s.stores.freeDelivery,
  storeScheduleOrder: s.stores.scheduleOrder,
  storeTax: s.stores.tax,
  storeHalal: s.stores.halalTagStatus,
  storeDiscountPercent: s.stores.discountPercent,
  storeDiscountStart: s.stores.discountStartDate,
  storeDiscountEnd: s.stores.discountEndDate,
  moduleType: s.modules.moduleType,
  unit: s.units.unit,
};

/** Every item column but the search document, which only the search's SQL reads. */
const { search: _search, ...itemColumns } = getTableColumns(s.items);

export const productShape = {
  item: itemColumns,
  ...productContextShape,
};

/** The same, with the number of rows the query matches before paging (a window over every match: only for paged lists). */
export const pagedProductShape = {
  ...productShape,
  total: sql<number>`count(*) over()`.mapWith(Number),
};

export type ProductRow = {
  item: Omit<typeof s.items.$inferSelect, 'search'>;
  storeName: string;
  storeSlug: string;
  storeDeliveryTime: string;
  storeFreeDelivery: boolean;
  storeScheduleOrder: boolean;
  storeTax: number;
  storeHalal: boolean;
  storeDiscountPercent: number | null;
  storeDiscountStart: string | null;
  storeDiscountEnd: string | null;
  moduleType: string;
  unit: string | null;
  total?: number;
};

/** Items joined with their store, module and unit; callers add where, order and paging. */
export function productQuery(ctx: RequestContext, options: { total?: boolean } = {}) {
  return productQueryOn(ctx.db, options);
}

/** productQuery on a database handle (for a query built once: src/server/db/built-once.ts) */
export function productQueryOn(db: Db, options: { total?: boolean } = {}) {
  return db
    .select(options.total ? pagedProductShape : productShape)
    .from(s.items)
    .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
    .innerJoin(s.modules, eq(s.modules.id, s.items.moduleId))
    .leftJoin(s.units, eq(s.units.id, s.items.unitId));
}

/** Conditions every listed item meets: active item and store, inside the zones, in the module. */
export function visibleItems(zoneIds: number[] | null, moduleId: number | null): SQL[] {
  const where: SQL[] = [eq(s.items.status, true), eq(s.stores.status, true)];
  if (zoneIds) where.push(inArray(s.items.zoneId, zoneIds));
  if (moduleId) where.push(eq(s.items.moduleId, moduleId));
  return where;
}

/** An item's primary category: the first entry of `category_ids` (the one place this JSON path is written). */
export const firstCategoryId = sql<number>`(${s.items.categoryIds}->0->>'id')::int`;

/** Items in any of these categories (parent or sub). */
export function inCategories(ids: number[]): SQL | undefined {
  const list = ids.filter((id) => id > 0);
  if (!list.length) return undefined;
  return or(inArray(s.items.categoryId, list), inArray(firstCategoryId, list));
}

/**
 * A text as the search compares it: lowered. The helpers below take it lowered, so a column is
 * lowered in the query (`lowerOf`, which the names' trigram indexes are built on) and the search copy
 * of items (`item_search.lower_name`) is read as it is kept: `lower()` of UTF-8 text, called several
 * times for each of thousands of matches, was a third of a common word's search.
 */
export const lowerOf = (column: SQLWrapper): SQL => sql`lower(${column})`;

/** Case-insensitive "name contains" on a lowered text. */
export const nameMatches = (lowered: SQLWrapper, term: string) => sql`${lowered} like ${containsPattern(term.toLowerCase())}`;

/**
 * Text search (issue 17). A name matches when it contains the phrase, or when the search document
 * (name over tags over description, migration 0017) has every word, the last as a prefix ('chick'
 * finds chicken). Typos, for phrases of four letters or more:
 * - items: the name holds, for every word typed, a word of the names close to it (`closeWords`:
 *   'chiken' finds chicken, 'piza' pizza). The words are looked up in `search_words` and the items
 *   through the GIN index of the document: comparing the typo with every name in the module cost a
 *   recheck of thousands of rows;
 * - stores (a few hundred names): the phrase is close to a run of the name's words or to whole words
 *   of it (pg_trgm's `<%` and `<<%`: 'zephir' finds zephyr).
 * The thresholds are the sessions' (src/server/db/client.ts).
 */
/** The shortest phrase (and word) that also matches by closeness (typos). */
export const FUZZY_FROM = 4;
const typoLength = (text: string) => [...text].length >= FUZZY_FROM;

export function textMatches(lowered: SQLWrapper, term: string, document?: SQLWrapper): SQL | undefined {
  const phrase = searchPhrase(term);
  if (!phrase) return undefined;
  const tsq = prefixTsQuery(term);
  const conditions = [sql`${lowered} like ${containsPattern(phrase)}`];
  if (document && tsq) conditions.push(sql`${document} @@ to_tsquery('simple', ${tsq})`);
  // closeness from four letters on: a shorter prefix ('chi') is close to thousands of names and is typed, not mistyped
  if (typoLength(phrase)) {
    if (document) conditions.push(sql`${document} @@ ${closeWords(term, 'similar')}`);
    else conditions.push(sql`${phrase} <% ${lowered}`, sql`${phrase} <<% ${lowered}`);
  }
  return or(...conditions);
}

/**
 * A tsquery for the names (weight A) that hold, for each word typed, a word of `search_words` close
 * to it, or the word itself as a prefix when it is shorter than four letters. NULL, which matches
 * nothing, when a word has no close word. Close is, with the sessions' thresholds:
 * - `similar` (results): pg_trgm similarity, `%`, 0.4: one letter wrong in a short word;
 * - `within` (suggestions, while a word is being typed): word similarity, `<%`, 0.5: the typed part
 *   is close to a part of the word ('brea' to bread and breakfast, 'chikn' to chicken).
 * The dictionary's words are lexemes of to_tsvector('simple'); the typed words hold only letters,
 * marks and digits (search-terms.ts), so nothing in them is tsquery syntax.
 */
function closeWords(term: string, how: 'similar' | 'within'): SQL {
  const words = searchWords(term);
  // one word typed: the results' prefix match (`textMatches`) finds every name with a word starting
  // with it, so the close words left to look for are the others. A word spelt right ('chicken') then
  // costs no second pass over its thousands of names. With more words, each group is one of an AND.
  const beyondPrefix = (word: string) => (how === 'similar' && words.length === 1 ? sql` and not starts_with(${s.searchWords.word}, ${word})` : sql``);
  const groups = words.map((word) =>
    typoLength(word)
      ? sql`(select '(' || string_agg(quote_literal(${s.searchWords.word}) || ':A', ' | ') || ')' from ${s.searchWords} where ${how === 'similar' ? sql`${s.searchWords.word} % ${word}` : sql`${word} <% ${s.searchWords.word}`}${beyondPrefix(word)})`
      : sql`${`${word}:*A`}`,
  );
  return sql`to_tsquery('simple', ${sql.join(groups, sql` || ' & ' || `)})`;
}

/**
 * How well a row answers the term, highest first: the name equal to it, then starting with it, then
 * the document's weighted rank (a word in the name counts over one in the tags, over the
 * description) and the name's similarity to it, whole words counting double (a typo of 'chicken'
 * ranks chicken over chillies).
 */
export function textRank(lowered: SQLWrapper, term: string, document?: SQLWrapper): SQL {
  const phrase = searchPhrase(term);
  const tsq = prefixTsQuery(term);
  const rank = document && tsq ? sql` + ts_rank(${document}, to_tsquery('simple', ${tsq})) * 4` : sql``;
  return sql`(${namePlace(lowered, phrase)}${closeness(lowered, phrase)}${rank})`;
}

/** The name's similarity to the phrase, whole words counting double (`textRank`'s part that `cheapItemRank` leaves out). */
const closeness = (lowered: SQLWrapper, phrase: string) => sql` + strict_word_similarity(${phrase}, ${lowered}) * 2 + word_similarity(${phrase}, ${lowered})`;

/** 3 for a name equal to the phrase, 1.5 for one starting with it, (with `wordStart`) 1 for a later word starting with it, else 0. */
const namePlace = (lowered: SQLWrapper, phrase: string, wordStart = false) =>
  sql`(case when ${lowered} = ${phrase} then 3 when ${lowered} like ${startsWithPattern(phrase)} then 1.5${wordStart ? sql` when ${lowered} like ${containsPattern(` ${phrase}`)} then 1` : sql``} else 0 end)`;

/** How many of the best-placed matches get the full rank (`rankedItems`). */
export const FULL_RANK_CANDIDATES = 200;

/**
 * A rank in two steps. A common word matches thousands of names ('chicken', 6,000 of the food
 * module's 25,000 on the bench), and trigram similarities cost more than the match itself. So every
 * match gets a cheap place, and only the first `candidates` in that order (then popularity, then id)
 * get the full rank, above all the others. The order stays total and the same from page to page.
 */
function bestFirst(cheap: SQL, full: SQL, candidates: number): SQL {
  const place = sql`row_number() over (order by ${cheap} desc, ${s.items.orderCount} desc, ${s.items.id})`;
  return sql`case when ${place} <= ${candidates} then 100 + ${full} else ${cheap} end`;
}

/** The items' rank on the results page: `cheapItemRank` first, then `textRank` for the best of them. */
export function rankedItems(term: string): SQL {
  const name = lowerOf(s.items.name);
  return bestFirst(cheapItemRank(term, name, s.items.search), textRank(name, term, s.items.search), FULL_RANK_CANDIDATES);
}

/** The first step of an item's rank (`bestFirst`): `namePlace` and the document's rank, over items or their search copy. */
export function cheapItemRank(term: string, lowered: SQLWrapper, document: SQLWrapper): SQL {
  const tsq = prefixTsQuery(term);
  return sql`(${namePlace(lowered, searchPhrase(term))}${tsq ? sql` + ts_rank(${document}, to_tsquery('simple', ${tsq})) * 4` : sql``})`;
}

/** What `textRank` adds to `cheapItemRank`: the full rank is their sum. */
export const fullItemRankAbove = (term: string, lowered: SQLWrapper): SQL => closeness(lowered, searchPhrase(term));

/**
 * Suggestions (issue 17) look at names only, as they are being typed: a name containing the phrase,
 * or, from four letters, holding for each word typed a word that part of it is close to
 * (`closeWords`, within). The results page's document and whole-word closeness add little while a
 * word is half typed.
 */
export function itemSuggests(term: string): SQL | undefined {
  const phrase = searchPhrase(term);
  if (!phrase) return undefined;
  const conditions = [sql`${lowerOf(s.items.name)} like ${containsPattern(phrase)}`];
  if (typoLength(phrase)) conditions.push(sql`${s.items.search} @@ ${closeWords(term, 'within')}`);
  return or(...conditions);
}

/** How many of the best-placed names a suggestion ranks by closeness (`itemSuggestRank`). */
const SUGGESTION_CANDIDATES = 60;

/**
 * A suggestion's rank: the name equal to the phrase, then starting with it, then a word of it
 * starting with it; from four letters, closeness too, for the best-placed names (it orders the near
 * misses). A shorter phrase matches thousands of names, and popularity orders them as well.
 */
export function itemSuggestRank(term: string): SQL {
  const phrase = searchPhrase(term);
  const place = namePlace(lowerOf(s.items.name), phrase, true);
  if (!typoLength(phrase)) return place;
  return bestFirst(place, sql`(${place} + word_similarity(${phrase}, ${lowerOf(s.items.name)}))`, SUGGESTION_CANDIDATES);
}

export function vegCondition(type: 'all' | 'veg' | 'non_veg'): SQL | undefined {
  if (type === 'veg') return eq(s.items.veg, true);
  if (type === 'non_veg') return eq(s.items.veg, false);
  return undefined;
}

/** Store discount in force today, as a percent (0 when none). */
export function activeStoreDiscount(row: Pick<ProductRow, 'storeDiscountPercent' | 'storeDiscountStart' | 'storeDiscountEnd'>, today: string): number {
  return storeDiscountInForce({ percent: row.storeDiscountPercent, startDate: row.storeDiscountStart, endDate: row.storeDiscountEnd }, today);
}

/** Running flash-sale lines (some left) for these items, keyed by item id. */
export async function runningFlashLines(ctx: RequestContext, itemIds: number[]): Promise<Map<number, FlashSaleLine>> {
  if (!itemIds.length) return new Map();
  const wanted = new Set(itemIds);
  const now = ctx.now.getTime();
  const running = (await publishedFlashLines(ctx.db)).filter((l) => wanted.has(l.itemId) && l.flashSaleStart.getTime() <= now && l.flashSaleEnd.getTime() >= now && l.stock > l.sold);
  return new Map(running.map((l) => [l.itemId, l]));
}

type ProductSource = Omit<ProductRow, 'item'> & {
  item: Omit<typeof s.items.$inferSelect, 'search' | 'brandId' | 'commonConditionId' | 'recommended' | 'orderCount' | 'avgRating' | 'ratingCount' | 'wishlistCount'> &
    Partial<Pick<typeof s.items.$inferSelect, 'brandId' | 'commonConditionId' | 'recommended' | 'orderCount' | 'avgRating' | 'ratingCount' | 'wishlistCount'>> & {
      startDate?: string;
      endDate?: string;
      title?: string;
    };
};

/** Format a page of products: at most one batched lookup (add-ons) whatever the page size. */
export async function formatProducts(ctx: RequestContext, rows: ProductSource[], options: { campaign?: boolean } = {}): Promise<Product[]> {
  if (!rows.length) return [];
  const addOnIds = [...new Set(rows.flatMap((r) => r.item.addOnIds))];
  const [categoryName, addOnRows, flash, zones] = await Promise.all([
    categoryNames(ctx.db),
    addOnIds.length
      ? ctx.db
          .select()
          .from(s.addOns)
          .where(and(inArray(s.addOns.id, addOnIds), eq(s.addOns.status, true)))
      : Promise.resolve([] as Array<typeof s.addOns.$inferSelect>),
    options.campaign
      ? Promise.resolve(new Map<number, FlashSaleLine>())
      : runningFlashLines(
          ctx,
          rows.map((r) => r.item.id),
        ),
    allZones(ctx.db),
  ]);
  const addOnById = new Map(addOnRows.map((a) => [a.id, a]));
  // an item's window is read in its zone's clock, as order/place and the currently-available filter read it
  const timeZoneOf = new Map(zones.map((z) => [z.id, z.timezone]));
  return rows.map((r) =>
    formatProduct(ctx, r, { categoryName, addOnById, flash: flash.get(r.item.id), clock: localClock(ctx.now, timeZoneOf.get(r.item.zoneId ?? 0) ?? BUSINESS_TIME_ZONE), campaign: options.campaign }),
  );
}

function formatProduct(
  ctx: RequestContext,
  r: ProductSource,
  deps: {
    categoryName: ReadonlyMap<number, { id: number; name: string; slug: string }>;
    addOnById: Map<number, typeof s.addOns.$inferSelect>;
    flash?: FlashSaleLine;
    clock: ReturnType<typeof localClock>;
    campaign?: boolean;
  },
) {
  const it = r.item;
  const flash = deps.flash;
  const storeDiscount = flash ? 0 : activeStoreDiscount(r, ctx.today);
  const stock = flash ? flash.stock - flash.sold : it.stock;
  const product: Product = {
    id: it.id,
    name: it.name,
    slug: it.slug,
    description: it.description,
    image: mediaUrl(ctx.origin, it.image),
    images: it.images.map((p) => mediaUrl(ctx.origin, p)).filter((u): u is string => u !== null),
    imagePath: it.image,
    imagePaths: it.images,
    categoryId: it.categoryId,
    categories: it.categoryIds.map((c) => ({ id: c.id, position: c.position, name: deps.categoryName.get(c.id)?.name ?? '', slug: deps.categoryName.get(c.id)?.slug ?? '' })),
    price: it.price,
    tax: r.storeTax,
    taxType: it.taxType,
    discount: flash ? flash.discount : it.discount,
    discountType: (flash ? flash.discountType : it.discountType) === 'percent' ? 'percent' : 'amount',
    storeDiscount,
    flashSale: Boolean(flash),
    flashSaleEnds: flash ? flash.flashSaleEnd.toISOString() : null,
    availableFrom: it.availableTimeStarts.slice(0, 5),
    availableUntil: it.availableTimeEnds.slice(0, 5),
    isAvailable: itemWindowHolds({ availableFrom: it.availableTimeStarts, availableUntil: it.availableTimeEnds }, deps.clock),
    isCampaign: Boolean(deps.campaign),
    campaignStarts: deps.campaign ? (it.startDate ?? null) : null,
    campaignEnds: deps.campaign ? (it.endDate ?? null) : null,
    title: deps.campaign ? (it.title ?? it.name) : null,
    veg: it.veg,
    active: it.status,
    storeId: it.storeId,
    storeName: r.storeName,
    storeSlug: r.storeSlug,
    moduleId: it.moduleId,
    moduleType: r.moduleType,
    zoneId: it.zoneId,
    orderCount: it.orderCount ?? 0,
    avgRating: Number((it.avgRating ?? 0).toFixed(2)),
    ratingCount: it.ratingCount ?? 0,
    wishlistCount: it.wishlistCount ?? 0,
    stock,
    sold: flash ? flash.sold : 0,
    maximumCartQuantity: it.maximumCartQuantity,
    unitId: it.unitId,
    unit: r.unit,
    foodVariations: it.foodVariations,
    choiceOptions: it.choiceOptions,
    variations: it.variations,
    addOns: it.addOnIds
      .map((id) => deps.addOnById.get(id))
      .filter((a): a is typeof s.addOns.$inferSelect => Boolean(a))
      .map((a) => ({ id: a.id, name: a.name, price: a.price, storeId: a.storeId, active: a.status })),
    tags: it.tags,
    organic: it.organic,
    halal: it.isHalal,
    storeShowsHalal: r.storeHalal,
    prescriptionRequired: it.isPrescriptionRequired,
    isBasic: it.isBasic,
    genericNames: it.genericName ? [it.genericName] : [],
    commonConditionId: it.commonConditionId ?? null,
    brandId: it.brandId ?? null,
    recommended: Boolean(it.recommended),
    scheduleOrder: r.storeScheduleOrder,
    deliveryTime: r.storeDeliveryTime,
    freeDelivery: r.storeFreeDelivery,
    createdAt: it.createdAt.toISOString(),
    updatedAt: it.updatedAt.toISOString(),
  };
  return product;
}

/**
 * A product as the catalogue services answer it: the shared domain product (src/lib/domain/product)
 * with the details only the wire needs (stored paths, unit id, counts). api/wire/product writes it.
 */
export interface Product extends DomainProduct {
  imagePath: string | null;
  imagePaths: string[];
  categoryId: number | null;
  title: string | null;
  active: boolean;
  wishlistCount: number;
  unitId: number | null;
  isBasic: boolean;
  addOns: Array<DomainProduct['addOns'][number] & { storeId: number; active: boolean }>;
  updatedAt: string;
}
