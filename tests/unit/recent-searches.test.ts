import { describe, expect, it } from 'vitest';
import { addRecentSearch, removeRecentSearch, shownRecentSearches } from '../../src/lib/recent-searches';

describe('recent searches', () => {
  it('newest first, each once whatever its case, blank ignored, ten kept', () => {
    let list: string[] = [];
    for (const term of ['milk', 'eggs', ' Milk ', '   ', 'bread']) list = addRecentSearch(list, term);
    expect(list).toEqual(['bread', 'Milk', 'eggs']);
    for (let i = 0; i < 20; i++) list = addRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('term 19');
  });
  it('five shown; one removed; anything stored that is not a list of terms shows nothing', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(shownRecentSearches(list)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(removeRecentSearch(list, 'c')).toEqual(['a', 'b', 'd', 'e', 'f']);
    expect(shownRecentSearches('milk')).toEqual([]);
    expect(shownRecentSearches(['milk', 3, '', null])).toEqual(['milk']);
  });
});
