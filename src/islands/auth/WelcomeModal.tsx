/**
 * The welcome for a new account (spec section 1), with the first-order discount when the profile is
 * valid for it (`is_valid_for_discount`, `validity`). Loaded only when a sign-up has just happened.
 */
import { useEffect, useId, useRef } from 'react';
import type { Profile } from '../../lib/api/endpoints/account';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import { ownClose } from '../shared/own-close';
import { fill } from '../../lib/fill';

export interface WelcomeLabels {
  title: string;
  body: string;
  /** with {{amount}} and {{validity}} */
  discount: string;
  start: string;
}

export function discountAmountText(discount: Pick<Profile['welcomeDiscount'], 'amount' | 'percent'>, money: MoneyFormat): string {
  return discount.percent ? `${discount.amount}%` : formatPrice(discount.amount, money);
}

export default function WelcomeModal({ profile, labels, money, onClose }: { profile: Profile; labels: WelcomeLabels; money: MoneyFormat; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => dialog.current?.showModal(), []);
  const offer = profile.welcomeDiscount.valid && profile.welcomeDiscount.amount > 0;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={ownClose(onClose)}>
      <div className="modal-box text-center">
        <h2 id={titleId} className="text-xl font-bold">
          {fill(labels.title, { name: profile.firstName })}
        </h2>
        <p className="mt-2">{labels.body}</p>
        {offer ? (
          <p className="mt-3 rounded-box border border-primary p-3 font-semibold">
            {fill(labels.discount, { amount: discountAmountText(profile.welcomeDiscount, money), validity: profile.welcomeDiscount.validity })}
          </p>
        ) : null}
        <div className="modal-action justify-center">
          <button type="button" className="btn btn-primary" onClick={() => dialog.current?.close()}>
            {labels.start}
          </button>
        </div>
      </div>
    </dialog>
  );
}
