/** The address book (customer/address/*): parse, call services/addresses, answer in the wire shape. */
import type { Context } from 'hono';
import { z } from 'zod';
import { addAddress, listAddresses, removeAddress, updateAddress, type AddressFields } from '../../services/addresses';
import { addressFormSchema } from '../../../lib/validation/address';
import { MAX_ID } from '../../core/context';
import { parseWith } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { readBody } from '../body';
import { qInt, type Env } from '../context';
import { json, type Router } from '../route';
import { addressWire } from '../wire/address';

const position = z.object({
  latitude: z.coerce.number({ error: 'api.field_required' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'api.field_required' }).min(-180).max(180),
});
const idField = z.coerce.number({ error: 'api.field_required' }).int().positive().max(MAX_ID);
const addressId = z.object({ address_id: idField });
const updateId = z.object({ id: idField });

/** The fields of an address from a request body. */
function addressFields(body: Record<string, unknown>): AddressFields {
  const form = parseWith(addressFormSchema, body);
  const at = parseWith(position, body);
  return {
    addressType: form.address_type,
    contactPersonName: form.contact_person_name,
    contactPersonNumber: form.contact_person_number,
    contactPersonEmail: form.contact_person_email || null,
    address: form.address,
    latitude: at.latitude,
    longitude: at.longitude,
    road: form.road || null,
    house: form.house || null,
    floor: form.floor || null,
  };
}

export function registerAddressRoutes(app: Router) {
  app.get(
    '/customer/address/list',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const storeZone = parseWith(z.object({ store_zone_id: qInt(1).optional() }), c.req.query()).store_zone_id;
      const shown = (await listAddresses(ctx, customer.id, storeZone)).map(addressWire);
      return { total_size: shown.length, limit: shown.length, offset: 1, addresses: shown };
    }),
  );

  app.post(
    '/customer/address/add',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const added = await addAddress(ctx, customer.id, addressFields(await readBody(c.req)));
      return { message: t(ctx.locale, 'address_added'), zone_ids: added.zoneIds, zone_id: added.row.zoneId, id: added.row.id, address: addressWire(added) };
    }),
  );

  const update = json(async (ctx, c: Context<Env>) => {
    const { customer } = await requireCustomer(ctx, c);
    const body = await readBody(c.req);
    const fields = addressFields(body);
    const { id } = parseWith(updateId, { id: c.req.param('id') ?? body.id });
    const updated = await updateAddress(ctx, customer.id, id, fields);
    return { message: t(ctx.locale, 'updated'), zone_ids: updated.zoneIds, zone_id: updated.row.zoneId, address: addressWire(updated) };
  });
  app.put('/customer/address/update/:id', update);
  app.put('/customer/address/update', update);

  const remove = json(async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    const { address_id } = parseWith(addressId, await readBody(c.req));
    await removeAddress(ctx, customer.id, address_id);
    return { message: t(ctx.locale, 'address_removed') };
  });
  // the spec's client posts; the reference deletes
  app.delete('/customer/address/delete', remove);
  app.post('/customer/address/delete', remove);
}
