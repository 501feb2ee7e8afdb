/**
 * Product cards, rendered on the server (no client JavaScript): vertical, horizontal, list,
 * flash-sale, popular and special variants (spec section 2, Cards).
 */
import type { Product } from '../../lib/api/schemas';
import { soldPercent } from '../../lib/format';
import { DiscountBadge, Img, Price, Rating, WishlistHeart } from './bits';
import type { CardContext } from './types';

export type ProductCardVariant = 'vertical' | 'horizontal' | 'list' | 'flash-sale' | 'popular' | 'special';

export interface ProductCardProps {
  product: Product;
  ctx: CardContext;
  variant?: ProductCardVariant;
  /** flash-sale lines carry their own stock and sold counts */
  flash?: { stock: number; sold: number };
  /** heading level of the card's name */
  level?: 2 | 3 | 4;
}

export function productHref(p: Product, ctx: CardContext): string {
  const campaign = p.isCampaign;
  return ctx.href(`/product/${encodeURIComponent(p.slug)}?module_id=${p.moduleId}${campaign ? '&product_type=campaign' : ''}`);
}

/** What the cart island needs to add from a card (`data-cart-add`). */
export function cardItem(p: Product) {
  const options = p.foodVariations.length > 0 || p.choiceOptions.length > 0 || p.addOns.length > 0;
  return { id: p.id, name: p.name, campaign: p.isCampaign, options, store: p.storeId, module: p.moduleType, stock: p.stock ?? 0, max: p.maximumCartQuantity };
}

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);

export default function ProductCard({ product: p, ctx, variant = 'vertical', flash, level = 3 }: ProductCardProps) {
  const { t } = ctx;
  const H = `h${level}` as 'h3';
  const href = productHref(p, ctx);
  const isFood = p.moduleType === 'food';
  const soldOut = !isFood && (p.stock ?? 1) <= 0;
  const available = p.isAvailable;
  const schedulable = p.scheduleOrder;
  const row = variant === 'horizontal' || variant === 'list';
  const imageSize = variant === 'list' ? 64 : row ? 96 : 160;
  const storeName = variant === 'flash-sale' ? cut(p.storeName, 25) : p.storeName;
  return (
    <article className={`card card-border bg-base-100 relative h-full ${row ? 'card-side' : ''} ${variant === 'special' ? 'border-primary' : ''}`} data-variant={variant}>
      <figure className={`relative ${row ? 'shrink-0 p-2' : 'px-4 pt-4'}`}>
        <Img src={p.image} alt="" size={imageSize} className="aspect-square object-contain" />
        <span className="absolute start-2 top-2 flex flex-col gap-1">
          <DiscountBadge item={p} ctx={ctx} />
        </span>
        {p.isCampaign ? null : <WishlistHeart kind="item" id={p.id} name={p.name} ctx={ctx} className="absolute end-2 top-2" />}
        {!available ? (
          <span className="absolute inset-0 flex items-center justify-center bg-base-100/85 p-2 text-center text-xs font-semibold">
            {schedulable ? t('card.unavailable_schedulable', { item: p.name }) : t('card.unavailable', { item: p.name })}
          </span>
        ) : null}
      </figure>
      <div className={`card-body gap-1 ${variant === 'list' ? 'p-2' : 'p-3'}`}>
        <H className="card-title text-base leading-tight">
          <a href={href} className="link-hover inline-block min-h-6 after:absolute after:inset-0">
            {p.name}
          </a>
        </H>
        {variant !== 'list' ? <p className="text-xs text-base-content/80">{storeName}</p> : null}
        <div className="flex flex-wrap items-center gap-1">
          {isFood ? <span className={`badge badge-xs ${p.veg ? 'badge-success' : 'badge-error'}`}>{p.veg ? t('card.veg') : t('card.non_veg')}</span> : null}
          {p.organic ? <span className="badge badge-xs badge-success">{t('card.organic')}</span> : null}
          {p.halal && p.storeShowsHalal ? <span className="badge badge-xs badge-outline">{t('card.halal')}</span> : null}
          <Rating value={p.avgRating} count={p.ratingCount} ctx={ctx} />
        </div>
        <Price item={p} ctx={ctx} />
        {variant === 'flash-sale' && flash ? (
          <div className="text-xs">
            <progress className="progress progress-error w-full" value={soldPercent(flash.sold, flash.stock)} max={100} aria-label={t('card.sold', { sold: flash.sold })} />
            <span>{t('card.sold', { sold: flash.sold })}</span> · <span>{t('card.available', { count: flash.stock - flash.sold })}</span>
          </div>
        ) : null}
        <div className="card-actions mt-auto justify-end">
          {soldOut ? (
            <span className="badge badge-ghost">{t('card.sold_out')}</span>
          ) : (
            <>
              {/* a plain link without JavaScript; the cart island turns it into ADD and a stepper */}
              <a href={href} className="btn btn-primary btn-sm relative z-10" aria-label={`${t('card.add')} ${p.name}`} data-cart-add={JSON.stringify(cardItem(p))}>
                {t('card.add')}
              </a>
              <span data-cart-stepper="" />
            </>
          )}
        </div>
      </div>
    </article>
  );
}
