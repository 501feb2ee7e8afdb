/** The wire's paged envelope: `{total_size, limit, offset, <key>: rows}`. */
import type { Paged } from '../../core/context';

export function pagedWire<T, K extends string, W = T>(page: Paged<T>, key: K, map?: (row: T) => W): { total_size: number; limit: number | string; offset: number | string } & Record<K, W[]> {
  const rows = map ? page.rows.map(map) : (page.rows as unknown as W[]);
  return { total_size: page.total, limit: page.limit, offset: page.offset, [key]: rows } as { total_size: number; limit: number | string; offset: number | string } & Record<K, W[]>;
}
