/** The request context read from the wire headers (zoneId, moduleId, latitude, longitude, X-localization) and the query parsers. */
import type { OrderEventHub } from '../services/orders/events';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import { contextFor, MAX_ID, type RequestContext } from '../core/context';
import { validationError } from '../core/errors';
import { parseLocale, t, type Locale } from '../core/messages';
import { readZoneIds } from '../../lib/geo';
import { publicOrigin } from '../../lib/public-origin';

/** `remoteAddress`: the connection's address, when the server in front of the app knows it. */
export type Env = { Variables: { ctx: RequestContext; orderEvents: OrderEventHub }; Bindings: { remoteAddress?: string } | undefined };

/** zoneId: a JSON array ("[1,2]"), a bare integer, or a comma list. Null when absent; throws when malformed. */
export function parseZoneIds(raw: string | null | undefined, locale: Locale): number[] | null {
  if (!raw?.trim()) return null;
  const ids = readZoneIds(raw);
  if (!ids || ids.some((n) => n > MAX_ID)) throw validationError('zoneId', t(locale, 'zone_required'));
  return ids;
}

function parseCoordinate(raw: string | undefined, limit: number): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export function buildContext(c: Context, db: Db): RequestContext {
  const locale = parseLocale(c.req.header('x-localization'));
  return contextFor(db, {
    locale,
    zoneIds: parseZoneIds(c.req.header('zoneid') ?? null, locale),
    moduleIdHeader: c.req.header('moduleid')?.trim() || null,
    lat: parseCoordinate(c.req.header('latitude'), 90),
    lng: parseCoordinate(c.req.header('longitude'), 180),
    origin: publicOrigin(new URL(c.req.url).origin),
  });
}

/* ------------------------------------------------------------------ query parameter schemas */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A number as the wire carries it: a JSON number, or text of decimal digits (a sign, a fraction), as
 * forms and query strings send it. Blank is absent. Anything else ([2], '0x10', '1e1', true) is left
 * as it came, for the number schema to refuse: nothing is read as a number it does not spell.
 */
export function wireNumber(v: unknown): unknown {
  if (typeof v !== 'string') return blankToUndefined(v);
  const text = v.trim();
  if (text === '') return undefined;
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : v;
}
/** `schema` (a zod number) fed by `wireNumber` */
export const numeric = <S extends z.ZodType>(schema: S) => z.preprocess(wireNumber, schema);
/** The message for a field that is missing, or that is there but not what it should be (catalogue paths). */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? 'api.field_required' : 'api.field_invalid');

export const qInt = (min = 0, max = MAX_ID) => numeric(z.number().int().min(min).max(max));
export const qNum = (min = -1e12, max = 1e12) => numeric(z.number().min(min).max(max));
/** an optional number filter: empty (`rating_count=`) is no filter, as a client that sends every field means it (issue 45.2) */
export const qOptNum = (min = -1e12, max = 1e12) => z.preprocess(wireNumber, z.number().min(min).max(max).optional());
export const qText = (max = 255) => z.string().trim().max(max);
export const qFlag = z.preprocess((v) => (v === 'true' || v === true ? 1 : v === 'false' || v === false ? 0 : v), numeric(z.number().int().min(0).max(1)));
/** A list given as a JSON array ("[1,2]"), a single JSON value, or a comma list ("1,2"). */
export function listInput(v: unknown): unknown[] {
  // 'undefined' and 'null' are what a client's unset list becomes in a query string: no list (issue 45.2)
  if (v === undefined || v === null || v === '' || v === 'undefined' || v === 'null') return [];
  if (Array.isArray(v)) return v;
  const s = String(v).trim();
  try {
    const parsed = JSON.parse(s);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return s.split(',').filter((x) => x.trim() !== '');
  }
}
export const qIdList = z.preprocess(listInput, z.array(numeric(z.number().int().min(0).max(MAX_ID))).max(500));
export const qWordList = z.preprocess(listInput, z.array(z.coerce.string().trim().max(40)).max(20));

/** A numeric id from the path; anything else is a 403 naming the field. */
export function pathId(ctx: RequestContext, raw: string | undefined, code = 'id'): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw validationError(code, t(ctx.locale, 'field_invalid', { field: code }));
  }
  return id;
}
/** paging: read loosely by the services' paging helper (a bad value falls back to the default) */
export const pageFields = {
  limit: z.unknown().optional().meta({ description: 'items per page: an integer (anything else means the default)' }),
  offset: z.unknown().optional().meta({ description: 'the page, from 1: an integer (anything else means the first)' }),
};
export const qVegType = z.enum(['all', 'veg', 'non_veg']).catch('all');
