/** The item detail popup (max width 459px): loads the item, then the shared item details. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { MoneyFormat } from '../../lib/format';
import { itemPopupRequest } from '../../stores/ui';
import * as api from '../../lib/api/browser/items';
import ItemDetails, { type PopupItem, type PopupLabels } from './ItemDetails';
import ItemReviews, { type ItemReviewsLabels } from './ItemReviews';
import { ownClose } from '../shared/own-close';

export interface ItemPopupProps {
  labels: PopupLabels & ItemReviewsLabels & { loading: string; close: string };
  money: MoneyFormat;
  currentStoreId?: number;
  storeBase: string;
  checkoutBase: string;
}

/** The store page marks its store (`data-store-id`): the popup does not link to the page it is on. */
const storeOfPage = () => Number(document.querySelector<HTMLElement>('[data-store-id]')?.dataset.storeId) || undefined;

export default function ItemPopup({ labels, money, currentStoreId, storeBase, checkoutBase }: ItemPopupProps) {
  const want = useStore(itemPopupRequest);
  const [item, setItem] = useState<PopupItem | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!want) {
      if (dialog.current?.open) dialog.current.close();
      return;
    }
    setItem(null);
    if (!dialog.current?.open) dialog.current?.showModal();
    let live = true;
    api.items
      .popupItem(want.itemId, Boolean(want.campaign))
      .then((i) => live && setItem(i))
      .catch(() => live && itemPopupRequest.set(null));
    return () => {
      live = false;
    };
  }, [want]);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="item-popup-title" aria-busy={!item} onClose={ownClose(() => itemPopupRequest.set(null))}>
      <div className="modal-box max-w-[459px]">
        <div className="mb-2 flex justify-end">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => itemPopupRequest.set(null)}>
            {labels.close}
          </button>
        </div>
        {item && want ? (
          <div>
            <ItemDetails
              titleId="item-popup-title"
              key={`${item.id}-${want.cartId ?? ''}`}
              item={item}
              labels={labels}
              money={money}
              cartId={want.cartId}
              currentStoreId={currentStoreId ?? storeOfPage()}
              storeHref={(slug) => `${storeBase}/${slug}`}
              checkoutHref={(page) => `${checkoutBase}?page=${page}`}
              onDone={() => itemPopupRequest.set(null)}
            />
            {want.campaign ? null : <ItemReviews key={item.id} itemId={item.id} labels={labels} />}
          </div>
        ) : (
          <div className="flex flex-col gap-3" role="status">
            <span className="sr-only">{labels.loading}</span>
            <div className="flex gap-3" aria-hidden="true">
              <div className="skeleton size-40 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="skeleton h-6 w-3/4" />
                <div className="skeleton h-4 w-1/2" />
                <div className="skeleton h-4 w-full" />
                <div className="skeleton h-4 w-2/3" />
              </div>
            </div>
            <div className="skeleton h-24 w-full" aria-hidden="true" />
            <div className="skeleton h-10 w-full" aria-hidden="true" />
          </div>
        )}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit">{labels.close}</button>
      </form>
    </dialog>
  );
}
