/**
 * The customer's saved addresses. An address is the address form's fields (src/lib/validation/address.ts,
 * shared with the server's routes) plus its id, its point as numbers and the zones serving it.
 */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { ADDRESS_TYPES, type AddressForm } from '../../validation/address';
import { messageSchema } from './shared';

const text = z.optional(z.nullable(z.string()));
const savedSchema = z.looseObject({
  id: z.number(),
  address_type: z.string(),
  address: z.string(),
  latitude: z.union([z.string(), z.number()]),
  longitude: z.union([z.string(), z.number()]),
  zone_ids: z.array(z.number()),
  contact_person_name: text,
  contact_person_number: text,
  contact_person_email: text,
  road: text,
  house: text,
  floor: text,
});
export const addressListSchema = z.object({ addresses: z.array(savedSchema) });

export type SavedAddress = AddressForm & { id: number; lat: number; lng: number; zoneIds: number[] };
/** what the form sends: its fields and the point on the map */
export type AddressInput = AddressForm & { lat: number; lng: number };

const toAddress = (a: z.infer<typeof savedSchema>): SavedAddress => ({
  id: a.id,
  address: a.address,
  address_type: (ADDRESS_TYPES as readonly string[]).includes(a.address_type) ? (a.address_type as AddressForm['address_type']) : 'other',
  contact_person_name: a.contact_person_name ?? '',
  contact_person_number: a.contact_person_number ?? '',
  contact_person_email: a.contact_person_email ?? null,
  road: a.road ?? null,
  house: a.house ?? null,
  floor: a.floor ?? null,
  lat: Number(a.latitude),
  lng: Number(a.longitude),
  zoneIds: a.zone_ids,
});

const wire = ({ lat, lng, ...form }: AddressInput) => ({ ...form, latitude: lat, longitude: lng });

export const addressesApi = (request: Requester) => ({
  list: () => request('GET', 'customer/address/list', addressListSchema).then((r) => r.addresses.map(toAddress)),
  add: (address: AddressInput) => request('POST', 'customer/address/add', messageSchema, { body: wire(address) }),
  update: (id: number, address: AddressInput) => request('PUT', `customer/address/update/${id}`, messageSchema, { body: wire(address) }),
  remove: (id: number) => request('POST', 'customer/address/delete', messageSchema, { body: { address_id: id } }),
});
