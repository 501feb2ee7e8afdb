/**
 * Money into the wallet (issue 18): the amount, then the payment provider's page (the sandbox
 * gateway, or Stripe when configured). The provider sends the shopper back to the wallet page with
 * the outcome; the wallet is credited once the provider has said paid.
 */
import { wallet } from '../../lib/api/browser/wallet';
import { NumberForm } from '../shared/NumberForm';

export interface AddFundProps {
  labels: { title: string; amount: string; submit: string; busy: string; hint: string; invalid: string };
  /** the wallet page's address, where the provider sends the shopper back */
  backHref: string;
  max: number;
  /** the call (tests pass their own) */
  addFund?: (amount: number, callback: string) => Promise<string>;
  /** going to the provider (tests pass their own) */
  go?: (url: string) => void;
}

export default function AddFund({ labels, backHref, max, addFund = wallet.addFund, go = (url) => location.assign(url) }: AddFundProps) {
  return (
    <NumberForm
      labels={{ title: labels.title, field: labels.amount, submit: labels.submit, busy: labels.busy, hint: labels.hint, invalid: labels.invalid }}
      name="amount"
      min={1}
      max={max}
      step={0.01}
      action={async (amount) => go(await addFund(amount, new URL(backHref, location.href).toString()))}
    />
  );
}
