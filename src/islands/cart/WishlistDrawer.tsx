/**
 * The wishlist drawer (spec section 2): tabs Items and Stores ('Restaurants' in food); items go to
 * the cart through the item popup; deleting asks first. A token is required to get here.
 */
import { useEffect, useRef, useState } from 'react';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import { discountedPrice } from '../../lib/pricing';
import { showToast } from '../../stores/toast';
import { itemPopupRequest } from '../../stores/ui';
import { toggleWishlist } from '../../stores/wishlist';
import * as api from '../../lib/api/browser/wishlist';
import type { Wishlist } from '../../lib/api/endpoints/wishlist';
import { attempt } from '../shared/attempt';
import ConfirmDialog from '../shared/ConfirmDialog';
import ModalHeader from '../shared/ModalHeader';
import { ownClose } from '../shared/own-close';
import { TRIGGERS, wakeIsland } from '../../lib/islands';

type List = Wishlist;

export type WishlistLabels = Record<'title' | 'items' | 'stores' | 'restaurants' | 'emptyItems' | 'emptyStores' | 'emptyRestaurants' | 'deleteConfirm' | 'addToCart' | 'delete' | 'loading' | 'close' | 'cancel' | 'yes', string>;

export default function WishlistDrawer({ labels, money, food, storeBase, onClose }: { labels: WishlistLabels; money: MoneyFormat; food: boolean; storeBase: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<'item' | 'store'>('item');
  const [list, setList] = useState<List | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'item' | 'store'; id: number } | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
    api.wishlist
      .list()
      .then(setList)
      .catch(() => setList({ item: [], store: [] }));
  }, []);

  async function remove() {
    confirm.current?.close();
    if (!deleting) return;
    await attempt(async () => {
      showToast(await toggleWishlist(deleting.kind, deleting.id, 'remove'), { type: 'success' });
      setList((old) => (old ? { item: old.item.filter((i) => deleting.kind !== 'item' || i.id !== deleting.id), store: old.store.filter((s) => deleting.kind !== 'store' || s.id !== deleting.id) } : old));
    });
    setDeleting(null);
  }

  const storesLabel = food ? labels.restaurants : labels.stores;
  return (
    <dialog ref={dialog} className="modal modal-end" aria-labelledby="wishlist-title" onClose={ownClose(onClose)}>
      <div className="modal-box flex h-full max-h-none w-full max-w-[430px] flex-col rounded-none p-4">
        <ModalHeader id="wishlist-title" title={labels.title} close={labels.close} onClose={() => dialog.current?.close()} />
        <div role="tablist" className="tabs tabs-border mt-2">
          {(['item', 'store'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} className={`tab ${tab === k ? 'tab-active' : ''}`} onClick={() => setTab(k)}>
              {k === 'item' ? labels.items : storesLabel}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="mt-2 flex-1 overflow-y-auto">
          {!list ? (
            <ul className="flex flex-col gap-3 py-2" role="status">
              <li className="sr-only">{labels.loading}</li>
              {[0, 1, 2].map((i) => (
                <li key={i} className="flex items-center gap-3" aria-hidden="true">
                  <div className="skeleton size-12 shrink-0" />
                  <div className="flex flex-1 flex-col gap-2">
                    <div className="skeleton h-4 w-3/4" />
                    <div className="skeleton h-3 w-1/3" />
                  </div>
                </li>
              ))}
            </ul>
          ) : tab === 'item' ? (
            list.item.length ? (
              <ul className="divide-y divide-base-300">
                {list.item.map((i) => (
                  <li key={i.id} className="flex items-center gap-3 py-2">
                    <img src={i.image ?? '/placeholder.svg'} alt="" width={48} height={48} className="size-12 object-contain" />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold leading-tight">{i.name}</p>
                      <p className="text-sm">{formatPrice(discountedPrice(i), money)}</p>
                    </div>
                    <button type="button" className="btn btn-primary btn-xs" onClick={() => {
                        itemPopupRequest.set({ itemId: i.id, campaign: i.isCampaign });
                        wakeIsland(TRIGGERS.cart);
                      }}>
                      {labels.addToCart}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      onClick={() => {
                        setDeleting({ kind: 'item', id: i.id });
                        confirm.current?.showModal();
                      }}
                    >
                      {labels.delete} <span className="sr-only">{i.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="py-8 text-center">{labels.emptyItems}</p>
            )
          ) : list.store.length ? (
            <ul className="divide-y divide-base-300">
              {list.store.map((s) => (
                <li key={s.id} className="flex items-center gap-3 py-2">
                  <img src={s.logo ?? '/placeholder.svg'} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
                  <div className="min-w-0 flex-1">
                    <a className="link font-semibold" href={`${storeBase}/${s.slug ?? s.id}`}>
                      {s.name}
                    </a>
                    {s.address && <p className="truncate text-xs">{s.address}</p>}
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    onClick={() => {
                      setDeleting({ kind: 'store', id: s.id });
                      confirm.current?.showModal();
                    }}
                  >
                    {labels.delete} <span className="sr-only">{s.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-8 text-center">{food ? labels.emptyRestaurants : labels.emptyStores}</p>
          )}
        </div>
      </div>
      <ConfirmDialog dialogRef={confirm} question={labels.deleteConfirm} yes={labels.yes} no={labels.cancel} onConfirm={remove} />
    </dialog>
  );
}
