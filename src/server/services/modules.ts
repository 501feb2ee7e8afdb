/** Modules: the one named by the moduleId header, and the active list with counts and zones. */
import { localizedModules } from './translations';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { referenceData } from '../cache/reference-cache';
import { timedRead } from '../cache/timed-read';
import * as s from '../db/schema';
import { MAX_ID, type RequestContext } from '../core/context';
import { ApiError, validationError } from '../core/errors';
import { t } from '../core/messages';
import { allModules, allZoneModules, type ModuleRow, type ZoneModuleRow, type ZoneRow } from './reference-data';
import { activeZones } from './zones';

export type { ModuleRow };

/** module-check: a moduleId header naming an existing, active module. */
export async function requireModule(ctx: RequestContext): Promise<ModuleRow> {
  const module = await optionalModule(ctx);
  if (!module) throw validationError('moduleId', t(ctx.locale, 'module_required'));
  return module;
}

/** The module named by the header, if any; an unknown id is an error even where the header is optional. */
export async function optionalModule(ctx: RequestContext): Promise<ModuleRow | null> {
  if (!ctx.moduleIdHeader) return null;
  const id = Number(ctx.moduleIdHeader);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw validationError('moduleId', t(ctx.locale, 'module_not_found'));
  const row = (await allModules(ctx.db)).find((m) => m.id === id);
  if (!row || !row.status) throw new ApiError(403, [{ code: 'moduleId', message: t(ctx.locale, 'module_not_found') }]);
  return row;
}

/** The modules in service, named and described in the request's language. */
export async function activeModules(ctx: RequestContext): Promise<ModuleRow[]> {
  return localizedModules(ctx.db, ctx.locale, (await allModules(ctx.db)).filter((m) => m.status));
}

export interface ModuleSummary {
  module: ModuleRow;
  storesCount: number;
  itemsCount: number;
  zones: Array<{ zone: ZoneRow; pivot: ZoneModuleRow }>;
}

/** Active modules with their store and item counts and the zones that offer them (inside `zoneIds` when given). */
export async function moduleSummaries(ctx: RequestContext, zoneIds: number[] | null): Promise<ModuleSummary[]> {
  const [moduleRows, storeCounts, itemCounts, pivots, zoneRows] = await Promise.all([
    activeModules(ctx),
    storeCountsByZone(ctx.db),
    itemCountsByZone(ctx.db),
    allZoneModules(ctx.db),
    activeZones(ctx.db, 'id'),
  ]);
  const zonesById = new Map(zoneRows.filter((z) => !zoneIds || zoneIds.includes(z.id)).map((z) => [z.id, z]));
  const pivotRows = pivots.flatMap((pivot) => {
    const zone = zonesById.get(pivot.zoneId);
    return zone ? [{ pivot, zone }] : [];
  });
  const storesBy = countByModule(storeCounts, zoneIds);
  const itemsBy = countByModule(itemCounts, zoneIds);
  return moduleRows
    .map((module) => ({
      module,
      storesCount: storesBy.get(module.id) ?? 0,
      itemsCount: itemsBy.get(module.id) ?? 0,
      zones: pivotRows.filter((p) => p.pivot.moduleId === module.id),
    }))
    .filter((m) => !zoneIds || m.zones.length > 0);
}

interface ZoneCount {
  moduleId: number;
  zoneId: number;
  n: number;
}

function countByModule(rows: readonly ZoneCount[], zoneIds: number[] | null): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of rows) if (!zoneIds || zoneIds.includes(r.zoneId)) out.set(r.moduleId, (out.get(r.moduleId) ?? 0) + r.n);
  return out;
}

/** Switched-on stores per module and zone: reference data, read again when a store changes. */
function storeCountsByZone(db: Db): Promise<readonly ZoneCount[]> {
  return referenceData(db, 'store-counts', ['stores'], () =>
    db
      .select({ moduleId: s.stores.moduleId, zoneId: s.stores.zoneId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.stores)
      .where(eq(s.stores.status, true))
      .groupBy(s.stores.moduleId, s.stores.zoneId),
  );
}

/** Active items per module and zone, counted at most once a minute per process (src/server/db/timed-read.ts: items change with every order). */
function itemCountsByZone(db: Db): Promise<readonly ZoneCount[]> {
  return timedRead(db, 'item-counts-by-module-zone', async () =>
    (
      await db
        .select({ moduleId: s.items.moduleId, zoneId: s.items.zoneId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(s.items)
        .where(eq(s.items.status, true))
        .groupBy(s.items.moduleId, s.items.zoneId)
    ).filter((r): r is ZoneCount => r.zoneId !== null),
  );
}
