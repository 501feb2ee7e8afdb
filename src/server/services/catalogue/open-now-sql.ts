/**
 * The two schedule rules a query must apply itself, written for SQL exactly as src/lib/schedule.ts
 * writes them for TypeScript (issue 44.1), each in the clock of the zone the store or item is in:
 * - a store is open (isOpenAt): a slot of today holds the minute, or yesterday's slot that runs past
 *   midnight does; an opening counts from its minute, a closing to the end of its minute;
 * - an item is available (isWithinDailyWindow): its daily window holds the minute, ends included, a
 *   window that ends before it starts running past midnight.
 * tests/api/open-now.test.ts compares the two over every minute of a day, overnight windows and a
 * zone in another time zone included, on both databases.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../lib/constants';

/**
 * the tables' columns by their full names: drizzle writes a column of the one table a query reads
 * without it, and inside the subqueries below a bare "id" would be the schedule's own
 */
const stores = { id: sql.raw('"stores"."id"'), active: sql.raw('"stores"."active"'), zoneId: sql.raw('"stores"."zone_id"') };
const items = { zoneId: sql.raw('"items"."zone_id"'), starts: sql.raw('"items"."available_time_starts"'), ends: sql.raw('"items"."available_time_ends"') };

/** the local time at `at` in the time zone of the zone `zoneId` names (the business clock's without one) */
const localAt = (at: Date, zoneId: SQL) =>
  sql`(${at.toISOString()}::timestamptz at time zone coalesce((select z.timezone from zones z where z.id = ${zoneId}), ${BUSINESS_TIME_ZONE}))`;
/** minutes since midnight of a time (text 'HH:MM[:SS]' or a timestamp), its seconds dropped or counted up */
const minutesOf = (time: SQL, round: 'floor' | 'ceil' = 'floor') => sql`${sql.raw(round)}(extract(epoch from (${time})::time) / 60)::int`;

/** the store is switched on and open at `at` in its zone's clock (storeOpenAt) */
export function storeOpenSql(at: Date): SQL {
  const local = localAt(at, stores.zoneId);
  return sql`(${stores.active} and exists (
    select 1 from store_schedules ss
    cross join lateral (select extract(dow from ${local})::int as d, ${minutesOf(local)} as m) c
    cross join lateral (select ${minutesOf(sql`ss.opening_time`)} as o, ${minutesOf(sql`ss.closing_time`, 'ceil')} as cl) h
    where ss.store_id = ${stores.id} and (
      (h.cl > h.o and ss.day = c.d and c.m >= h.o and c.m < h.cl)
      or (h.cl <= h.o and ((ss.day = c.d and c.m >= h.o) or (ss.day = (c.d + 6) % 7 and c.m < h.cl))))))`;
}

/** the item's daily window holds `at` in its zone's clock (itemWindowHolds) */
export function itemAvailableSql(at: Date): SQL {
  const m = minutesOf(localAt(at, items.zoneId));
  const from = minutesOf(items.starts);
  const until = minutesOf(items.ends);
  return sql`(case when ${until} >= ${from} then ${m} between ${from} and ${until} else (${m} >= ${from} or ${m} <= ${until}) end)`;
}
