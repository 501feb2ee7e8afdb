/** The ways to pay an order offers (checkout and parcel): cash within the zone's maximum, online, offline, the wallet with its balance. */
import type { PaymentMethod, Quote } from '../../lib/api/endpoints/orders';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import type { CheckoutLabels } from './labels';
import { fill } from '../../lib/fill';

export interface PaymentChoice {
  id: PaymentMethod;
  label: string;
  disabled: boolean;
  note?: string;
}

type Labels = Pick<CheckoutLabels, 'cashOnDelivery' | 'codMaximum' | 'digitalPayment' | 'offlinePayment' | 'wallet' | 'walletBalance'>;

/** `on`: what the shop (and the order) allows; the quote says whether the zone takes cash, up to what, and what the wallet holds */
export function paymentChoices(on: Record<'cod' | 'digital' | 'offline' | 'wallet', boolean>, quote: Quote | null, labels: Labels, money: MoneyFormat): PaymentChoice[] {
  const choices: PaymentChoice[] = [];
  const codOverMax = Boolean(quote?.cashOnDelivery.maximum && quote.orderAmount > quote.cashOnDelivery.maximum);
  if (on.cod && (quote ? quote.cashOnDelivery.allowed : true))
    choices.push({ id: 'cash_on_delivery', label: labels.cashOnDelivery, disabled: codOverMax, note: codOverMax ? labels.codMaximum : undefined });
  if (on.digital) choices.push({ id: 'digital_payment', label: labels.digitalPayment, disabled: false });
  if (on.offline) choices.push({ id: 'offline_payment', label: labels.offlinePayment, disabled: false });
  if (on.wallet) {
    const balance = quote?.walletBalance ?? null;
    choices.push({
      id: 'wallet',
      label: labels.wallet,
      disabled: Boolean(quote && (balance ?? 0) < quote.orderAmount),
      note: balance !== null ? fill(labels.walletBalance, { amount: formatPrice(balance, money) }) : undefined,
    });
  }
  return choices;
}

/** the shopper's choice while it is offered and open, else the first open one ('' when none is) */
export const chosenPayment = (choices: PaymentChoice[], wanted: PaymentMethod | ''): PaymentMethod | '' =>
  choices.find((m) => m.id === wanted && !m.disabled)?.id ?? choices.find((m) => !m.disabled)?.id ?? '';
