/** customer/visit-again: stores the customer has ordered from, each with its top items. */
import type { RequestContext } from '../../core/context';
import { optionalModule } from '../../services/modules';
import { visitAgain } from '../../services/visit-again';
import { requireCustomer } from '../auth-guard';
import type { Env } from '../context';
import { storesWithItemsAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { productWire } from '../wire/product';
import { storeWire } from '../wire/store';
import type { Context } from 'hono';

const handler = async (ctx: RequestContext, c: Context<Env>) => {
  const { customer, personalVersion } = await requireCustomer(ctx, c);
  const module = await optionalModule(ctx);
  return (await visitAgain(ctx, customer.id, module?.id ?? null, personalVersion)).map(({ store, items }) => ({ ...storeWire(store), items: items.map(productWire) }));
};

export function registerVisitAgainRoutes(app: Router) {
  const api = documented(app, 'Account');
  const doc = { answer: storesWithItemsAnswer, summary: 'Stores the customer has ordered from, each with its top items', needs: ['customer' as const] };
  api.get('/customer/visit-again', doc, handler);
  api.post('/customer/visit-again', doc, handler);
}
