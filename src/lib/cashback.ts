/** Cashback for an order amount: the larger of the best percent rule and the best flat rule. */
export interface CashbackOffer {
  id: number;
  type: 'percent' | 'amount';
  amount: number;
  minPurchase: number;
  /** cap for percent offers; 0 = no cap */
  maxDiscount: number;
}

/** Round to paisa without binary drift. */
export const roundMoney = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export function cashbackValue(offer: CashbackOffer, orderAmount: number): number {
  if (orderAmount < offer.minPurchase) return 0;
  if (offer.type === 'amount') return offer.amount;
  const raw = roundMoney((orderAmount * offer.amount) / 100);
  return offer.maxDiscount > 0 ? Math.min(raw, offer.maxDiscount) : raw;
}

export function bestCashback(offers: CashbackOffer[], orderAmount: number): { offer: CashbackOffer; value: number } | null {
  let best: { offer: CashbackOffer; value: number } | null = null;
  for (const offer of offers) {
    const value = cashbackValue(offer, orderAmount);
    if (value > 0 && (!best || value > best.value)) best = { offer, value };
  }
  return best;
}
