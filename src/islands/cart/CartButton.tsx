/**
 * Everything cart on the page, hydrated on use (`client:interact` with TRIGGERS.cart): the header's
 * cart button (server-rendered, `data-cart-open`) opens the drawer; the cards' ADD links (plain links
 * to the product page without JavaScript) add at once, or open the item popup for items with options,
 * and become a stepper that collapses 500 ms after the mouse leaves. The product page's purchase
 * form (`data-cart-form`, a plain form posted to the server without JavaScript) adds in place. The
 * drawer and the popup load only when needed. The header's badge is not React's: it follows `cart-count` (src/scripts/header.ts).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MoneyFormat } from '../../lib/format';
import { nextQuantityBlock, tracksStock } from '../../lib/pricing';
import { decodeCardItem, type CardItem } from '../../lib/card-data';
import { cardTitle } from '../../lib/hearts';
import { addToCart, cartLines, cartStatus, clearCart, findLine, holdsOtherStore, loadCart, removeCartLine, sameAddOns, updateCartLine, type CartLine } from '../../stores/cart';
import { lineFromForm, type NewLine } from '../../lib/validation/cart-line';
import { token } from '../../stores/auth';
import { selectedModule } from '../../stores/module';
import { showToast } from '../../stores/toast';
import { cartDrawerOpen, itemPopupRequest } from '../../stores/ui';
import ConfirmDialog from '../shared/ConfirmDialog';
import type { CartDrawerProps, CartLabels } from './CartDrawer';
import type { ItemPopupProps } from './ItemPopup';
import { attempt } from '../shared/attempt';
import { useIslandReady } from '../shared/ready';
import Stepper from './Stepper';
import { withLabels } from '../shared/with-labels';
import { fill } from '../../lib/fill';
import { closedStoreNotice } from './closed-store';

const CartDrawer = lazy(() => import('./CartDrawer'));
const ItemPopup = lazy(() => import('./ItemPopup'));

export const COLLAPSE_MS = 500;

/** a card's ADD: what it carries, named by the card's title when it leaves the name out */
function cardOf(link: HTMLElement): CardItem | null {
  const card = decodeCardItem(link.dataset.cartAdd);
  return card && !card.name ? { ...card, name: cardTitle(link) } : card;
}

export interface CartButtonProps {
  labels: CartLabels & Record<'added' | 'cleared' | 'clearText' | 'cancel' | 'yes', string>;
  popup: ItemPopupProps['labels'];
  money: MoneyFormat;
  /** the page's module; `chosen`: the shopper chose it (its cookie or a module link), not the shop's default */
  module: { id: number; module_type: string; chosen: boolean } | null;
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
      <button type="button" className="btn btn-primary btn-sm relative z-10 min-w-10" aria-label={fill(labels.quantity, { name: card.name })} onMouseEnter={keep} onFocus={keep} onClick={keep}>
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
          const block = nextQuantityBlock({ stock: card.stock, maximumCartQuantity: card.max }, line.quantity, tracksStock(card.module));
          if (block) return showToast(block === 'stock' ? labels.outOfStock : labels.outOfLimits, { id: 'error', type: 'error' });
          return attempt(() => updateCartLine(line.id, { quantity: line.quantity + 1 }));
        }}
      />
    </div>
  );
}

function CartButton({ labels, popup, money, module, drawer, storeBase, checkoutBase }: CartButtonProps) {
  const lines = useStore(cartLines);
  const drawerOpen = useStore(cartDrawerOpen);
  const popupWanted = useStore(itemPopupRequest);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [popupLoaded, setPopupLoaded] = useState(false);
  const pending = useRef<NewLine | null>(null);
  const confirmClear = useRef<HTMLDialogElement>(null);

  const signedInToken = useStore(token);
  useEffect(() => {
    // the page was rendered for this module: the API calls of this page speak for it too
    // (a default module is marked so: the module chooser does not take it for the shopper's choice)
    if (module && selectedModule.get()?.id !== module.id) selectedModule.set({ id: module.id, module_type: module.module_type as never, ...(module.chosen ? {} : { defaulted: true }) });
  }, [module]);
  useEffect(() => {
    // a guest without an id gets one first (ensureGuest, inside the cart's calls)
    if (module && module.module_type !== 'parcel') void loadCart();
  }, [module, signedInToken]);
  useEffect(() => {
    if (drawerOpen) setDrawerLoaded(true);
  }, [drawerOpen]);
  useEffect(() => {
    if (popupWanted) setPopupLoaded(true);
  }, [popupWanted]);

  /** Add a line, after asking to clear a cart that holds another store's items. */
  async function add(line: NewLine, store: number) {
    // the click that woke this island comes before the cart is known: know it first (issue 46.5)
    if (cartStatus.get() !== 'ready') await loadCart();
    if (holdsOtherStore(store)) return askToReplace(line);
    void addSaying(line, store);
  }

  function askToReplace(line: NewLine) {
    pending.current = line;
    confirmClear.current?.showModal();
  }

  /** Add, and say so; the first line from a closed store says when it opens instead (issue 46.2). */
  async function addSaying(line: NewLine, store: number) {
    const first = cartLines.get().length === 0;
    // another store's items the server knows of (another tab filled the cart): the same question
    let otherStore = false;
    const added = await attempt(() =>
      addToCart(line, (e) => {
        otherStore ||= e.code === 'store';
        return e.code === 'store';
      }),
    );
    if (otherStore) return askToReplace(line);
    if (!added) return;
    const closed = first ? await closedStoreNotice(store, labels, drawer.opening).catch(() => null) : null;
    showToast(closed ?? labels.added, { type: closed ? 'warning' : 'success' });
  }

  /** The product page's form: a line already in the cart is updated (as the item popup does), a new one added. */
  async function submitForm(line: NewLine, store: number) {
    if (line.model === 'ItemCampaign' && !token.get()) return showToast(popup.campaignLogin, { id: 'error', type: 'error' });
    if (cartStatus.get() !== 'ready') await loadCart();
    const existing = findLine(line.itemId, line.model, line.variation as never);
    if (!existing) return add(line, store);
    if (existing.quantity === line.quantity && sameAddOns(existing, line.addOns)) return showToast(popup.noChanges, { id: 'warning', type: 'warning' });
    await attempt(() => updateCartLine(existing.id, { quantity: line.quantity, addOns: line.addOns }), popup.updated);
  }

  // cards: ADD adds (or opens the popup); in-cart items show a stepper instead of ADD
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      // the header's cart is a link to the cart page: with JavaScript, the drawer instead
      if (target?.closest?.('[data-cart-open]')) {
        e.preventDefault();
        return cartDrawerOpen.set(true);
      }
      const link = target?.closest?.<HTMLElement>('[data-cart-add]');
      const card = link && cardOf(link);
      // not ours: the link still goes to the product page
      if (!card || !module) return;
      e.preventDefault();
      if (card.options || card.campaign) return itemPopupRequest.set({ itemId: card.id, campaign: card.campaign });
      void add({ itemId: card.id, model: 'Item', quantity: 1, variation: [], addOns: [] }, card.store);
    };
    const onSubmit = (e: SubmitEvent) => {
      const form = (e.target as Element | null)?.closest?.<HTMLFormElement>('form[data-cart-form]');
      const line = form && lineFromForm(new FormData(form));
      // an unreadable form goes to the server, which says what is wrong
      if (!form || !line || !module) return;
      e.preventDefault();
      void submitForm(line, Number(form.dataset.store));
    };
    document.addEventListener('submit', onSubmit);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    };
    // the page-wide listeners follow the module only; add and submitForm read the stores when they run
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module]);

  // each card's stepper is a portal into the card's server-rendered slot
  const [slots, setSlots] = useState<Array<{ slot: HTMLElement; card: CardItem; link: HTMLElement }>>([]);
  useEffect(() => {
    const found: typeof slots = [];
    for (const link of document.querySelectorAll<HTMLElement>('[data-cart-add]')) {
      const card = cardOf(link);
      if (!card) continue;
      // the stepper's place beside ADD, made here (the cards do not send an empty one each)
      let slot = link.nextElementSibling as HTMLElement | null;
      if (!slot?.hasAttribute('data-cart-stepper')) {
        slot = document.createElement('span');
        slot.setAttribute('data-cart-stepper', '');
        link.after(slot);
      }
      found.push({ slot, card, link });
    }
    setSlots(found);
  }, []);
  useEffect(() => {
    for (const { link, card } of slots) link.hidden = Boolean(!card.options && !card.campaign && findLine(card.id, 'Item'));
  }, [slots, lines]);

  async function replaceCart() {
    confirmClear.current?.close();
    const line = pending.current;
    pending.current = null;
    if (!line) return;
    await attempt(async () => {
      await clearCart();
      await addToCart(line);
    }, labels.cleared);
  }

  const ready = useIslandReady();
  return (
    <>
      <span hidden ref={ready} />
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
      {slots.map(({ slot, card }) => {
        const line = card.options || card.campaign ? undefined : findLine(card.id, 'Item');
        return line ? createPortal(<CardStepper line={line} card={card} labels={labels} />, slot, `${card.id}`) : null;
      })}
      <ConfirmDialog dialogRef={confirmClear} question={labels.clearText} yes={labels.yes} no={labels.cancel} onConfirm={replaceCart} />
    </>
  );
}

/** on the page: its strings come from the island labels (src/islands/shared/with-labels.tsx) */
export default withLabels(CartButton, (all) => ({ labels: all.cart, popup: all.popup }));
