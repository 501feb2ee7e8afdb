/** Search suggestions: the item and store names that answer what is typed (spec section 7). */
import * as z from 'zod/mini';
import type { Requester } from '../core';

const suggestionsWire = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), image_full_url: z.nullish(z.string()) })),
  stores: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), logo_full_url: z.nullish(z.string()) })),
});

export interface Suggestion {
  kind: 'item' | 'store';
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

export const suggestionsSchema = z.pipe(
  suggestionsWire,
  z.transform((w): { items: Suggestion[]; stores: Suggestion[] } => ({
    items: w.items.map((i) => ({ kind: 'item', id: i.id, name: i.name, slug: i.slug, image: i.image_full_url ?? null })),
    stores: w.stores.map((st) => ({ kind: 'store', id: st.id, name: st.name, slug: st.slug, image: st.logo_full_url ?? null })),
  })),
);
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** where suggestions are looked for: a zone list and a module, each only when given */
export interface SuggestionScope {
  zoneIds?: number[];
  moduleId?: number;
}

export const searchApi = (request: Requester) => ({
  /**
   * A failure is the caller's alone: the box says it in its panel rather than in an error toast.
   * `scope`: the zone and module to ask in when the shopper has chosen none (the page's own).
   */
  suggestions: (name: string, scope: SuggestionScope = {}) =>
    request('GET', 'items/search-suggestion', suggestionsSchema, {
      query: { name },
      headers: { ...(scope.zoneIds?.length ? { zoneId: JSON.stringify(scope.zoneIds) } : {}), ...(scope.moduleId ? { moduleId: String(scope.moduleId) } : {}) },
      handled: () => true,
    }),
});
