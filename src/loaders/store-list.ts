/** /store/latest and /store/popular (spec section 2, Routes): one page of the list, which a page may lose. */
import { PAGE_SIZE } from '../lib/constants';
import { pageParam } from './page-context';
import type { Shopper } from './shopper';

export type StoreListData = Awaited<ReturnType<typeof loadStoreList>>;

export async function loadStoreList(shopper: Shopper, url: URL, list: 'latest' | 'popular') {
  const page = pageParam(url);
  const data = await shopper.mayLose('store list', shopper.api.storeList(list, PAGE_SIZE.storesPage, page), { total: 0, stores: [] });
  return { list, page, limit: PAGE_SIZE.storesPage, ...data };
}
