/**
 * "Open now" and "available now" are written twice, in TypeScript (src/lib/schedule.ts: store lists,
 * order/place, the cart) and in SQL (src/server/services/catalogue/open-now-sql.ts: the search's
 * currently-open and currently-available filters). This compares them at every minute of a day,
 * for stores and items in a zone on the business clock and in a zone on another, with overnight
 * slots and windows, seconds at the edges, and a store switched off (issue 44.1).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { itemAvailableSql, storeOpenSql } from '../../src/server/services/catalogue/open-now-sql';
import { storeOpenAt } from '../../src/server/services/catalogue/stores';
import { itemWindowHolds, localClock, type ScheduleSlot } from '../../src/lib/schedule';
import { testDatabase } from './harness';

const ZONES = [
  { name: 'Kathmandu clock', timezone: 'Asia/Kathmandu' },
  { name: 'New York clock', timezone: 'America/New_York' },
];
/** each store's weekly hours: by day, or every day */
const HOURS: Array<{ active: boolean; slots: (day: number) => Array<[string, string]> }> = [
  { active: true, slots: (d) => (d % 2 ? [['10:00:00', '18:30:00']] : [['09:00:00', '21:00:00']]) },
  { active: true, slots: (d) => (d === 0 ? [] : [['22:00:00', '02:00:00']]) },
  { active: true, slots: (d) => (d === 5 ? [['20:00:30', '23:59:59'], ['06:15:00', '07:45:30']] : []) },
  { active: true, slots: () => [['00:00:00', '00:00:00']] },
  { active: true, slots: (d) => (d === 6 ? [['23:30:00', '00:30:00']] : [['12:00:00', '12:01:00']]) },
  { active: false, slots: () => [['00:00:00', '23:59:59']] },
];
const WINDOWS: Array<[string, string]> = [
  ['09:00:00', '21:00:00'],
  ['22:00:00', '02:00:00'],
  ['00:00:00', '23:59:59'],
  ['10:30:45', '10:31:15'],
  ['23:00:00', '23:00:00'],
  ['23:59:00', '00:00:00'],
];

const zoneIds: number[] = [];
const stores: Array<{ id: number; active: boolean; hours: ScheduleSlot[]; timezone: string }> = [];
const items: Array<{ id: number; from: string; until: string; timezone: string }> = [];

beforeAll(async () => {
  const { db } = await testDatabase();
  const [templateZone] = await db.select().from(s.zones).limit(1);
  const [templateStore] = await db.select().from(s.stores).where(eq(s.stores.zoneId, templateZone.id)).limit(1);
  const [templateItem] = await db.select().from(s.items).where(eq(s.items.storeId, templateStore.id)).limit(1);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  for (const zone of ZONES) {
    const { id: _z, ...zoneCopy } = templateZone;
    // far from every shopper and switched off: nothing else sees it
    const [row] = await db.insert(s.zones).values({ ...zoneCopy, name: `${zone.name} ${stamp}`, displayName: zone.name, timezone: zone.timezone, status: false }).returning({ id: s.zones.id });
    zoneIds.push(row.id);
    for (const [n, h] of HOURS.entries()) {
      const { id: _s, slug: _slug, ...storeCopy } = templateStore;
      const [store] = await db
        .insert(s.stores)
        .values({ ...storeCopy, zoneId: row.id, name: `Clock ${n} ${stamp}`, slug: `clock-${n}-${row.id}-${stamp}`, active: h.active, status: false })
        .returning({ id: s.stores.id });
      const hours: ScheduleSlot[] = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => h.slots(day).map(([openingTime, closingTime]) => ({ day, openingTime, closingTime })));
      if (hours.length) await db.insert(s.storeSchedules).values(hours.map((x) => ({ storeId: store.id, ...x })));
      stores.push({ id: store.id, active: h.active, hours, timezone: zone.timezone });
    }
    for (const [n, [from, until]] of WINDOWS.entries()) {
      const { id: _i, slug: _islug, search: _search, ...itemCopy } = templateItem;
      const [item] = await db
        .insert(s.items)
        .values({ ...itemCopy, zoneId: row.id, name: `Clock item ${n} ${stamp}`, slug: `clock-item-${n}-${row.id}-${stamp}`, availableTimeStarts: from, availableTimeEnds: until, status: false })
        .returning({ id: s.items.id });
      items.push({ id: item.id, from, until, timezone: zone.timezone });
    }
  }
});

afterAll(async () => {
  const { db } = await testDatabase();
  await db.delete(s.items).where(inArray(s.items.id, items.map((i) => i.id)));
  await db.delete(s.stores).where(inArray(s.stores.id, stores.map((x) => x.id)));
  await db.delete(s.zones).where(inArray(s.zones.id, zoneIds));
});

describe('open now and available now: the SQL and the TypeScript agree', () => {
  it('at every minute of a day, in two time zones, overnight included', async () => {
    const { db } = await testDatabase();
    // a Friday afternoon in Kathmandu onwards: both zones pass a midnight and a change of weekday
    const start = Date.UTC(2026, 10, 27, 6, 0, 0);
    const storeIds = stores.map((x) => x.id);
    const itemIds = items.map((i) => i.id);
    const mismatches: string[] = [];
    let openSeen = 0;
    for (let minute = 0; minute < 24 * 60; minute++) {
      // a few seconds into the minute: the clock reads the minute, not the seconds
      const at = new Date(start + minute * 60_000 + (minute % 7) * 7_000);
      const [sqlStores, sqlItems] = await Promise.all([
        db.select({ id: s.stores.id, open: storeOpenSql(at).mapWith(Boolean) }).from(s.stores).where(inArray(s.stores.id, storeIds)),
        db.select({ id: s.items.id, open: itemAvailableSql(at).mapWith(Boolean) }).from(s.items).where(inArray(s.items.id, itemIds)),
      ]);
      for (const store of stores) {
        const ts = storeOpenAt(store, store.hours, store.timezone, at);
        const inSql = sqlStores.find((r) => r.id === store.id)?.open;
        if (ts) openSeen++;
        if (ts !== inSql) mismatches.push(`store ${JSON.stringify(store.hours.slice(0, 2))} ${store.timezone} at ${at.toISOString()}: ts ${ts}, sql ${inSql}`);
      }
      for (const item of items) {
        const ts = itemWindowHolds({ availableFrom: item.from, availableUntil: item.until }, localClock(at, item.timezone));
        const inSql = sqlItems.find((r) => r.id === item.id)?.open;
        if (ts !== inSql) mismatches.push(`item ${item.from}-${item.until} ${item.timezone} at ${at.toISOString()}: ts ${ts}, sql ${inSql}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    // the day had both answers for every kind of store (the comparison was not vacuous)
    expect(openSeen).toBeGreaterThan(1000);
  }, 120_000);
});
