/** Paging as the wire format speaks it: `offset` is a 1-based page number, `limit` the page size. */

export const MAX_PAGE_SIZE = 200;

export interface Page {
  limit: number;
  offset: number;
  /** rows to skip in SQL */
  skip: number;
}

/** A whole number from 1 up (a query's page, an id), or undefined for anything else. */
export function toPositiveInt(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || !Number.isInteger(n) || n < 1) return undefined;
  return n;
}

/** Bad, negative or absurd values fall back to the defaults instead of failing the request. */
export function parsePage(limit: unknown, offset: unknown, defaultLimit: number): Page {
  const l = Math.min(toPositiveInt(limit) ?? defaultLimit, MAX_PAGE_SIZE);
  const o = Math.min(toPositiveInt(offset) ?? 1, 1_000_000);
  return { limit: l, offset: o, skip: (o - 1) * l };
}

/** Number of pages for a total, as the client computes it (total_size / page_limit, rounded up). */
export function pageCount(totalSize: number, pageLimit: number): number {
  if (pageLimit <= 0) return 0;
  return Math.ceil(totalSize / pageLimit);
}

/**
 * Echo limit and offset back as the page that was served: a string when the client sent one (as the
 * wire does), the number when it sent none. A limit above the largest page echoes the page served
 * (200 for 5000), never what was asked.
 */
export function echo(raw: unknown, parsed: number): string | number {
  return raw === undefined || raw === null || raw === '' ? parsed : String(parsed);
}

/**
 * The page links a pager shows: the first, the last, and the pages around the current one, with
 * 'gap' (an ellipsis) where pages are left out; a single page left out is shown instead of a gap.
 */
export function pagerItems(page: number, pages: number, around = 1): Array<number | 'gap'> {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const current = Math.min(Math.max(page, 1), pages);
  const shown = new Set([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && p - before === 2) items.push(before + 1);
    else if (before !== undefined && p - before > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
