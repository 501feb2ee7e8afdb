/** The address book (customer/address/*): parse, call services/addresses, answer in the wire shape. */
import type { Context } from 'hono';
import { z } from 'zod';
import { addAddress, listAddresses, removeAddress, updateAddress, type AddressFields } from '../../services/addresses';
import { addressFormSchema } from '../../../lib/validation/address';
import { isPhoneNumber } from '../../../lib/validation/auth';
import { MESSAGES } from '../../../lib/validation/messages';
import { echo, parsePage } from '../../../lib/pagination';
import { PAGE_SIZE } from '../../../lib/constants';
import { MAX_ID, type RequestContext } from '../../core/context';
import { parseWith } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { pageFields, qInt, type Env, numeric, requiredOrInvalid } from '../context';
import { addressListAnswer, messageAnswer } from '../wire/answers';
import { documented, type Input, type Router } from '../route';
import { addressWire } from '../wire/address';

const position = z.object({
  latitude: numeric(z.number({ error: requiredOrInvalid }).min(-90).max(90)),
  longitude: numeric(z.number({ error: requiredOrInvalid }).min(-180).max(180)),
});
const idField = numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID));
const addressId = z.object({ address_id: idField });
const updateId = z.object({ id: idField });

/**
 * the address form (spec section 5) and the pinned point. The type is a label the shopper chose: home,
 * office and other are the known ones (the form's picker sends those), and a client may send its own
 * short text ("Selected Address"), kept as written (issue 45.2)
 */
const addressBody = z.object({
  ...addressFormSchema.shape,
  ...position.shape,
  address_type: z.string({ error: 'api.address_type_invalid' }).trim().min(1, 'api.address_type_invalid').max(40, 'api.address_type_invalid').optional(),
  address_label: z.string().trim().max(100).nullable().optional(),
  contact_person_number: z.string({ error: MESSAGES.contactPhoneRequired }).trim().min(1, MESSAGES.contactPhoneRequired).max(20).refine(isPhoneNumber, MESSAGES.phoneShort),
});
const addressListQuery = z.object({ store_zone_id: qInt(1).optional(), ...pageFields });

type AddressBody = z.infer<typeof addressBody>;

/** The fields of a new address from its parsed body (a missing type is 'other'). */
function addressFields(form: AddressBody): AddressFields {
  return {
    addressType: form.address_type ?? 'other',
    addressLabel: form.address_label || null,
    contactPersonName: form.contact_person_name,
    contactPersonNumber: form.contact_person_number,
    contactPersonEmail: form.contact_person_email || null,
    address: form.address,
    latitude: form.latitude,
    longitude: form.longitude,
    road: form.road || null,
    house: form.house || null,
    floor: form.floor || null,
  };
}

/** The body fields an update may leave out, and the address fields they set: one left out keeps its value. */
const KEPT_WHEN_ABSENT = { address_type: 'addressType', address_label: 'addressLabel', contact_person_email: 'contactPersonEmail', road: 'road', house: 'house', floor: 'floor' } as const;

/** The fields an update changes: those the body names (the point and the required ones always are). */
function changedFields(form: AddressBody, raw: Record<string, unknown>): Partial<AddressFields> & Pick<AddressFields, 'latitude' | 'longitude'> {
  const fields: Partial<AddressFields> & Pick<AddressFields, 'latitude' | 'longitude'> = addressFields(form);
  for (const [wire, field] of Object.entries(KEPT_WHEN_ABSENT)) if (!(wire in raw)) delete fields[field];
  return fields;
}

export function registerAddressRoutes(app: Router) {
  const api = documented(app, 'Addresses');
  api.get(
    '/customer/address/list',
    { answer: addressListAnswer, summary: "The customer's saved addresses; store_zone_id keeps those a store in that zone delivers to", query: addressListQuery, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const query = input.query();
      const page = parsePage(query.limit, query.offset, PAGE_SIZE.addresses);
      const all = await listAddresses(ctx, customer.id, query.store_zone_id);
      return { total_size: all.length, limit: echo(query.limit, page.limit), offset: echo(query.offset, page.offset), addresses: all.slice(page.skip, page.skip + page.limit).map(addressWire) };
    },
  );

  api.post('/customer/address/add', { answer: messageAnswer, summary: 'Save an address (its point must lie in a zone)', body: addressBody, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    const added = await addAddress(ctx, customer.id, addressFields(await input.body()));
    return { message: t(ctx.locale, 'address_added'), zone_ids: added.zoneIds, zone_id: added.row.zoneId, id: added.row.id, address: addressWire(added) };
  });

  const updateDoc = { answer: messageAnswer, summary: 'Change a saved address (the id in the path or the body)', body: addressBody.extend(updateId.partial().shape), needs: ['customer' as const] };
  const update = async (ctx: RequestContext, c: Context<Env>, input: Input<undefined, typeof updateDoc.body>) => {
    const { customer } = await requireCustomer(ctx, c);
    const body = await input.body();
    const { id } = parseWith(updateId, { id: c.req.param('id') ?? body.id });
    const updated = await updateAddress(ctx, customer.id, id, changedFields(body, await input.rawBody()));
    return { message: t(ctx.locale, 'updated'), zone_ids: updated.zoneIds, zone_id: updated.row.zoneId, address: addressWire(updated) };
  };
  api.put('/customer/address/update/:id', updateDoc, update);
  api.put('/customer/address/update', updateDoc, update);

  const removeDoc = { answer: messageAnswer, summary: 'Remove a saved address', body: addressId, needs: ['customer' as const] };
  const remove = async (ctx: RequestContext, c: Context<Env>, input: Input<undefined, typeof addressId>) => {
    const { customer } = await requireCustomer(ctx, c);
    const { address_id } = await input.body();
    await removeAddress(ctx, customer.id, address_id);
    return { message: t(ctx.locale, 'address_removed') };
  };
  // the spec's client posts; the reference deletes
  api.delete('/customer/address/delete', removeDoc, remove);
  api.post('/customer/address/delete', removeDoc, remove);
}
