/** The checkout's order summary: every amount as the server priced it (customer/order/quote). */
import type { Quote } from '../../lib/api/endpoints/orders';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import type { CheckoutLabels } from './labels';

export default function Summary({ quote, labels, money, split = null }: { quote: Quote; labels: CheckoutLabels; money: MoneyFormat; split?: { wallet: number; rest: number } | null }) {
  const price = (n: number) => formatPrice(n, money);
  const rows: Array<[string, string, boolean?]> = [[labels.subtotal, price(quote.itemPrice + quote.addOnPrice)]];
  if (quote.discount > 0) rows.push([labels.discount, `- ${price(quote.discount)}`]);
  if (quote.couponDiscount > 0) rows.push([labels.couponDiscount, `- ${price(quote.couponDiscount)}`]);
  if (quote.referralDiscount > 0) rows.push([labels.referralDiscount, `- ${price(quote.referralDiscount)}`]);
  rows.push([quote.taxIncluded ? labels.taxIncluded : labels.taxExcluded, `${quote.taxIncluded ? '' : '+ '}${price(quote.tax)}`]);
  const freeDelivery = quote.deliveryCharge === 0 && quote.originalDeliveryCharge > 0;
  rows.push([labels.deliveryFee, freeDelivery ? labels.free : `+ ${price(quote.deliveryCharge)}`, freeDelivery]);
  if (quote.additionalCharge > 0) rows.push([labels.serviceCharge, `+ ${price(quote.additionalCharge)}`]);
  if (quote.packaging > 0) rows.push([labels.packagingFee, `+ ${price(quote.packaging)}`]);
  if (quote.tips > 0) rows.push([labels.tips, `+ ${price(quote.tips)}`]);
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {rows.map(([label, value, struck]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt>{label}</dt>
          <dd>
            {struck ? <s className="me-2 opacity-60">{price(quote.originalDeliveryCharge)}</s> : null}
            {value}
          </dd>
        </div>
      ))}
      <div className="mt-2 flex justify-between gap-2 border-t border-base-300 pt-2 text-base font-bold">
        <dt>{labels.total}</dt>
        <dd data-testid="order-total">{price(quote.orderAmount)}</dd>
      </div>
      {split ? (
        <>
          <div className="flex justify-between gap-2">
            <dt>{labels.paidFromWallet}</dt>
            <dd>- {price(split.wallet)}</dd>
          </div>
          <div className="flex justify-between gap-2 font-semibold">
            <dt>{labels.leftToPay}</dt>
            <dd>{price(split.rest)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
