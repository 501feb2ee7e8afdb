/** The shopper's past searches on this device (`searchedValues`): src/lib/recent-searches.ts keeps the rules. */
import { addRecentSearch, removeRecentSearch } from '../lib/recent-searches';
import { persistentJson } from './persistent';

export const searchedValues = persistentJson<string[]>('searchedValues', []);

const current = () => (Array.isArray(searchedValues.get()) ? searchedValues.get() : []);

export const rememberSearch = (term: string) => searchedValues.set(addRecentSearch(current(), term));
export const forgetSearch = (term: string) => searchedValues.set(removeRecentSearch(current(), term));
export const forgetAllSearches = () => searchedValues.set([]);
