/**
 * Deterministic demo marketplace for the Kathmandu valley. Runs once on an empty database.
 * Random choices come from a seeded PRNG, so every run builds the same catalogue.
 */
import { sql } from 'drizzle-orm';
import { boundingBox, isPointInRing, ringArea } from '../../../lib/geo';
import type { Db } from '../client';
import * as s from '../schema';
import { defaultSettings } from '../../services/settings-defaults';
import { hashPassword } from '../../services/password';
import { loadProducts } from '../../services/cart';
import { contextFor } from '../../core/context';
import {
  brands as brandDefs,
  categoriesByModule,
  commonConditionNames,
  foodAddOns,
  parcelCategoryDefs,
  productsByModule,
  qualifiers,
  storeEmoji,
  storesByModule,
  type ModuleType,
  type ProductDef,
} from './catalogue';
import { defaultLocation, gazetteer, zoneDefs } from './places';
import { landingContent, landingNepali, moduleContent, pageSources } from './content';

type Selling = Exclude<ModuleType, 'parcel'>;
const selling: Selling[] = ['grocery', 'food', 'pharmacy', 'ecommerce'];

export interface SeedOptions {
  /** Total items to build; default is the hand-written catalogue (about 1,800). */
  items?: number;
  now?: Date;
  log?: (message: string) => void;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const img = (emoji: string) => `emoji/${emoji}.svg`;
const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);
const day = 24 * 3600 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

// a generic bulk insert over any table: drizzle's table types do not compose here
/* eslint-disable @typescript-eslint/no-explicit-any */
async function insertChunked<T extends Record<string, unknown>>(db: Db, table: any, rows: T[], size = 500) {
  const out: any[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const part = (await db.insert(table).values(rows.slice(i, i + size)).returning()) as any[];
    out.push(...part);
  }
  return out;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(s.modules);
  return rows[0].n > 0;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<{ items: number; stores: number }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const rnd = prng(20261122);

  /* settings, content, pages */
  await db.insert(s.businessSettings).values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })));
  await db.insert(s.landingBlocks).values(landingContent.map((b, position) => ({ key: b.key, value: b.value, position })));
  // the company and policy pages as first written (src/content/pages, Nepali in ne/): marketing edits them in the content editor from then on
  const pages = pageSources();
  await db.insert(s.pages).values(pages.filter((p) => p.locale === 'en').map(({ key, title, body }) => ({ key, title, body })));
  await db.insert(s.translations).values(
    pages.filter((p) => p.locale === 'ne').flatMap(({ key, title, body }) => [
      { translatableType: 'pages', translatableId: key, locale: 'ne', key: 'title', value: title },
      { translatableType: 'pages', translatableId: key, locale: 'ne', key: 'body', value: body },
    ]),
  );

  /* modules and zones */
  const moduleNames: Record<ModuleType, [string, string, string]> = {
    grocery: ['Grocery', 'shopping-cart', 'Fresh groceries delivered in minutes.'],
    food: ['Food', 'fork-and-knife-with-plate', 'Momo, dal bhat and more from the best kitchens in the valley.'],
    pharmacy: ['Pharmacy', 'pill', 'Medicines and health care at your door.'],
    ecommerce: ['Shop', 'shopping-bags', 'Electronics, fashion and handicrafts.'],
    parcel: ['Parcel', 'package', 'Send anything anywhere in the valley.'],
  };
  const moduleRows = await db
    .insert(s.modules)
    .values(
      (['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel'] as ModuleType[]).map((t, i) => ({
        moduleName: moduleNames[t][0],
        moduleType: t,
        slug: t,
        icon: img(moduleNames[t][1]),
        thumbnail: img(moduleNames[t][1]),
        description: moduleNames[t][2],
        themeId: i + 1,
        allZoneService: t === 'parcel',
      })),
    )
    .returning();
  const moduleId = Object.fromEntries(moduleRows.map((m) => [m.moduleType, m.id])) as Record<ModuleType, number>;
  // the demo shop speaks both its languages: the landing blocks and the modules in Nepali too
  const moduleNepali: Record<ModuleType, [string, string]> = {
    grocery: ['किराना', 'केही मिनेटमै ताजा किराना।'],
    food: ['खाना', 'उपत्यकाका उत्कृष्ट भान्साबाट मम, दाल भात र अरू।'],
    pharmacy: ['फार्मेसी', 'औषधि र स्वास्थ्य सामग्री तपाईंको ढोकामा।'],
    ecommerce: ['पसल', 'इलेक्ट्रोनिक्स, फेसन र हस्तकला।'],
    parcel: ['पार्सल', 'उपत्यकाभर जे पनि, जहाँ पनि पठाउनुहोस्।'],
  };
  await db.insert(s.translations).values([
    ...Object.entries(landingNepali).map(([key, value]) => ({ translatableType: 'landing_blocks', translatableId: key, locale: 'ne', key: 'value', value })),
    ...moduleRows.flatMap((m) => {
      const [name, description] = moduleNepali[m.moduleType as ModuleType];
      return [
        { translatableType: 'modules', translatableId: String(m.id), locale: 'ne', key: 'module_name', value: name },
        { translatableType: 'modules', translatableId: String(m.id), locale: 'ne', key: 'description', value: description },
      ];
    }),
  ]);

  const zoneRows = await db
    .insert(s.zones)
    .values(
      zoneDefs.map((z) => ({
        name: z.name,
        displayName: z.name,
        coordinates: z.ring,
        ...boundingBox(z.ring),
        area: ringArea(z.ring),
        increasedDeliveryFee: z.name === 'Bhaktapur' ? 10 : 0,
        increasedDeliveryFeeStatus: z.name === 'Bhaktapur',
        increaseDeliveryChargeMessage: z.name === 'Bhaktapur' ? 'Festival traffic: delivery fee is 10% higher.' : null,
        offlinePayment: true,
      })),
    )
    .returning();
  await db.insert(s.zoneModules).values(
    zoneRows.flatMap((z) =>
      moduleRows.map((m) => ({
        zoneId: z.id,
        moduleId: m.id,
        perKmShippingCharge: m.moduleType === 'parcel' ? 40 : 30,
        minimumShippingCharge: m.moduleType === 'parcel' ? 80 : 60,
        maximumShippingCharge: m.moduleType === 'parcel' ? 500 : 300,
        maximumCodOrderAmount: 25000,
      })),
    ),
  );
  const zoneOf = (lat: number, lng: number) => zoneRows.find((z) => isPointInRing(lat, lng, z.coordinates as Parameters<typeof isPointInRing>[2]));
  await db.insert(s.places).values(
    gazetteer.map(([name, kind, lat, lng]) => ({
      placeId: `ktm-${slugify(name)}`,
      name,
      kind,
      lat,
      lng,
      formattedAddress: `${name}, ${zoneOf(lat, lng)?.name ?? 'Kathmandu Valley'}, Bagmati Province, Nepal`,
    })),
  );
  const placesByZone = new Map(zoneRows.map((z) => [z.id, gazetteer.filter(([, , lat, lng]) => zoneOf(lat, lng)?.id === z.id)]));

  const unitRows = await db
    .insert(s.units)
    .values(['kg', 'g', 'L', 'ml', 'pc', 'pack', 'dozen', 'plate'].map((unit) => ({ unit })))
    .returning();
  const unitId = (u: string) => unitRows.find((r) => r.unit === u)!.id;

  /* categories */
  const categoryId = new Map<string, { parent: number; sub: number }>();
  for (const type of selling) {
    let priority = 0;
    for (const def of categoriesByModule[type]) {
      const [parent] = await db
        .insert(s.categories)
        .values({
          name: def.name,
          slug: slugify(def.name),
          image: img(def.emoji),
          moduleId: moduleId[type],
          featured: def.featured ?? false,
          priority: priority++,
        })
        .returning();
      const subs = await db
        .insert(s.categories)
        .values(
          def.subs.map(([name, emoji], i) => ({
            name,
            slug: slugify(`${def.name}-${name}`),
            image: img(emoji),
            parentId: parent.id,
            position: 1,
            priority: i,
            moduleId: moduleId[type],
          })),
        )
        .returning();
      for (const sub of subs) categoryId.set(`${type}:${def.name}/${sub.name}`, { parent: parent.id, sub: sub.id });
    }
  }

  const brandRows = await db
    .insert(s.brands)
    .values(brandDefs.map(([name, emoji]) => ({ name, slug: slugify(name), image: img(emoji), moduleId: moduleId.ecommerce })))
    .returning();
  const conditionRows = await db
    .insert(s.commonConditions)
    .values(commonConditionNames.map((name) => ({ name })))
    .returning();
  const conditionId = (name?: string) => conditionRows.find((c) => c.name === name)?.id ?? null;

  /* stores */
  type StoreSeed = typeof s.stores.$inferInsert;
  const storeSeeds: Array<StoreSeed & { type: Selling; index: number }> = [];
  for (const type of selling) {
    storesByModule[type].forEach((name, i) => {
      const zone = zoneRows[i % zoneRows.length];
      const zonePlaces = placesByZone.get(zone.id)!;
      const [placeName, , plat, plng] = zonePlaces[(i * 3 + type.length) % zonePlaces.length];
      const lat = plat + (rnd.next() - 0.5) * 0.004;
      const lng = plng + (rnd.next() - 0.5) * 0.004;
      const emoji = storeEmoji[type][i % storeEmoji[type].length];
      const minTime = [15, 20, 25, 30, 40][i % 5];
      storeSeeds.push({
        type,
        index: i,
        name,
        slug: slugify(name),
        phone: `+97714${String(400000 + moduleId[type] * 100 + i).padStart(6, '0')}`,
        email: `${slugify(name)}@stores.example.com`,
        logo: img(emoji),
        coverPhoto: img(emoji),
        latitude: Number(lat.toFixed(6)),
        longitude: Number(lng.toFixed(6)),
        address: `${placeName}, ${zone.name}`,
        zoneId: zone.id,
        moduleId: moduleId[type],
        minimumOrder: i % 4 === 3 ? 300 : 0,
        scheduleOrder: i % 2 === 0,
        featured: i === 0 || i === 1 || i === 9,
        freeDelivery: i === 0 || i === 6,
        delivery: i !== 2,
        takeAway: true,
        active: i !== 4,
        selfDeliverySystem: i === 3,
        minimumShippingCharge: i === 3 ? 50 : 0,
        maximumShippingCharge: i === 3 ? 200 : null,
        perKmShippingCharge: i === 3 ? 20 : 0,
        deliveryTime: `${minTime}-${minTime + 15} min`,
        tax: i % 3 === 0 ? 13 : 5,
        veg: true,
        nonVeg: type === 'food' ? i % 5 !== 4 : true,
        halalTagStatus: type === 'food' && i % 3 === 0,
        prescriptionOrder: type === 'pharmacy',
        cutlery: type === 'food',
        extraPackagingStatus: type === 'food' && i % 2 === 1,
        extraPackagingAmount: type === 'food' && i % 2 === 1 ? 25 : 0,
        orderCount: rnd.int(10, 900),
        totalOrder: rnd.int(900, 3000),
        recommended: i % 3 === 1,
        announcement: i === 5,
        announcementMessage: i === 5 ? 'We are closed on public holidays.' : null,
        discountPercent: i === 7 ? 10 : null,
        discountMinPurchase: i === 7 ? 500 : null,
        discountMaxDiscount: i === 7 ? 150 : null,
        discountStartDate: i === 7 ? isoDate(new Date(now.getTime() - 30 * day)) : null,
        discountEndDate: i === 7 ? isoDate(new Date(now.getTime() + 365 * day)) : null,
        metaTitle: name,
        metaDescription: `${name} in ${zone.name}: order online for delivery or take away.`,
        createdAt: new Date(now.getTime() - (i * 37 + moduleId[type] * 11) * day),
      });
    });
  }
  const storeRows = await insertChunked(db, s.stores, storeSeeds.map(({ type: _t, index: _i, ...row }) => row));
  const storeMeta = storeRows.map((row, k) => ({ row, type: storeSeeds[k].type, index: storeSeeds[k].index }));
  await insertChunked(
    db,
    s.storeSchedules,
    // the first store of each module (in the default zone, Kathmandu) and the ninth (Bhaktapur) are open
    // around the clock: the demo takes an immediate order at any hour, from any time zone (issue 46.3)
    storeMeta.flatMap(({ row, index }) =>
      [0, 1, 2, 3, 4, 5, 6].map((d) =>
        index === 0 || index === 8
          ? { storeId: row.id, day: d, openingTime: '00:00:00', closingTime: '23:59:59' }
          : { storeId: row.id, day: d, openingTime: '07:00:00', closingTime: '22:00:00' },
      ),
    ),
  );

  /* add-ons for food stores */
  const addOnRows = await insertChunked(
    db,
    s.addOns,
    storeMeta
      .filter((m) => m.type === 'food')
      .flatMap(({ row }) => foodAddOns.map(([name, price]) => ({ storeId: row.id, name, price }))),
  );
  const addOnsByStore = new Map<number, number[]>();
  for (const a of addOnRows) addOnsByStore.set(a.storeId, [...(addOnsByStore.get(a.storeId) ?? []), a.id]);

  /* items */
  const totalStores = storeMeta.length;
  const perStoreTarget = options.items ? Math.ceil(options.items / totalStores) : undefined;
  const usedSlugs = new Set<string>();
  const itemSeeds: Array<typeof s.items.$inferInsert> = [];
  for (const { row: store, type, index } of storeMeta) {
    const products = productsByModule[type];
    const count = perStoreTarget ?? products.length;
    for (let k = 0; k < count; k++) {
      const def = products[(k + index * 5) % products.length];
      const round = Math.floor(k / products.length);
      const name =
        round === 0 ? def.name : `${qualifiers[(round - 1) % qualifiers.length]} ${def.name}${round > qualifiers.length ? ` ${Math.ceil(round / qualifiers.length)}` : ''}`;
      let slug = slugify(`${name}-${store.slug}`);
      if (usedSlugs.has(slug)) slug = `${slug}-${k}`;
      usedSlugs.add(slug);
      itemSeeds.push(buildItem(def, { name, slug, store, type, index, k, now, rnd, categoryId, unitId, brandRows, conditionId, addOns: addOnsByStore.get(store.id) ?? [] }));
    }
  }
  log(`inserting ${itemSeeds.length} items`);
  const itemRows = await insertChunked(db, s.items, itemSeeds, 400);

  /* promotions */
  const byModule = (type: Selling) => itemRows.filter((it) => it.moduleId === moduleId[type]);
  const [flash] = await db
    .insert(s.flashSales)
    .values({
      title: 'Dashain Flash Sale',
      moduleId: moduleId.grocery,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + 365 * day),
      adminDiscountPercentage: 60,
      vendorDiscountPercentage: 40,
    })
    .returning();
  const flashCandidates = byModule('grocery').filter((it) => it.stock > 0 && it.variations.length === 0);
  await db.insert(s.flashSaleItems).values(
    flashCandidates.slice(0, 20).map((it, i) => ({
      flashSaleId: flash.id,
      itemId: it.id,
      stock: 40 + (i % 5) * 10,
      sold: (i * 7) % 35,
      discountType: i % 4 === 3 ? 'amount' : 'percent',
      discount: i % 4 === 3 ? round5(it.price * 0.2) : 20,
    })),
  );

  const campaignItems: Array<typeof s.itemCampaigns.$inferInsert> = [];
  for (const type of selling) {
    const source = byModule(type).filter((it) => !it.isPrescriptionRequired).slice(0, 3);
    source.forEach((it, i) => {
      const { id: _id, brandId: _b, commonConditionId: _c, recommended: _r, orderCount: _o, avgRating: _a, ratingCount: _rc, wishlistCount: _w, ...rest } = it;
      campaignItems.push({
        ...rest,
        name: `${it.name} Combo Deal`,
        slug: `${it.slug}-combo-deal`,
        title: `${it.name} Combo Deal`,
        description: `Campaign offer: ${it.description}`,
        price: round5(it.price * 1.8),
        discount: 15,
        discountType: 'percent',
        startDate: isoDate(new Date(now.getTime() - 7 * day)),
        endDate: isoDate(new Date(now.getTime() + (180 + i) * day)),
      });
    });
  }
  await db.insert(s.itemCampaigns).values(campaignItems);

  for (const type of selling) {
    const campaignStores = storeMeta.filter((m) => m.type === type && m.row.active).slice(0, 4);
    const titles = type === 'food' ? ['Momo Festival', 'Weekend Feast'] : type === 'pharmacy' ? ['Health Week', 'Winter Wellness'] : type === 'grocery' ? ['Fresh Harvest Week', 'Tihar Essentials'] : ['Mega Shopping Days', 'Handmade in Nepal'];
    const rows = await db
      .insert(s.campaigns)
      .values(
        titles.map((title, i) => ({
          title,
          description: `${title}: special prices from participating stores.`,
          image: img(i === 0 ? 'party-popper' : 'megaphone'),
          moduleId: moduleId[type],
          startDate: isoDate(new Date(now.getTime() - 3 * day)),
          endDate: isoDate(new Date(now.getTime() + (120 + i * 30) * day)),
        })),
      )
      .returning();
    await db.insert(s.campaignStores).values(
      rows.flatMap((c, i) => campaignStores.slice(i, i + 3).map((m) => ({ campaignId: c.id, storeId: m.row.id }))),
    );
  }

  // one campaign that has ended, so that 'This campaign is over' can be seen (its link still answers)
  const [ended] = await db
    .insert(s.campaigns)
    .values({
      title: 'Dashain Feast',
      description: 'Dashain Feast: festival prices from participating kitchens.',
      image: img('party-popper'),
      moduleId: moduleId.food,
      startDate: isoDate(new Date(now.getTime() - 40 * day)),
      endDate: isoDate(new Date(now.getTime() - 10 * day)),
    })
    .returning();
  await db.insert(s.campaignStores).values(storeMeta.filter((m) => m.type === 'food' && m.row.active).slice(0, 2).map((m) => ({ campaignId: ended.id, storeId: m.row.id })));

  const couponRows: Array<typeof s.coupons.$inferInsert> = [];
  for (const type of selling) {
    const prefix = type.toUpperCase();
    const start = isoDate(new Date(now.getTime() - 10 * day));
    const end = isoDate(new Date(now.getTime() + 365 * day));
    const firstStore = storeMeta.find((m) => m.type === type)!.row;
    couponRows.push(
      { title: `${moduleNames[type][0]} 10% off`, code: `${prefix}10`, couponType: 'default', discount: 10, discountType: 'percent', minPurchase: 500, maxDiscount: 200, startDate: start, expireDate: end, moduleId: moduleId[type], limit: 5 },
      { title: 'Kathmandu saver', code: `${prefix}KTM50`, couponType: 'zone_wise', discount: 50, discountType: 'amount', minPurchase: 400, startDate: start, expireDate: end, moduleId: moduleId[type], data: [zoneRows[0].id], limit: 3 },
      { title: `${firstStore.name} special`, code: `${prefix}STORE15`, couponType: 'store_wise', discount: 15, discountType: 'percent', minPurchase: 300, maxDiscount: 300, startDate: start, expireDate: end, moduleId: moduleId[type], data: [firstStore.id], storeId: firstStore.id, createdBy: 'vendor', limit: 2 },
      { title: 'Free delivery', code: `${prefix}FREEDEL`, couponType: 'free_delivery', minPurchase: 600, startDate: start, expireDate: end, moduleId: moduleId[type], limit: 10 },
      { title: 'First order treat', code: `${prefix}FIRST`, couponType: 'first_order', discount: 20, discountType: 'percent', minPurchase: 0, maxDiscount: 250, startDate: start, expireDate: end, moduleId: moduleId[type], limit: 1 },
      { title: 'Expired offer', code: `${prefix}OLD`, couponType: 'default', discount: 5, discountType: 'percent', startDate: isoDate(new Date(now.getTime() - 60 * day)), expireDate: isoDate(new Date(now.getTime() - 30 * day)), moduleId: moduleId[type] },
    );
  }
  await db.insert(s.coupons).values(couponRows);
  // the shop's bonuses on wallet top-ups: the largest that applies is added (src/lib/pricing/wallet-bonus.ts)
  await db.insert(s.walletBonuses).values([
    { title: 'Top-up bonus', description: 'Add Rs 2,000 or more: 5% more, up to Rs 200.', bonusType: 'percentage', bonusAmount: 5, minimumAddAmount: 2000, maximumBonusAmount: 200, startDate: isoDate(new Date(now.getTime() - 5 * day)), endDate: isoDate(new Date(now.getTime() + 365 * day)) },
    { title: 'Big top-up', description: 'Add Rs 10,000 or more: Rs 300 more.', bonusType: 'amount', bonusAmount: 300, minimumAddAmount: 10000, startDate: isoDate(new Date(now.getTime() - 5 * day)), endDate: isoDate(new Date(now.getTime() + 365 * day)) },
    { title: 'Festival bonus (over)', description: 'Dashain top-up bonus.', bonusType: 'amount', bonusAmount: 500, minimumAddAmount: 1000, startDate: isoDate(new Date(now.getTime() - 60 * day)), endDate: isoDate(new Date(now.getTime() - 30 * day)) },
  ]);
  await db.insert(s.cashbackOffers).values([
    { title: '5% cashback on every order', cashbackType: 'percent', cashbackAmount: 5, minPurchase: 300, maxDiscount: 150, startDate: isoDate(new Date(now.getTime() - 5 * day)), endDate: isoDate(new Date(now.getTime() + 200 * day)), sameUserLimit: 10 },
    { title: 'Rs 100 back on orders over Rs 1500', cashbackType: 'amount', cashbackAmount: 100, minPurchase: 1500, startDate: isoDate(new Date(now.getTime() - 5 * day)), endDate: isoDate(new Date(now.getTime() + 200 * day)), sameUserLimit: 3 },
  ]);

  /* banners: default, store-wise and item-wise for every zone and selling module */
  const bannerRows: Array<typeof s.banners.$inferInsert> = [];
  for (const zone of zoneRows) {
    for (const type of selling) {
      const zoneStores = storeMeta.filter((m) => m.type === type && m.row.zoneId === zone.id && m.row.active);
      const zoneItem = itemRows.find((it) => it.zoneId === zone.id && it.moduleId === moduleId[type]);
      bannerRows.push(
        { title: `${moduleNames[type][0]} deals in ${zone.name}`, type: 'default', image: img('sparkles'), link: '/home?search=special-offer&data_type=discounted', zoneId: zone.id, moduleId: moduleId[type], featured: true },
        ...(zoneStores[0] ? [{ title: `Order from ${zoneStores[0].row.name}`, type: 'store_wise' as const, image: zoneStores[0].row.logo, data: zoneStores[0].row.id, zoneId: zone.id, moduleId: moduleId[type] }] : []),
        ...(zoneItem ? [{ title: `Try ${zoneItem.name}`, type: 'item_wise' as const, image: zoneItem.image, data: zoneItem.id, zoneId: zone.id, moduleId: moduleId[type] }] : []),
      );
    }
  }
  await db.insert(s.banners).values(bannerRows);
  await db.insert(s.moduleContents).values(
    moduleRows.flatMap((m) => moduleContent(m.moduleType as ModuleType).map((c) => ({ moduleId: m.id, kind: c.kind, value: c.value }))),
  );
  await db.insert(s.parcelCategories).values(
    parcelCategoryDefs.map(([name, description, emoji], i) => ({
      name,
      description,
      image: img(emoji),
      moduleId: moduleId.parcel,
      parcelPerKmShippingCharge: i === 3 ? 50 : null,
      parcelMinimumShippingCharge: i === 3 ? 120 : null,
    })),
  );
  await db.insert(s.deliveryVehicles).values([
    { type: 'Bicycle', startingCoverageKm: 0, maximumCoverageKm: 3, extraCharges: 0 },
    { type: 'Motorbike', startingCoverageKm: 3, maximumCoverageKm: 15, extraCharges: 20 },
    { type: 'Car', startingCoverageKm: 15, maximumCoverageKm: 100, extraCharges: 60 },
  ]);
  // the marketplace's delivery men, each waiting at a spot of his zone (the operator command moves them)
  await db.insert(s.deliveryMen).values([
    { fName: 'Hari', lName: 'Gurung', phone: '+9779811000001', image: img('man-beard'), zoneId: zoneRows[0].id, lat: 27.7172, lng: 85.324, avgRating: 4.6, ratingCount: 128 },
    { fName: 'Maya', lName: 'Tamang', phone: '+9779811000002', image: img('woman-curly-hair'), zoneId: zoneRows[0].id, lat: 27.7041, lng: 85.3145, avgRating: 4.8, ratingCount: 96 },
    { fName: 'Bikash', lName: 'Rai', phone: '+9779811000003', image: img('man-curly-hair'), zoneId: zoneRows[1 % zoneRows.length].id, lat: 27.6727, lng: 85.3137, avgRating: 4.3, ratingCount: 41 },
  ]);
  await db.insert(s.offlinePaymentMethods).values([
    {
      methodName: 'Bank Transfer',
      methodFields: [{ input_name: 'bank_name', input_data: 'Nabil Bank' }, { input_name: 'account_number', input_data: '0101017500123' }],
      methodInformations: [{ customer_input: 'transaction_id', customer_placeholder: 'Transaction ID', is_required: 1 }],
    },
    {
      methodName: 'Mobile Wallet (manual)',
      methodFields: [{ input_name: 'wallet_number', input_data: '9801234567' }],
      methodInformations: [{ customer_input: 'sender_number', customer_placeholder: 'Your wallet number', is_required: 1 }],
    },
  ]);

  /* demo customers and reviews */
  const password = await hashPassword('12345678');
  const customerRows = await db
    .insert(s.customers)
    .values([
      { fName: 'Sita', lName: 'Sharma', email: 'sita@example.com', phone: '+9779800000001', passwordHash: password, isPhoneVerified: true, isEmailVerified: true, walletBalance: 1500, loyaltyPoint: 240, refCode: 'SITA2026', zoneId: zoneRows[0].id },
      { fName: 'Ram', lName: 'Thapa', email: 'ram@example.com', phone: '+9779800000002', passwordHash: password, isPhoneVerified: true, walletBalance: 0, loyaltyPoint: 0, refCode: 'RAM2026', zoneId: zoneRows[1].id },
    ])
    .returning();
  const comments = ['Fresh and well packed.', 'Arrived on time, very good.', 'Tasty, will order again!', 'Good value for money.', 'Okay, could be better.', 'Excellent quality.'];
  const reviewRows: Array<typeof s.reviews.$inferInsert> = [];
  itemRows.forEach((it, i) => {
    if (i % 3 !== 0 || i > 6000) return;
    const n = 1 + (i % 4 === 0 ? 1 : 0);
    for (let r = 0; r < n; r++)
      reviewRows.push({
        itemId: it.id,
        storeId: it.storeId,
        userId: customerRows[r % 2].id,
        rating: 3 + ((i + r) % 3),
        comment: comments[(i + r) % comments.length],
        createdAt: new Date(now.getTime() - ((i % 60) + 1) * day),
      });
  });
  await insertChunked(db, s.reviews, reviewRows);
  await db.execute(sql`
    UPDATE items SET avg_rating = r.avg, rating_count = r.cnt
    FROM (SELECT item_id, avg(rating)::float8 AS avg, count(*)::int AS cnt FROM reviews GROUP BY item_id) r
    WHERE items.id = r.item_id`);
  await db.execute(sql`
    UPDATE stores SET avg_rating = r.avg, rating_count = r.cnt,
      ratings = jsonb_build_array(r.s5, r.s4, r.s3, r.s2, r.s1)
    FROM (SELECT store_id, avg(rating)::float8 AS avg, count(*)::int AS cnt,
            count(*) FILTER (WHERE rating = 5)::int AS s5, count(*) FILTER (WHERE rating = 4)::int AS s4,
            count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 2)::int AS s2,
            count(*) FILTER (WHERE rating = 1)::int AS s1
          FROM reviews GROUP BY store_id) r
    WHERE stores.id = r.store_id`);
  await db.insert(s.wishlists).values([
    { userId: customerRows[0].id, itemId: itemRows[0].id },
    { userId: customerRows[0].id, storeId: storeRows[1].id },
  ]);
  // Sita's address book: home in Kathmandu, office in Lalitpur
  await db.insert(s.addresses).values([
    { userId: customerRows[0].id, addressType: 'home', contactPersonName: 'Sita Sharma', contactPersonNumber: '+9779800000001', address: 'Thamel Marg, Kathmandu', latitude: 27.7153, longitude: 85.3123, zoneId: zoneOf(27.7153, 85.3123)?.id ?? null, road: 'Thamel Marg', house: '12', floor: '2' },
    { userId: customerRows[0].id, addressType: 'office', contactPersonName: 'Sita Sharma', contactPersonNumber: '+9779800000001', address: 'Jawalakhel Chowk, Lalitpur', latitude: 27.6727, longitude: 85.3137, zoneId: zoneOf(27.6727, 85.3137)?.id ?? null, road: 'Ring Road' },
  ]);
  // Sita's order history: delivered orders from a few active stores, so 'Visit Again!' has something to show
  const open = (type: string) => storeMeta.filter((m) => m.row.status && m.row.zoneId === zoneRows[0].id && m.type === type).slice(0, 2);
  const visited = [...open('food'), ...open('grocery')];
  if (visited.length) {
    // each order carries the lines it was for (issue 46.11: history said '0 items'): two plain items of
    // the store, as the order service stores them (the product as it was, at its price), and the
    // order's amount is their sum with a delivery charge
    // the snapshot's media addresses stay relative: the seed runs on no origin of its own (an absolute one
    // would name the demo's default port, wherever the shop is served)
    const ctx = contextFor(db, { now, origin: '' });
    for (const [i, m] of visited.entries()) {
      const plain = itemRows.filter((it) => it.storeId === m.row.id && it.status && !it.foodVariations.length && !it.variations.length).slice(0, 2);
      const products = await loadProducts(ctx, plain.map((it) => ({ model: 'Item' as const, itemId: it.id })), m.row.moduleId);
      const lines = plain.flatMap((it, j) => {
        const product = products.get(`Item:${it.id}`);
        return product ? [{ product, quantity: j + 1 }] : [];
      });
      const deliveryCharge = 50;
      const placed = new Date(now.getTime() - (i + 2) * day);
      const [order] = await db
        .insert(s.orders)
        .values({
          id: sql<number>`nextval('order_id_seq')`,
          userId: customerRows[0].id,
          moduleId: m.row.moduleId,
          zoneId: m.row.zoneId,
          storeId: m.row.id,
          orderType: 'delivery',
          orderAmount: lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0) + deliveryCharge,
          deliveryCharge,
          originalDeliveryCharge: deliveryCharge,
          paymentMethod: 'cash_on_delivery',
          paymentStatus: 'paid',
          orderStatus: 'delivered',
          otp: String(4821 + i),
          delivered: placed,
          createdAt: placed,
          updatedAt: placed,
        })
        .returning({ id: s.orders.id });
      if (lines.length) await db.insert(s.orderDetails).values(lines.map((l) => ({ orderId: order.id, itemId: l.product.id, price: l.product.price, itemDetails: l.product, quantity: l.quantity })));
    }
  }
  await db.insert(s.walletTransactions).values({
    userId: customerRows[0].id,
    transactionId: 'seed-welcome-bonus',
    credit: 1500,
    balance: 1500,
    transactionType: 'add_fund',
    reference: 'welcome bonus',
  });
  await db.insert(s.loyaltyPointTransactions).values({
    userId: customerRows[0].id,
    transactionId: 'seed-loyalty',
    credit: 240,
    balance: 240,
    transactionType: 'order_place',
  });
  await db.execute(sql`VACUUM ANALYZE`);
  log(`seeded ${storeRows.length} stores, ${itemRows.length} items, default location ${defaultLocation.lat},${defaultLocation.lng}`);
  return { items: itemRows.length, stores: storeRows.length };
}

interface BuildContext {
  name: string;
  slug: string;
  store: typeof s.stores.$inferSelect;
  type: Selling;
  index: number;
  k: number;
  now: Date;
  rnd: ReturnType<typeof prng>;
  categoryId: Map<string, { parent: number; sub: number }>;
  unitId: (u: string) => number;
  brandRows: Array<typeof s.brands.$inferSelect>;
  conditionId: (name?: string) => number | null;
  addOns: number[];
}

function foodVariationsFor(kind: ProductDef['food'], price: number): s.FoodVariation[] {
  switch (kind) {
    case 'plate':
      return [
        { name: 'Portion', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Full', optionPrice: round5(price * 0.6) }] },
        { name: 'Choose sides', type: 'multi', min: 1, max: 2, required: 'on', values: [{ label: 'Tomato Achar', optionPrice: 0 }, { label: 'Sesame Achar', optionPrice: 0 }, { label: 'Green Salad', optionPrice: 30 }] },
      ];
    case 'pizza':
      return [
        { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Small 8"', optionPrice: 0 }, { label: 'Medium 10"', optionPrice: 250 }, { label: 'Large 12"', optionPrice: 450 }] },
        { name: 'Crust', type: 'single', min: 0, max: 0, required: 'off', values: [{ label: 'Thin', optionPrice: 0 }, { label: 'Cheese Burst', optionPrice: 150 }] },
        { name: 'Toppings', type: 'multi', min: 1, max: 3, required: 'off', values: [{ label: 'Olives', optionPrice: 60 }, { label: 'Jalapeno', optionPrice: 50 }, { label: 'Extra Cheese', optionPrice: 90 }, { label: 'Mushroom', optionPrice: 60 }] },
      ];
    case 'size':
      return [
        { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 100 }] },
        { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese Slice', optionPrice: 40 }, { label: 'Fried Egg', optionPrice: 50 }, { label: 'Jalapeno', optionPrice: 30 }] },
      ];
    case 'drink':
      return [
        { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 60 }] },
        { name: 'Sugar', type: 'single', min: 0, max: 0, required: 'off', values: [{ label: 'Normal', optionPrice: 0 }, { label: 'Less Sugar', optionPrice: 0 }, { label: 'No Sugar', optionPrice: 0 }] },
      ];
    default:
      return [];
  }
}

function buildItem(def: ProductDef, ctx: BuildContext): typeof s.items.$inferInsert {
  const { rnd, store, type } = ctx;
  const price = round5(def.price * (0.9 + rnd.next() * 0.2));
  const cat = ctx.categoryId.get(`${type}:${def.category}`);
  if (!cat) throw new Error(`unknown category ${type}:${def.category}`);
  const hasStock = type !== 'food';
  let choiceOptions: s.ChoiceOption[] = [];
  const variations: s.Variation[] = [];
  if (def.choice) {
    choiceOptions = [{ name: 'choice_1', title: def.choice.title, options: def.choice.options }];
    if (def.choice2) choiceOptions.push({ name: 'choice_2', title: def.choice2.title, options: def.choice2.options });
    const second = def.choice2?.options ?? [null];
    def.choice.options.forEach((o1, i) =>
      second.forEach((o2, j) =>
        variations.push({
          type: [o1, o2].filter(Boolean).join('-').replace(/\s+/g, ''),
          price: price + def.choice!.step * i + (def.choice2 ? j * round5(price * 0.15) : 0),
          stock: (ctx.k + i + j) % 17 === 5 ? 0 : rnd.int(5, 60),
        }),
      ),
    );
  }
  const outOfStock = hasStock && (ctx.k + ctx.index) % 29 === 7;
  const stock = !hasStock ? 0 : variations.length ? variations.reduce((a, v) => a + v.stock, 0) : outOfStock ? 0 : rnd.int(3, 150);
  const discounted = rnd.chance(0.3);
  const amountDiscount = discounted && rnd.chance(0.3);
  const [starts, ends] = def.hours ? def.hours.split('-').map((t) => `${t}:00`) : ['00:00:00', '23:59:59'];
  const unit = type === 'food' ? 'plate' : def.choice?.title === 'Weight' ? 'kg' : type === 'grocery' ? 'pack' : 'pc';
  const brand = type === 'ecommerce' ? ctx.brandRows[(ctx.k + ctx.index) % ctx.brandRows.length] : undefined;
  const veg = type === 'food' ? Boolean(def.veg) : !/Meat|Fish|Eggs/.test(def.category);
  const tags = [
    ...(def.organic ? ['organic'] : []),
    ...(def.halal ? ['halal'] : []),
    ...(type === 'food' ? [veg ? 'veg' : 'non-veg'] : []),
    ...(ctx.k % 7 === 0 ? ['bestseller'] : []),
    ...(def.prescription ? ['prescription'] : []),
  ];
  return {
    name: ctx.name,
    slug: ctx.slug,
    description: def.description,
    image: img(def.emoji),
    images: [img(def.emoji)],
    categoryId: cat.sub,
    categoryIds: [{ id: cat.parent, position: 1 }, { id: cat.sub, position: 2 }],
    price,
    tax: 0,
    discount: discounted ? (amountDiscount ? round5(price * 0.1) : rnd.pick([5, 10, 15, 20])) : 0,
    discountType: amountDiscount ? 'amount' : 'percent',
    availableTimeStarts: starts,
    availableTimeEnds: ends,
    veg,
    storeId: store.id,
    moduleId: store.moduleId,
    zoneId: store.zoneId,
    unitId: ctx.unitId(unit),
    foodVariations: type === 'food' ? foodVariationsFor(def.food, price) : [],
    choiceOptions,
    variations,
    addOnIds: type === 'food' && def.food && def.food !== 'none' ? ctx.addOns.filter((_, i) => (i + ctx.k) % 2 === 0) : [],
    tags,
    stock,
    maximumCartQuantity: hasStock ? (ctx.k % 5 === 0 ? 5 : ctx.k % 5 === 1 ? 10 : null) : null,
    organic: Boolean(def.organic),
    isHalal: Boolean(def.halal),
    isPrescriptionRequired: Boolean(def.prescription),
    isBasic: Boolean(def.basic),
    genericName: def.generic ?? null,
    brandId: brand?.id ?? null,
    commonConditionId: ctx.conditionId(def.condition),
    recommended: ctx.k % 5 === 2,
    orderCount: rnd.int(0, 500),
    createdAt: new Date(ctx.now.getTime() - ((ctx.k * 13 + ctx.index * 7) % 120) * day - ctx.k * 60000),
  };
}
