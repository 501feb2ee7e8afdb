/**
 * The header cart button and everything cart on the page: it loads the cart, opens the drawer and
 * the item popup (both loaded only when needed), and enhances the cards' ADD links (plain links to
 * the product page without JavaScript): ADD adds at once, or opens the popup for items with options,
 * and becomes a stepper that collapses 500 ms after the mouse leaves.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { render } from 'preact';
import type { MoneyFormat } from '../../lib/format';
import { nextQuantityBlock, tracksStock } from '../../lib/pricing';
import { addToCart, cartCount, cartLines, cartStatus, clearCart, findLine, loadCart, removeCartLine, updateCartLine, type CartLine } from '../../stores/cart';
import { guestId, token } from '../../stores/auth';
import { selectedModule } from '../../stores/module';
import { showToast } from '../../stores/toast';
import { cartDrawerOpen, itemPopupRequest } from '../../stores/ui';
import ConfirmDialog from '../shared/ConfirmDialog';
import type { CartDrawerProps, CartLabels } from './CartDrawer';
import type { ItemPopupProps } from './ItemPopup';
import { attempt } from '../shared/api';
import Stepper from './Stepper';

const CartDrawer = lazy(() => import('./CartDrawer'));
const ItemPopup = lazy(() => import('./ItemPopup'));

export const COLLAPSE_MS = 500;

/** What a card's ADD link carries in `data-cart-add`. */
export interface CardItem {
  id: number;
  name: string;
  campaign: boolean;
  /** food variations, choice options or add-ons: the popup asks first */
  options: boolean;
  store: number;
  module: string;
  stock: number;
  max: number | null;
}

export interface CartButtonProps {
  labels: CartLabels & Record<'open' | 'count' | 'added' | 'cleared' | 'clearText' | 'cancel' | 'yes', string>;
  popup: ItemPopupProps['labels'];
  money: MoneyFormat;
  module: { id: number; module_type: string } | null;
  locationSet: boolean;
  drawer: Omit<CartDrawerProps, 'labels' | 'money' | 'grocery'>;
  storeBase: string;
  checkoutBase: string;
}

function CardStepper({ line, card, labels }: { line: CartLine; card: CardItem; labels: CartButtonProps['labels'] }) {
  const [open, setOpen] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const keep = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), COLLAPSE_MS);
  };
  if (!open) {
    return (
      <button type="button" className="btn btn-primary btn-sm relative z-10 min-w-10" aria-label={labels.quantity.replace('{{name}}', card.name)} onMouseEnter={keep} onFocus={keep} onClick={keep}>
        {line.quantity}
      </button>
    );
  }
  return (
    <div className="relative z-10" onMouseEnter={keep} onMouseLeave={leave} onFocusCapture={keep}>
      <Stepper
        name={card.name}
        value={line.quantity}
        deleteAtOne
        labels={labels}
        size="xs"
        onMinus={() => (line.quantity <= 1 ? attempt(() => removeCartLine(line.id), labels.removed) : attempt(() => updateCartLine(line.id, { quantity: line.quantity - 1 })))}
        onPlus={() => {
          const block = nextQuantityBlock({ stock: card.stock, maximum_cart_quantity: card.max }, line.quantity, tracksStock(card.module));
          if (block) return showToast(block === 'stock' ? labels.outOfStock : labels.outOfLimits, { id: 'error', type: 'error' });
          return attempt(() => updateCartLine(line.id, { quantity: line.quantity + 1 }));
        }}
      />
    </div>
  );
}

export default function CartButton({ labels, popup, money, module, locationSet, drawer, storeBase, checkoutBase }: CartButtonProps) {
  const count = useStore(cartCount);
  const status = useStore(cartStatus);
  const lines = useStore(cartLines);
  const drawerOpen = useStore(cartDrawerOpen);
  const popupWanted = useStore(itemPopupRequest);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [popupLoaded, setPopupLoaded] = useState(false);
  const pending = useRef<CardItem | null>(null);
  const confirmClear = useRef<HTMLDialogElement>(null);

  const signedInToken = useStore(token);
  const guest = useStore(guestId);
  const who = signedInToken || guest;
  useEffect(() => {
    // the page was rendered for this module: the API calls of this page speak for it too
    if (module && selectedModule.get()?.id !== module.id) selectedModule.set({ id: module.id, module_type: module.module_type as never });
  }, [module]);
  useEffect(() => {
    // a first visit has no guest id yet: the cart loads once the account button has fetched one
    if (module && module.module_type !== 'parcel' && who) void loadCart();
  }, [module, who]);
  useEffect(() => {
    if (drawerOpen) setDrawerLoaded(true);
  }, [drawerOpen]);
  useEffect(() => {
    if (popupWanted) setPopupLoaded(true);
  }, [popupWanted]);

  async function quickAdd(card: CardItem) {
    const added = await attempt(() => addToCart({ itemId: card.id, model: card.campaign ? 'ItemCampaign' : 'Item', quantity: 1, variation: [], addOns: [] }), labels.added);
    return added;
  }

  // cards: ADD adds (or opens the popup); in-cart items show a stepper instead of ADD
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.<HTMLElement>('[data-cart-add]');
      if (!link || !module) return;
      let card: CardItem;
      try {
        card = JSON.parse(link.dataset.cartAdd ?? '') as CardItem;
      } catch {
        return; // not ours: the link still goes to the product page
      }
      e.preventDefault();
      if (card.options || card.campaign) return itemPopupRequest.set({ itemId: card.id, campaign: card.campaign });
      const current = cartLines.get();
      if (current.length && !current.some((l) => l.item?.store_id === card.store)) {
        pending.current = card;
        return confirmClear.current?.showModal();
      }
      void quickAdd(card);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [module]);

  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLElement>('[data-cart-add]')) {
      let card: CardItem;
      try {
        card = JSON.parse(link.dataset.cartAdd ?? '') as CardItem;
      } catch {
        continue;
      }
      const slot = link.nextElementSibling as HTMLElement | null;
      if (!slot?.hasAttribute('data-cart-stepper')) {
        // a button that only works with JavaScript (the product page's): shown now that it can
        link.hidden = false;
        continue;
      }
      const line = card.options || card.campaign ? undefined : findLine(card.id, 'Item');
      link.hidden = Boolean(line);
      // each card's stepper is its own small root; the islands run on Preact
      render((line ? <CardStepper line={line} card={card} labels={labels} /> : null) as never, slot);
    }
  }, [lines]);

  async function replaceCart() {
    confirmClear.current?.close();
    const card = pending.current;
    pending.current = null;
    if (!card) return;
    await attempt(async () => {
      await clearCart();
      await addToCart({ itemId: card.id, model: 'Item', quantity: 1, variation: [], addOns: [] });
    }, labels.cleared);
  }

  const hidden = !module || module.module_type === 'parcel' || status === 'idle' || status === 'loading' || (!locationSet && count === 0);
  return (
    <>
      {!hidden && (
        <button type="button" className="btn btn-ghost btn-sm indicator" aria-label={`${labels.open}: ${labels.count.replace('{{count}}', String(count))}`} onClick={() => cartDrawerOpen.set(true)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
            <circle cx="10" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          {count > 0 && <span className="badge badge-primary badge-sm indicator-item">{count}</span>}
        </button>
      )}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <CartDrawer {...drawer} labels={labels} money={money} grocery={module?.module_type === 'grocery'} />
        </Suspense>
      )}
      {popupLoaded && (
        <Suspense fallback={null}>
          <ItemPopup labels={popup} money={money} storeBase={storeBase} checkoutBase={checkoutBase} />
        </Suspense>
      )}
      <ConfirmDialog dialogRef={confirmClear} question={labels.clearText} yes={labels.yes} no={labels.cancel} onConfirm={replaceCart} />
    </>
  );
}
