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

export const searchApi = (request: Requester) => ({
  /** a failure is the caller's alone: the box shows no suggestions rather than an error toast */
  suggestions: (name: string) => request('GET', 'items/search-suggestion', suggestionsSchema, { query: { name }, handled: () => true }),
});
