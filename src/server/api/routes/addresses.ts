/**
 * The address book (customer/address/*): a customer's own addresses, each inside a zone. A point
 * outside every zone answers 403 `coordinates`; another customer's address answers like a missing one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { addresses } from '../../db/schema';
import { activeZones, activeZonesHolding, zonesAt } from '../../services/zones';
import { addressFormSchema } from '../../../lib/validation/address';
import { json, type Router } from '../app';
import { requireCustomer } from '../auth-guard';
import { MAX_ID, qInt, type Env, type RequestContext } from '../context';
import { notFound, parseWith, readBody, validationError } from '../http';
import { t } from '../messages';

const position = z.object({
  latitude: z.coerce.number({ error: 'latitude is required' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'longitude is required' }).min(-180).max(180),
});
const idField = (name: string) => z.coerce.number({ error: `${name} is required` }).int().positive().max(MAX_ID);
const addressId = z.object({ address_id: idField('address_id') });
const updateId = z.object({ id: idField('id') });

/** another customer's address answers like a missing one */
const addressNotFound = () => notFound('address', 'Address not found.');

type Row = typeof addresses.$inferSelect;
export function formatAddress(a: Row, zoneIds: number[]) {
  return {
    id: a.id,
    user_id: a.userId,
    address_type: a.addressType,
    contact_person_name: a.contactPersonName,
    contact_person_number: a.contactPersonNumber,
    contact_person_email: a.contactPersonEmail,
    address: a.address,
    latitude: String(a.latitude),
    longitude: String(a.longitude),
    zone_id: a.zoneId,
    zone_ids: zoneIds,
    road: a.road,
    house: a.house,
    floor: a.floor,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** The fields of an address from a request, with the zones its point lies in (403 outside every zone). */
async function readAddress(ctx: RequestContext, c: Context<Env>) {
  const body = await readBody(c.req);
  const form = parseWith(addressFormSchema, body);
  const at = parseWith(position, body);
  const { active } = await zonesAt(ctx.db, at.latitude, at.longitude);
  if (!active.length) throw validationError('coordinates', t(ctx.locale, 'service_not_available'));
  return {
    body,
    zoneIds: active.map((z) => z.id),
    values: {
      addressType: form.address_type,
      contactPersonName: form.contact_person_name,
      contactPersonNumber: form.contact_person_number,
      contactPersonEmail: form.contact_person_email || null,
      address: form.address,
      latitude: at.latitude,
      longitude: at.longitude,
      zoneId: active[0].id,
      road: form.road || null,
      house: form.house || null,
      floor: form.floor || null,
    },
  };
}

export function registerAddressRoutes(app: Router) {
  app.get(
    '/customer/address/list',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const storeZone = parseWith(z.object({ store_zone_id: qInt(1).optional() }), c.req.query()).store_zone_id;
      const rows = await ctx.db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, customer.id), eq(addresses.isGuest, false)))
        .orderBy(desc(addresses.id));
      // one zone query for the whole list, not one per address
      const zoneRows = rows.length ? await activeZones(ctx.db) : [];
      const listed = rows.map((a) => formatAddress(a, activeZonesHolding(zoneRows, a.latitude, a.longitude).map((z) => z.id)));
      const shown = storeZone ? listed.filter((a) => a.zone_ids.includes(storeZone)) : listed;
      return {
        total_size: shown.length,
        limit: shown.length,
        offset: 1,
        addresses: shown,
      };
    }),
  );

  app.post(
    '/customer/address/add',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const { values, zoneIds } = await readAddress(ctx, c);
      const [row] = await ctx.db
        .insert(addresses)
        .values({ ...values, userId: customer.id, isGuest: false })
        .returning();
      return {
        message: 'Successfully added!',
        zone_ids: zoneIds,
        zone_id: row.zoneId,
        id: row.id,
        address: formatAddress(row, zoneIds),
      };
    }),
  );

  const update = json(async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    const { values, zoneIds, body } = await readAddress(ctx, c);
    const { id } = parseWith(updateId, { id: c.req.param('id') ?? body.id });
    const [row] = await ctx.db
      .update(addresses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.userId, customer.id), eq(addresses.isGuest, false)))
      .returning();
    if (!row) throw addressNotFound();
    return {
      message: 'Updated successfully.',
      zone_ids: zoneIds,
      zone_id: row.zoneId,
      address: formatAddress(row, zoneIds),
    };
  });
  app.put('/customer/address/update/:id', update);
  app.put('/customer/address/update', update);

  const remove = json(async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    const { address_id } = parseWith(addressId, await readBody(c.req));
    const removed = await ctx.db
      .delete(addresses)
      .where(and(eq(addresses.id, address_id), eq(addresses.userId, customer.id), eq(addresses.isGuest, false)))
      .returning({ id: addresses.id });
    if (!removed.length) throw addressNotFound();
    return { message: 'Successfully removed!' };
  });
  // the spec's client posts; the reference deletes
  app.delete('/customer/address/delete', remove);
  app.post('/customer/address/delete', remove);
}
