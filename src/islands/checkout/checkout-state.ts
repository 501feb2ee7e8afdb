/**
 * What the shopper has chosen on the checkout (spec sections 2 and 4): order type, address, when, how
 * to pay, the coupon, tips, cutlery and packaging, notes, an offline payment's details and a
 * prescription. One reducer (tests/unit/checkout-state.test.ts) holds the rules between the choices:
 * a typed coupon clears its refusal, a refused coupon is taken off, a new offline method starts with
 * empty fields.
 */
import type { OrderType, PaymentMethod } from '../../lib/api/endpoints/orders';
import type { ChosenAddress } from '../location/AddressBlock';

export interface CheckoutChoices {
  orderType: OrderType;
  address: ChosenAddress | null;
  /** '' = now */
  scheduleAt: string;
  payment: PaymentMethod | '';
  /** the wallet pays what it holds, another method the rest */
  partial: boolean;
  coupon: { typed: string; applied: string | null; refused: string | null };
  tips: number;
  cutlery: boolean;
  packaging: boolean;
  orderNote: string;
  instruction: string;
  offline: { methodId: number | null; fields: Record<string, string>; note: string };
  prescription: File[];
}

export type CheckoutEvent =
  | { type: 'orderType'; value: OrderType }
  | { type: 'address'; value: ChosenAddress | null }
  | { type: 'schedule'; at: string }
  | { type: 'payment'; method: PaymentMethod }
  | { type: 'partial'; on: boolean }
  | { type: 'couponTyped'; text: string }
  | { type: 'couponApplied'; code: string }
  | { type: 'couponRemoved' }
  | { type: 'couponRefused'; message: string }
  | { type: 'tips'; amount: number }
  | { type: 'cutlery'; on: boolean }
  | { type: 'packaging'; on: boolean }
  | { type: 'orderNote'; text: string }
  | { type: 'instruction'; text: string }
  | { type: 'offlineMethod'; id: number }
  | { type: 'offlineField'; name: string; value: string }
  | { type: 'offlineNote'; text: string }
  | { type: 'prescription'; files: File[] };

export const startChoices = (orderType: OrderType): CheckoutChoices => ({
  orderType,
  address: null,
  scheduleAt: '',
  payment: '',
  partial: false,
  coupon: { typed: '', applied: null, refused: null },
  tips: 0,
  cutlery: false,
  packaging: false,
  orderNote: '',
  instruction: '',
  offline: { methodId: null, fields: {}, note: '' },
  prescription: [],
});

export function checkoutChoices(state: CheckoutChoices, event: CheckoutEvent): CheckoutChoices {
  switch (event.type) {
    case 'orderType':
      return { ...state, orderType: event.value };
    case 'address':
      return { ...state, address: event.value };
    case 'schedule':
      return { ...state, scheduleAt: event.at };
    case 'payment':
      return { ...state, payment: event.method };
    case 'partial':
      return { ...state, partial: event.on };
    case 'couponTyped':
      return { ...state, coupon: { ...state.coupon, typed: event.text, refused: null } };
    case 'couponApplied': {
      const code = event.code.trim();
      return code ? { ...state, coupon: { typed: code, applied: code, refused: null } } : state;
    }
    case 'couponRemoved':
      return { ...state, coupon: { typed: '', applied: null, refused: null } };
    case 'couponRefused':
      return { ...state, coupon: { ...state.coupon, applied: null, refused: event.message } };
    case 'tips':
      return { ...state, tips: Math.max(0, event.amount) };
    case 'cutlery':
      return { ...state, cutlery: event.on };
    case 'packaging':
      return { ...state, packaging: event.on };
    case 'orderNote':
      return { ...state, orderNote: event.text };
    case 'instruction':
      return { ...state, instruction: event.text };
    case 'offlineMethod':
      return event.id === state.offline.methodId ? state : { ...state, offline: { ...state.offline, methodId: event.id, fields: {} } };
    case 'offlineField':
      return { ...state, offline: { ...state.offline, fields: { ...state.offline.fields, [event.name]: event.value } } };
    case 'offlineNote':
      return { ...state, offline: { ...state.offline, note: event.text } };
    case 'prescription':
      return { ...state, prescription: event.files };
  }
}
