/**
 * Product cards, rendered on the server (no client JavaScript): vertical, horizontal, list,
 * flash-sale, popular and special variants (spec section 2, Cards).
 */
import type { Product } from '../../lib/api/schemas';
import { soldPercent } from '../../lib/format';
import { DiscountBadge, heartData, Img, mediaSrc, Price, Rating } from './bits';
import type { CardContext } from './types';
import { encodeCardItem, type CardItem } from '../../lib/card-data';

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
export function cardItem(p: Product): CardItem {
  const options = p.foodVariations.length > 0 || p.choiceOptions.length > 0 || p.addOns.length > 0;
  // the name is the card's title: the cart island reads it there (cardTitle)
  return { id: p.id, name: '', campaign: p.isCampaign, options, store: p.storeId, module: p.moduleType, stock: p.stock ?? 0, max: p.maximumCartQuantity };
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
  const badge = DiscountBadge({ item: p, ctx });
  return (
    <article className={`pc${row ? ' card-side' : ''}${variant === 'special' ? ' border-primary' : ''}`} data-variant={variant === 'vertical' ? undefined : variant}>
      <figure className={row ? 'pc-fig-row' : 'pc-fig'} {...(p.isCampaign ? {} : heartData('item', p.id))}>
        <Img src={mediaSrc(p.image, ctx)} alt="" size={imageSize} className={variant === 'list' ? 'size-16' : row ? 'size-24' : undefined} />
        {badge ? <span className="pc-tags">{badge}</span> : null}
        {!available ? (
          <span className="pc-na">
            {schedulable ? t('card.unavailable_schedulable', { item: p.name }) : t('card.unavailable', { item: p.name })}
          </span>
        ) : null}
      </figure>
      <div className={variant === 'list' ? 'pc-body-list' : 'pc-body'}>
        <H className="pc-title">
          <a href={href} className="pc-link">
            {p.name}
          </a>
        </H>
        {variant !== 'list' ? <p className="pc-sub">{storeName}</p> : null}
        {isFood || p.organic || (p.halal && p.storeShowsHalal) || p.avgRating ? (
          // one line high (a tag that does not fit it is not shown; it stays in the text a screen reader reads)
          <div className="pc-meta">
            {isFood ? <span className={p.veg ? 'tag-g' : 'tag-r'}>{p.veg ? t('card.veg') : t('card.non_veg')}</span> : null}
            {p.organic ? <span className="tag-g">{t('card.organic')}</span> : null}
            {p.halal && p.storeShowsHalal ? <span className="tag-o">{t('card.halal')}</span> : null}
            <Rating value={p.avgRating} count={p.ratingCount} ctx={ctx} />
          </div>
        ) : null}
        <Price item={p} ctx={ctx} />
        {variant === 'flash-sale' && flash ? (
          <div className="pc-flash">
            {/* the words below say what the bar shows */}
            <progress className="progress progress-error w-full" value={soldPercent(flash.sold, flash.stock)} max={100} aria-hidden="true" />
            <span>{t('card.sold', { sold: flash.sold })}</span> · <span>{t('card.available', { count: flash.stock - flash.sold })}</span>
          </div>
        ) : null}
        <div className="pc-act">
          {soldOut ? (
            <span className="badge badge-ghost">{t('card.sold_out')}</span>
          ) : (
            // a plain link without JavaScript; the cart island turns it into ADD and a stepper beside it
            <a href={href} className="pc-add" data-cart-add={encodeCardItem(cardItem(p))}>
              {t('card.add')} <span className="sr-only">{p.name}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
