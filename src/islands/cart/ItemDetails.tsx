/**
 * The item detail body (spec section 2 'Item detail popup', section 4 'Cart item flow' and 'Item
 * availability', section 5 'Variations' and 'Cart limits'): gallery and badges, variation groups,
 * choice options, add-ons, quantity, the total and the cart buttons. Used in the popup and on the
 * product page. Prices come from the one pricing module; the server re-decides them.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { formatPrice, formatRating, formatTime12, POPUP_TRUNCATE_AT, type MoneyFormat } from '../../lib/format';
import {
  checkFoodSelection,
  discountBadge,
  linePrice,
  matchVariation,
  multiGroupHint,
  nextQuantityBlock,
  tracksStock,
  variationMessage,
  type FoodSelection,
  type FoodVariationGroup,
  type LineVariation,
} from '../../lib/pricing';
import { token } from '../../stores/auth';
import { addToCart, cartLines, clearCart, findLine, holdsOtherStore, sameAddOns, updateCartLine } from '../../stores/cart';
import { showToast } from '../../stores/toast';
import { attempt } from '../shared/attempt';
import ConfirmDialog from '../shared/ConfirmDialog';
import Stepper, { type StepperLabels } from './Stepper';
import WishlistHeart from './WishlistHeart';
import FormError from '../shared/FormError';

import type { PopupItem } from '../../lib/api/endpoints/items';
import { fill } from '../../lib/fill';

export type { PopupItem };


export type PopupLabels = StepperLabels &
  Record<
    | 'required' | 'optional' | 'free' | 'plus' | 'addToCart' | 'updateToCart' | 'orderNow' | 'buyNow' | 'outOfStock' | 'outOfLimits' | 'notAvailable' | 'availableBetween'
    | 'variationOutOfStock' | 'readMore' | 'showLess' | 'total' | 'inStock' | 'prescription' | 'categories' | 'highlights' | 'addons' | 'campaignLogin' | 'loginRequired'
    | 'addToWishlist' | 'removeFromWishlist' | 'moreImages' | 'showImage' | 'veg' | 'nonVeg' | 'halal' | 'organic' | 'added' | 'updated' | 'noChanges' | 'cleared'
    | 'clearText' | 'cancel' | 'yes' | 'percentOff' | 'amountOff' | 'variationRequired' | 'variationRange' | 'variationUnknown' | 'multiHint',
    string
  >;

export interface ItemDetailsProps {
  item: PopupItem;
  labels: PopupLabels;
  money: MoneyFormat;
  /** the cart line being edited (from the drawer) */
  cartId?: number;
  /** the store page the shopper is on: its name is not linked again */
  currentStoreId?: number;
  storeHref: (slug: string) => string;
  checkoutHref: (page: 'buy_now' | 'campaign') => string;
  onDone?: () => void;
  headingLevel?: 2 | 3;
  /** id of the name heading, for the dialog that holds this */
  titleId?: string;
}

const groupsOf = (item: PopupItem): FoodVariationGroup[] => item.foodVariations;

/** What the shopper chose, as the cart stores it. */
function chosenVariation(item: PopupItem, food: Record<string, string[]>, choices: Record<string, string>): LineVariation {
  if (groupsOf(item).length) return groupsOf(item).flatMap((g) => (food[g.name]?.length ? [{ name: g.name, values: { label: food[g.name] } }] : []));
  if (item.choiceOptions.length) return [{ type: item.choiceOptions.map((c) => choices[c.name] ?? c.options[0]).join('-'), price: 0 }];
  return [];
}

export default function ItemDetails({ item, labels, money, cartId, currentStoreId, storeHref, checkoutHref, onDone, headingLevel = 2, titleId }: ItemDetailsProps) {
  const lines = useStore(cartLines);
  const signedIn = Boolean(useStore(token));
  const editing = cartId ? lines.find((l) => l.id === cartId) : undefined;
  const campaign = item.isCampaign;
  const model = campaign ? 'ItemCampaign' : 'Item';
  const food = groupsOf(item);
  const [picked, setPicked] = useState<Record<string, string[]>>(() => {
    const from = editing && Array.isArray(editing.variation) ? (editing.variation as FoodSelection).filter((g) => 'values' in g) : [];
    return Object.fromEntries(from.map((g) => [g.name, [...g.values.label]]));
  });
  const [choices, setChoices] = useState<Record<string, string>>(() => {
    const type = editing && !food.length ? String((editing.variation as Array<{ type?: string }>)[0]?.type ?? '') : '';
    const parts = type ? type.split('-') : [];
    return Object.fromEntries(item.choiceOptions.map((c, i) => [c.name, parts[i] && c.options.includes(parts[i]) ? parts[i] : c.options[0]]));
  });
  const [addOns, setAddOns] = useState<Record<number, number>>(() => Object.fromEntries((editing?.addOnIds ?? []).map((id, i) => [id, editing!.addOnQtys[i] ?? 1])));
  const [quantity, setQuantity] = useState(editing?.quantity ?? 1);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [image, setImage] = useState(0);
  const confirmClear = useRef<HTMLDialogElement>(null);
  const H = `h${headingLevel}` as 'h2' | 'h3';

  const variation = chosenVariation(item, picked, choices);
  const addOnList = Object.entries(addOns).map(([id, q]) => ({ id: Number(id), quantity: q }));
  const price = linePrice(item, quantity, variation, addOnList);
  const matched = !food.length && item.choiceOptions.length ? matchVariation(item, (variation[0] as { type: string }).type) : undefined;
  const stock = matched?.stock ?? item.stock ?? 0;
  const stockModule = tracksStock(item.moduleType);
  const soldOut = stockModule && stock <= 0;
  const existing = editing ?? findLine(item.id, model, variation);
  const available = item.isAvailable || item.scheduleOrder;
  const images = (item.images.length ? item.images : [item.image]).filter((u): u is string => Boolean(u));
  const badge = discountBadge(item);

  function toggleOption(group: FoodVariationGroup, label: string) {
    setPicked((old) => {
      const current = old[group.name] ?? [];
      if (group.type === 'single') return { ...old, [group.name]: current[0] === label ? [] : [label] };
      return { ...old, [group.name]: current.includes(label) ? current.filter((l) => l !== label) : [...current, label] };
    });
  }

  function plus() {
    const block = nextQuantityBlock({ stock, maximumCartQuantity: item.maximumCartQuantity }, quantity, stockModule);
    if (block) return showToast(block === 'stock' ? labels.outOfStock : labels.outOfLimits, { id: 'error', type: 'error' });
    setQuantity((q) => q + 1);
  }

  /** Section 5 checks before anything is sent; false when the shopper has to fix something. */
  function ready(): boolean {
    if (campaign && !signedIn) {
      showToast(labels.campaignLogin, { id: 'error', type: 'error' });
      return false;
    }
    if (food.length) {
      const problem = checkFoodSelection(item, variation as FoodSelection);
      if (problem) {
        showToast(variationMessage(problem, { required: labels.variationRequired, range: labels.variationRange, unknown: labels.variationUnknown }), { id: 'error', type: 'error' });
        return false;
      }
    }
    if (soldOut) {
      showToast(labels.variationOutOfStock, { id: 'error', type: 'error' });
      return false;
    }
    return true;
  }

  async function run(action: () => Promise<void>, message: string) {
    setBusy(true);
    if (await attempt(action, message)) onDone?.();
    setBusy(false);
  }

  async function submit() {
    if (!ready()) return;
    if (existing) {
      const sameVariation = editing ? findLine(item.id, model, variation)?.id === editing.id : true;
      if (existing.quantity === quantity && sameAddOns(existing, addOnList) && sameVariation) return showToast(labels.noChanges, { id: 'warning', type: 'warning' });
      return run(() => updateCartLine(existing.id, { quantity, variation: variation as never, addOns: addOnList }), labels.updated);
    }
    if (holdsOtherStore(item.storeId)) return confirmClear.current?.showModal();
    return run(() => addToCart({ itemId: item.id, model, quantity, variation: variation as never, addOns: addOnList }), labels.added);
  }

  async function replaceCart() {
    confirmClear.current?.close();
    await run(async () => {
      await clearCart();
      await addToCart({ itemId: item.id, model, quantity, variation: variation as never, addOns: addOnList });
    }, labels.cleared);
  }

  function buyNow() {
    if (!ready()) return;
    sessionStorage.setItem('buy-now', JSON.stringify({ item_id: item.id, model, quantity, variation, add_on_ids: addOnList.map((a) => a.id), add_on_qtys: addOnList.map((a) => a.quantity) }));
    window.location.assign(checkoutHref(campaign ? 'campaign' : 'buy_now'));
  }

  const description = item.description ?? '';
  const clipped = description.length > POPUP_TRUNCATE_AT && !expanded ? `${description.slice(0, POPUP_TRUNCATE_AT)}…` : description;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="shrink-0">
          <div className="relative">
            <img src={images[image] ?? '/placeholder.svg'} alt="" width={160} height={160} className="size-40 rounded-box object-contain" />
            <span className="absolute start-1 top-1 flex flex-col gap-1">
              {badge && <span className="badge badge-error badge-sm">{badge.kind === 'percent' ? fill(labels.percentOff, { value: badge.value }) : fill(labels.amountOff, { value: formatPrice(badge.value, money) })}</span>}
              {item.organic && <span className="badge badge-success badge-sm">{labels.organic}</span>}
              {item.halal && item.storeShowsHalal && <span className="badge badge-outline badge-sm bg-base-100">{labels.halal}</span>}
            </span>
          </div>
          {images.length > 1 && (
            <div className="mt-1 flex gap-1">
              {images.slice(0, 3).map((src, i) => (
                <button key={src + i} type="button" className={`rounded border ${i === image ? 'border-primary' : 'border-base-300'}`} aria-label={fill(labels.showImage, { index: i + 1 })} onClick={() => setImage(i)}>
                  <img src={src} alt="" width={40} height={40} className="size-10 object-contain" />
                </button>
              ))}
              {images.length > 3 && <span className="grid size-10 place-items-center rounded border border-base-300 text-sm">{fill(labels.moreImages, { count: images.length - 3 })}</span>}
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <H id={titleId} className="text-lg font-bold leading-tight">
              {item.name}
              {item.moduleType === 'food' && <span className={`badge badge-xs ms-2 align-middle ${item.veg ? 'badge-success' : 'badge-error'}`}>{item.veg ? labels.veg : labels.nonVeg}</span>}
            </H>
            {!campaign && <WishlistHeart kind="item" id={item.id} name={item.name} labels={labels} />}
          </div>
          {item.storeName &&
            (currentStoreId === item.storeId || !item.storeSlug ? (
              <p className="text-sm">{item.storeName}</p>
            ) : (
              <a className="link text-sm" href={storeHref(item.storeSlug)}>
                {item.storeName}
              </a>
            ))}
          {!campaign && item.avgRating ? <p className="text-sm">★ {formatRating(item.avgRating, money.decimals)}</p> : null}
          {stockModule && stock > 0 && <span className="badge badge-success badge-sm">{labels.inStock}</span>}
          {item.prescriptionRequired && <p className="mt-1 text-sm text-error">{labels.prescription}</p>}
          {description && (
            <p className="mt-1 text-sm">
              {clipped}{' '}
              {description.length > POPUP_TRUNCATE_AT && (
                <button type="button" className="link link-primary" onClick={() => setExpanded((v) => !v)}>
                  {expanded ? labels.showLess : labels.readMore}
                </button>
              )}
            </p>
          )}
          {item.categories.length ? (
            <p className="mt-1 text-xs">
              {labels.categories}: {item.categories.map((c) => c.name).join(', ')}
            </p>
          ) : null}
          {item.tags.length ? (
            <p className="text-xs">
              {labels.highlights}: {item.tags.join(', ')}
            </p>
          ) : null}
          <p className="mt-1">
            <span className="font-semibold">{formatPrice(price.unitDiscounted, money)}</span>{' '}
            {price.unit > price.unitDiscounted && <del className="text-sm">{formatPrice(price.unit, money)}</del>}
          </p>
        </div>
      </div>

      {!available ? (
        <div className="rounded-box border border-base-300 p-3 text-center" role="status">
          <p className="font-semibold">{labels.notAvailable}</p>
          <p className="text-sm">{fill(labels.availableBetween, { start: formatTime12(item.availableFrom ?? '00:00'), end: formatTime12(item.availableUntil ?? '23:59') })}</p>
        </div>
      ) : (
        <>
          <div className="flex max-h-[30vh] flex-col gap-3 overflow-y-auto">
            {food.map((group) => {
              const chosen = picked[group.name] ?? [];
              return (
                <fieldset key={group.name} className="rounded-box border border-base-300 p-2">
                  <legend className="px-1 font-semibold">
                    {group.name} <span className="text-xs font-normal">{group.required === 'on' ? labels.required : labels.optional}</span>
                  </legend>
                  {group.type === 'multi' && <p className="text-xs">{multiGroupHint(group, labels.multiHint)}</p>}
                  {group.values.map((v) => (
                    <label key={v.label} className="flex cursor-pointer items-center justify-between gap-2 py-0.5">
                      <span className="flex items-center gap-2">
                        <input
                          type={group.type === 'single' ? 'radio' : 'checkbox'}
                          className={group.type === 'single' ? 'radio radio-sm' : 'checkbox checkbox-sm'}
                          name={`${item.id}-${group.name}`}
                          checked={chosen.includes(v.label)}
                          onClick={() => toggleOption(group, v.label)}
                          onChange={() => undefined}
                        />
                        {v.label}
                      </span>
                      <span className="text-sm">{Number(v.optionPrice) > 0 ? fill(labels.plus, { price: formatPrice(Number(v.optionPrice), money) }) : labels.free}</span>
                    </label>
                  ))}
                </fieldset>
              );
            })}
            {!food.length &&
              item.choiceOptions.map((c) => (
                <fieldset key={c.name} className="rounded-box border border-base-300 p-2">
                  <legend className="px-1 font-semibold">{c.title}</legend>
                  <div className="flex flex-wrap gap-2">
                    {c.options.map((o) => (
                      <label key={o} className={`flex cursor-pointer items-center gap-2 rounded-box border px-3 py-1 ${choices[c.name] === o ? 'border-primary' : 'border-base-300'}`}>
                        <input type="radio" className="radio radio-sm" name={`${item.id}-${c.name}`} checked={choices[c.name] === o} onChange={() => setChoices((old) => ({ ...old, [c.name]: o }))} />
                        {o}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            {item.addOns.length ? (
              <fieldset className="rounded-box border border-base-300 p-2">
                <legend className="px-1 font-semibold">{labels.addons}</legend>
                {item.addOns.map((a) => {
                  const checked = (addOns[a.id] ?? 0) > 0;
                  return (
                    <div key={a.id} className="flex items-center justify-between gap-2 py-0.5">
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          className="checkbox checkbox-sm"
                          checked={checked}
                          onChange={(e) => {
                            // read now: React clears currentTarget before the updater runs
                            const on = e.currentTarget.checked;
                            setAddOns((old) => {
                              const next = { ...old };
                              if (on) next[a.id] = 1;
                              else delete next[a.id];
                              return next;
                            });
                          }}
                        />
                        {a.name} <span className="text-sm">{fill(labels.plus, { price: formatPrice(a.price, money) })}</span>
                      </label>
                      <fieldset disabled={!checked}>
                        <Stepper
                          name={a.name}
                          value={addOns[a.id] ?? 0}
                          labels={labels}
                          size="xs"
                          onMinus={() => setAddOns((old) => ({ ...old, [a.id]: Math.max(1, (old[a.id] ?? 1) - 1) }))}
                          onPlus={() => setAddOns((old) => ({ ...old, [a.id]: Math.min(100, (old[a.id] ?? 0) + 1) }))}
                        />
                      </fieldset>
                    </div>
                  );
                })}
              </fieldset>
            ) : null}
          </div>

          <FormError message={soldOut && matched ? labels.variationOutOfStock : null} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stepper name={item.name} value={quantity} labels={labels} onMinus={() => setQuantity((q) => Math.max(1, q - 1))} onPlus={plus} />
            <p className="font-semibold" aria-live="polite">
              {labels.total}: {formatPrice(price.total, money)} {price.original > price.total && <del className="text-sm font-normal">{formatPrice(price.original, money)}</del>}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {soldOut ? (
              <button type="button" className="btn btn-disabled flex-1" disabled>
                {labels.outOfStock}
              </button>
            ) : campaign ? (
              <button type="button" className="btn btn-primary flex-1" disabled={busy} onClick={buyNow}>
                {labels.orderNow}
              </button>
            ) : (
              <>
                <button type="button" className="btn btn-outline flex-1" disabled={busy} onClick={buyNow}>
                  {labels.buyNow}
                </button>
                <button type="button" className="btn btn-primary flex-1" disabled={busy} onClick={submit}>
                  {existing ? labels.updateToCart : labels.addToCart}
                </button>
              </>
            )}
          </div>
        </>
      )}
      <ConfirmDialog dialogRef={confirmClear} question={labels.clearText} yes={labels.yes} no={labels.cancel} onConfirm={replaceCart} />
    </div>
  );
}
