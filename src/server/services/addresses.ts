/**
 * The address book: a customer's own addresses, each inside a zone. A point outside every zone is a
 * 403 `coordinates`; another customer's address is treated like a missing one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { addresses } from '../db/schema';
import type { RequestContext } from '../core/context';
import { notFound, orFail, validationError } from '../core/errors';
import { t } from '../core/messages';
import { activeZones, activeZonesHolding, zonesAt } from './zones';

export type AddressRow = typeof addresses.$inferSelect;
export interface Address {
  row: AddressRow;
  /** the active zones holding the point */
  zoneIds: number[];
}

export interface AddressFields {
  addressType: string;
  addressLabel: string | null;
  contactPersonName: string;
  contactPersonNumber: string;
  contactPersonEmail: string | null;
  address: string;
  latitude: number;
  longitude: number;
  road: string | null;
  house: string | null;
  floor: string | null;
}

const addressNotFound = (ctx: RequestContext) => () => notFound('address', t(ctx.locale, 'address_not_found'));

/** The zones holding the point (403 outside every active zone). */
async function zonesFor(ctx: RequestContext, fields: Pick<AddressFields, 'latitude' | 'longitude'>): Promise<number[]> {
  const { active } = await zonesAt(ctx.db, fields.latitude, fields.longitude);
  if (!active.length) throw validationError('coordinates', t(ctx.locale, 'service_not_available'));
  return active.map((z) => z.id);
}

/** A customer's addresses, newest first; only those a store's zone serves when `storeZoneId` is given. */
export async function listAddresses(ctx: RequestContext, userId: number, storeZoneId?: number): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isGuest, false)))
    .orderBy(desc(addresses.id));
  // one zone query for the whole list, not one per address
  const zoneRows = rows.length ? await activeZones(ctx.db) : [];
  const listed = rows.map((row) => ({ row, zoneIds: activeZonesHolding(zoneRows, row.latitude, row.longitude).map((z) => z.id) }));
  return storeZoneId ? listed.filter((a) => a.zoneIds.includes(storeZoneId)) : listed;
}

export async function addAddress(ctx: RequestContext, userId: number, fields: AddressFields): Promise<Address> {
  const zoneIds = await zonesFor(ctx, fields);
  const [row] = await ctx.db
    .insert(addresses)
    .values({ ...fields, zoneId: zoneIds[0], userId, isGuest: false })
    .returning();
  return { row, zoneIds };
}

/** Change an address: only the fields given (the point and the required ones always are). */
export async function updateAddress(ctx: RequestContext, userId: number, id: number, fields: Partial<AddressFields> & Pick<AddressFields, 'latitude' | 'longitude'>): Promise<Address> {
  const zoneIds = await zonesFor(ctx, fields);
  const [row] = await ctx.db
    .update(addresses)
    .set({ ...fields, zoneId: zoneIds[0], updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.isGuest, false)))
    .returning();
  return { row: orFail(row, addressNotFound(ctx)), zoneIds };
}

export async function removeAddress(ctx: RequestContext, userId: number, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.isGuest, false)))
    .returning({ id: addresses.id });
  orFail(removed[0], addressNotFound(ctx));
}
