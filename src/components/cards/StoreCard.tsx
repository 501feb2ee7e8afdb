/** Store card: cover, logo, name, delivery time, address, rating, distance; closed overlays. */
import type { Store } from '../../lib/api/schemas';
import { formatDistanceKm } from '../../lib/format';
import { heartData, Img, mediaSrc, Rating } from './bits';
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
    <article className="pc">
      <figure className="sc-fig" {...heartData('store', s.id)}>
        <Img src={mediaSrc(s.coverPhoto, ctx)} alt="" size={112} className="h-24 w-24 object-contain" />
        {closed ? <span className="absolute inset-0 flex items-center justify-center bg-base-content/60 font-bold text-base-100">{closed}</span> : null}
        {s.featured ? <span className="badge badge-primary badge-sm absolute end-2 top-2">{t('card.featured')}</span> : null}
      </figure>
      <div className="pc-body">
        <div className="flex items-center gap-2">
          <Img src={mediaSrc(s.logo, ctx)} alt="" size={40} className="rounded-full border border-base-300" />
          <H className="pc-title">
            <a href={storeHref(s, ctx)} className="pc-link">
              {s.name}
            </a>
          </H>
        </div>
        <p className="pc-sub">{s.address}</p>
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
