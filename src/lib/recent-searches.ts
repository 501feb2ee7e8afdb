/** The shopper's past searches (`searchedValues`, spec section 8): newest first, each once, a few kept and five shown. */
export const RECENT_SEARCHES_SHOWN = 5;
export const RECENT_SEARCHES_KEPT = 10;

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The list with `term` first (an earlier equal one, whatever its case, removed); blank terms change nothing. */
export function addRecentSearch(list: readonly string[], term: string, kept = RECENT_SEARCHES_KEPT): string[] {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean) return [...list];
  return [clean, ...list.filter((t) => !same(t, clean))].slice(0, kept);
}

export const removeRecentSearch = (list: readonly string[], term: string): string[] => list.filter((t) => t !== term);

/** What the panel shows: the newest five, from whatever the device held (anything but a list of strings counts as empty). */
export function shownRecentSearches(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, RECENT_SEARCHES_SHOWN) : [];
}
