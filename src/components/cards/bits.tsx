/** Small pieces shared by the cards: rating, price, discount badge, truncated text, image with fallback. */
import { discountBadge, discountedPrice, type Discountable } from '../../lib/pricing';
import { formatPrice, formatRating, splitForTruncation, TRUNCATE_AT } from '../../lib/format';
import type { CardContext } from './types';
import HeartIcon from '../icons/HeartIcon';
import { reactOnServer } from '../react/on-server';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export function Img({ src, alt, size, className }: { src: string | null | undefined; alt: string; size: number; className?: string }) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      // the layout's error listener swaps in the placeholder when the picture cannot load
      data-fallback={PLACEHOLDER_IMAGE}
    />
  );
}

export function Rating({ value, count, ctx }: { value: number; count?: number; ctx: CardContext }) {
  if (!value) return null;
  const shown = formatRating(value, ctx.decimals ?? 1);
  return (
    <span className="inline-flex items-center gap-1 text-sm" role="img" aria-label={ctx.t('card.rating', { rating: shown })}>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" className="fill-warning">
        <path d="M10 1l2.7 5.6 6.1.9-4.4 4.3 1 6.1L10 15l-5.4 2.9 1-6.1L1.2 7.5l6.1-.9z" />
      </svg>
      <span aria-hidden="true">{shown}</span>
      {count ? (
        <span className="text-base-content/80" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}

export function DiscountBadge({ item, ctx }: { item: Discountable; ctx: CardContext }) {
  const badge = discountBadge(item);
  if (!badge) return null;
  const text = badge.kind === 'percent' ? ctx.t('card.percent_off', { value: badge.value }) : ctx.t('card.amount_off', { value: formatPrice(badge.value, ctx.money) });
  return <span className="badge badge-error badge-sm text-error-content font-semibold">{text}</span>;
}

export function Price({ item, ctx, unitPrice }: { item: Discountable; ctx: CardContext; unitPrice?: number }) {
  const base = unitPrice ?? item.price;
  const final = discountedPrice(item, base);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className="font-semibold">{formatPrice(final, ctx.money)}</span>
      {final < base ? (
        <del className="text-sm text-base-content/80">
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
 * work; the header script shows it and presses it from the ids the device remembers).
 */
export function WishlistHeart({ kind, id, name, ctx, className = '' }: { kind: 'item' | 'store'; id: number; name: string; ctx: CardContext; className?: string }) {
  return (
    <button
      type="button"
      hidden
      data-needs-js=""
      className={`group btn btn-ghost btn-xs btn-circle z-10 bg-base-100/80 aria-pressed:text-error ${className}`}
      aria-pressed="false"
      aria-label={ctx.t('wishlist.addToWishlist', { name })}
      data-wishlist={JSON.stringify({ kind, id, name })}
    >
      <HeartIcon size={16} className="group-aria-pressed:fill-current" />
    </button>
  );
}

// pages render these straight from .astro files too
for (const part of [Img, Rating, DiscountBadge, Price, Truncated, WishlistHeart]) reactOnServer(part);
