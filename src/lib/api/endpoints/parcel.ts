/**
 * Parcel orders (reference §4.9; issue 19): the instructions a sender may pick, and the quote and the
 * placing of a parcel through order/quote and order/place with order_type parcel. The server works
 * out the distance and the charge; the body carries only the two points and who is at each.
 */
import * as z from 'zod/mini';
import type { Requester, RequestOptions } from '../core';
import { placedSchema, quoteSchema, type PaymentMethod } from './orders';

/** one end of a parcel's trip: where, and who hands it over or takes it */
export interface ParcelEnd {
  address: string;
  latitude: number;
  longitude: number;
  road: string;
  house: string;
  floor: string;
  name: string;
  phone: string;
}

export type ChargePayer = 'sender' | 'receiver';

export interface ParcelDraft {
  categoryId: number;
  sender: ParcelEnd;
  receiver: ParcelEnd;
  chargePayer: ChargePayer;
  tips: number;
  /** ISO time, or null for now */
  scheduleAt: string | null;
  orderNote: string;
  /** the instruction picked for the delivery man */
  deliveryInstruction: string;
}

export interface ParcelInstruction {
  id: number;
  instruction: string;
}

const end = (e: ParcelEnd) => ({
  address: e.address,
  latitude: e.latitude,
  longitude: e.longitude,
  road: e.road || null,
  house: e.house || null,
  floor: e.floor || null,
  contact_person_name: e.name,
  contact_person_number: e.phone,
});

/** the order/place body of a parcel: the sender in the address fields, the receiver in receiver_details (JSON text, as 6amMart clients send it) */
function parcelBody(d: ParcelDraft): Record<string, unknown> {
  return {
    order_type: 'parcel',
    parcel_category_id: d.categoryId,
    charge_payer: d.chargePayer,
    dm_tips: d.tips,
    schedule_at: d.scheduleAt,
    order_note: d.orderNote || null,
    delivery_instruction: d.deliveryInstruction || null,
    order_amount: 0,
    address_type: 'other',
    ...end(d.sender),
    receiver_details: JSON.stringify(end(d.receiver)),
  };
}

export const instructionsSchema = z.pipe(
  z.object({ data: z.array(z.object({ id: z.number(), instruction: z.string() })) }),
  z.transform((w): ParcelInstruction[] => w.data),
);

/** the most instructions a sender is offered */
const INSTRUCTIONS = 50;

export const parcelApi = (request: Requester) => ({
  instructions: () => request('GET', 'customer/order/parcel-instructions', instructionsSchema, { query: { offset: 1, limit: INSTRUCTIONS } }),
  /** `handled`: refusals the page shows in place (a receiver outside the zones) */
  quote: (draft: ParcelDraft, handled?: RequestOptions['handled']) => request('POST', 'customer/order/quote', quoteSchema, { body: parcelBody(draft), handled }),
  /** `key`: the order's Idempotency-Key, the same on every retry of one order, so it is placed once */
  place: (draft: ParcelDraft, paymentMethod: PaymentMethod, key: string, handled?: RequestOptions['handled']) =>
    request('POST', 'customer/order/place', placedSchema, { body: { ...parcelBody(draft), payment_method: paymentMethod }, headers: { 'Idempotency-Key': key }, handled }),
});
