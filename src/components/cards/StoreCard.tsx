/** Store card: cover, logo, name, delivery time, address, rating, distance; closed overlays. */
import type { Store } from '../../lib/api/schemas';
import { formatDistanceKm } from '../../lib/format';
import { Img, Rating, WishlistHeart } from './bits';
import type { CardContext } from './types';

export function storeHref(s: Store, ctx: CardContext): string {
  const params = new URLSearchParams({ module_id: String(s.moduleId), store_zone_id: String(s.zoneId) });
  if (s.moduleType) params.set('module_type', s.moduleType);
  return ctx.href(`/store/${encodeURIComponent(s.slug)}?${params}`);
}

/** 'CLOSED NOW' when the store is active but shut at this hour, 'Closed Now' when it is switched off. */
export function closedLabel(s: Pick<Store, 'active' | 'open'>, ctx: CardContext): string | null {
  if (s.active && s.open) return null;
  return s.active ? ctx.t('card.closed_now_upper') : ctx.t('card.closed_now');
}

export default function StoreCard({ store: s, ctx, level = 3 }: { store: Store; ctx: CardContext; level?: 2 | 3 | 4 }) {
  const { t } = ctx;
  const H = `h${level}` as 'h3';
  const closed = closedLabel(s, ctx);
  const km = formatDistanceKm(s.distance, ctx.money.decimals);
  const takeAwayOnly = !s.delivery;
  return (
    <article className="card card-border bg-base-100 relative h-full">
      <figure className="relative h-28 bg-base-200">
        <Img src={s.coverPhoto} alt="" size={112} className="h-24 w-24 object-contain" />
        {closed ? <span className="absolute inset-0 flex items-center justify-center bg-base-content/60 font-bold text-base-100">{closed}</span> : null}
        {s.featured ? <span className="badge badge-primary badge-sm absolute end-2 top-2">{t('card.featured')}</span> : null}
        <WishlistHeart kind="store" id={s.id} name={s.name} ctx={ctx} className="absolute start-2 top-2" />
      </figure>
      <div className="card-body gap-1 p-3">
        <div className="flex items-center gap-2">
          <Img src={s.logo} alt="" size={40} className="rounded-full border border-base-300" />
          <H className="card-title text-base leading-tight">
            <a href={storeHref(s, ctx)} className="link-hover inline-block min-h-6 after:absolute after:inset-0">
              {s.name}
            </a>
          </H>
        </div>
        <p className="text-xs text-base-content/80">{s.address}</p>
        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <li>
            <Rating value={s.avgRating} ctx={ctx} />
          </li>
          {s.deliveryTime ? <li>{t('card.delivery_time', { time: s.deliveryTime })}</li> : null}
          {km ? <li>{km === '1k+' ? t('card.km_far') : t('card.km', { distance: km })}</li> : null}
          {s.freeDelivery ? <li className="badge badge-success badge-sm">{t('card.free_delivery')}</li> : null}
          {takeAwayOnly ? <li className="badge badge-ghost badge-sm">{t('card.take_away_only')}</li> : null}
        </ul>
      </div>
    </article>
  );
}
