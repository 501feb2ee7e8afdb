/** Small pieces shared by the cards: rating, price, discount badge, truncated text, image with fallback. */
import { discountBadge, discountedPrice, type Discountable } from '../../lib/pricing';
import { formatPrice, formatRating, splitForTruncation, TRUNCATE_AT } from '../../lib/format';
import type { CardContext } from './types';
import SpriteIcon from '../icons/SpriteIcon';
import { encodeHeart } from '../../lib/hearts';
import { reactOnServer } from '../react/on-server';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** A media URL as the card writes it: a path when it is on the page's own origin. */
export const mediaSrc = (src: string | null | undefined, ctx: Pick<CardContext, 'mediaOrigin'>) => (src && ctx.mediaOrigin && src.startsWith(`${ctx.mediaOrigin}/`) ? src.slice(ctx.mediaOrigin.length) : src);

export function Img({ src, alt, size, className }: { src: string | null | undefined; alt: string; size: number; className?: string }) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      // the layout's error listener swaps in the placeholder when the picture cannot load
      className={className}
    />
  );
}

export function Rating({ value, count, ctx }: { value: number; count?: number; ctx: CardContext }) {
  if (!value) return null;
  const shown = formatRating(value, ctx.decimals ?? 1);
  return (
    <span className="stars" role="img" aria-label={ctx.t('card.rating', { rating: shown })}>
      {/* an image's insides are not read out: its label says it all */}
      <span className="star-i" />
      {shown}
      {count ? <small>({count})</small> : null}
    </span>
  );
}

export function DiscountBadge({ item, ctx }: { item: Discountable; ctx: CardContext }) {
  const badge = discountBadge(item);
  if (!badge) return null;
  const text = badge.kind === 'percent' ? ctx.t('card.percent_off', { value: badge.value }) : ctx.t('card.amount_off', { value: formatPrice(badge.value, ctx.money) });
  return <span className="pc-off">{text}</span>;
}

export function Price({ item, ctx, unitPrice }: { item: Discountable; ctx: CardContext; unitPrice?: number }) {
  const base = unitPrice ?? item.price;
  const final = discountedPrice(item, base);
  return (
    <span className="price">
      <b>{formatPrice(final, ctx.money)}</b>
      {final < base ? (
        <del className="pc-was">
          <span className="sr-only">{ctx.t('card.original_price', { price: '' })}</span>
          {formatPrice(base, ctx.money)}
        </del>
      ) : null}
    </span>
  );
}

/** 'Read more / Show less' without JavaScript: the rest of the text sits in a disclosure. */
export function Truncated({ text, at = TRUNCATE_AT, ctx }: { text: string; at?: number; ctx: CardContext }) {
  const { head, tail } = splitForTruncation(text, at);
  if (!tail) return <p>{text}</p>;
  return (
    <details className="truncated group">
      <summary className="cursor-pointer list-none">
        <span>{head}</span>
        <span className="group-open:hidden">… </span>
        <span className="link link-primary group-open:hidden">{ctx.t('common.read_more')}</span>
        <span className="link link-primary hidden group-open:inline"> {ctx.t('common.show_less')}</span>
      </summary>
      <p>{tail}</p>
    </details>
  );
}

/**
 * A wishlist heart the wishlist island brings to life (hidden without JavaScript, since it could not
 * work; the header script shows it and presses it from the ids the device remembers). Cards send
 * only `heartData` and the header script makes their hearts (src/lib/hearts.ts, mountHearts).
 */
export function WishlistHeart({ kind, id, name, ctx, className = '' }: { kind: 'item' | 'store'; id: number; name: string; ctx: CardContext; className?: string }) {
  return (
    <button
      type="button"
      hidden
      data-needs-js=""
      className={`btn btn-ghost btn-xs btn-circle heart ${className}`}
      aria-pressed="false"
      aria-label={ctx.t('wishlist.addToWishlist', { name })}
      data-wishlist={encodeHeart({ kind, id, name })}
    >
      <SpriteIcon name="heart" size={16} />
    </button>
  );
}

/** The attribute on a card's picture from which the header script makes its heart; the name is the card's title (mountHearts reads it there). */
export const heartData = (kind: 'item' | 'store', id: number) => ({ 'data-heart': encodeHeart({ kind, id, name: '' }) });

// pages render these straight from .astro files too
for (const part of [Img, Rating, DiscountBadge, Price, Truncated, WishlistHeart]) reactOnServer(part);
