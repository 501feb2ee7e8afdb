/**
 * What every service call knows about the request: the database, the language, the clock, the
 * zones and module asked for, the shopper's position and the origin for media URLs. The HTTP layer
 * builds it from headers (src/server/api/context.ts); pages, scripts and benchmarks use `contextFor`.
 */
import type { Db } from '../db/client';
import { BUSINESS_TIME_ZONE } from '../../lib/constants';
import { localDay } from '../../lib/schedule';
import { validationError } from './errors';
import { t, type Locale } from './messages';
import { publicOrigin } from '../../lib/public-origin';

export interface RequestContext {
  db: Db;
  locale: Locale;
  now: Date;
  /** today's date in the marketplace's zone, YYYY-MM-DD */
  today: string;
  zoneIds: number[] | null;
  moduleIdHeader: string | null;
  lat: number | null;
  lng: number | null;
  /** request origin, for absolute image URLs */
  origin: string;
}

/** The largest id a column holds (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
/** The largest guest id: random ids up to 2^53 - 1, the largest integer every client reads exactly (issue 15 B.1). */
export const MAX_GUEST_ID = Number.MAX_SAFE_INTEGER;

/** A context without a request: for pages, scripts and benchmarks. */
export function contextFor(db: Db, fields: Partial<Omit<RequestContext, 'db'>> = {}): RequestContext {
  const now = fields.now ?? new Date();
  return {
    db,
    locale: 'en',
    today: localDay(now, BUSINESS_TIME_ZONE),
    zoneIds: null,
    moduleIdHeader: null,
    lat: null,
    lng: null,
    origin: publicOrigin(''),
    ...fields,
    now,
  };
}

export function requireZone(ctx: RequestContext): number[] {
  if (!ctx.zoneIds) throw validationError('zoneId', t(ctx.locale, 'zone_required'));
  return ctx.zoneIds;
}

/** A path or query reference that is a numeric id or a slug. */
export type IdOrSlug = { id: number } | { slug: string };
export function idOrSlug(raw: string): IdOrSlug {
  return /^\d+$/.test(raw) && Number(raw) <= MAX_ID ? { id: Number(raw) } : { slug: raw };
}

/** Offset paging as the wire speaks it (limit and offset echoed as sent) with the page's rows. */
export interface Paged<T> {
  total: number;
  limit: number | string;
  offset: number | string;
  rows: T[];
}
