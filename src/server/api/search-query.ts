/**
 * The search page's query (spec section 7), shared by items/search and stores/search: `name` only
 * with data_type=searched (a search by category, brand, discount or newness sends none), the
 * filters, rating, sorting, categories, brands and price range.
 */
import { z } from 'zod';
import { qIdList, qOptNum, qText, qWordList } from './context';

export const DATA_TYPES = ['searched', 'category', 'discounted', 'new', 'brand'] as const;
export type SearchDataType = (typeof DATA_TYPES)[number];

export const searchFields = {
  name: qText(100).optional().meta({ description: 'required when data_type is searched (or absent)' }),
  data_type: z.enum(DATA_TYPES).optional(),
  list_type: z.enum(['item', 'store']).optional().meta({ description: 'which list the page shows (items/search or stores/search answers it)' }),
  filter: qWordList.optional(),
  sort_by: z.enum(['asc', 'dsc', 'a_to_z', 'z_to_a']).optional(),
  rating_count: qOptNum(0, 5),
  brand_ids: qIdList.optional(),
};

/** A search by name needs one (refine a search query with this and NAME_REQUIRED). */
export const nameWhenSearched = (q: { name?: string; data_type?: SearchDataType }) => Boolean(q.name) || (q.data_type !== undefined && q.data_type !== 'searched');
export const NAME_REQUIRED = { message: 'api.field_required', path: ['name'] };

/** The filters a search applies: the ones sent, and Discounted for a search by discount (spec: the discounted data_type pre-checks the Discounted filter). */
export const searchFilters = (q: { data_type?: SearchDataType; filter?: string[] }): string[] | undefined => (q.data_type === 'discounted' ? [...(q.filter ?? []), 'discounted'] : q.filter);
