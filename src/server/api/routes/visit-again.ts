/** customer/visit-again: stores the customer has ordered from, each with its top items. */
import { optionalModule } from '../../services/modules';
import { visitAgain } from '../../services/visit-again';
import { requireCustomer } from '../auth-guard';
import { json, type Handler, type Router } from '../route';

const handler: Handler = async (ctx, c) => {
  const { customer } = await requireCustomer(ctx, c);
  const module = await optionalModule(ctx);
  return (await visitAgain(ctx, customer.id, module?.id ?? null)).map(({ store, items }) => ({ ...store, items }));
};

export function registerVisitAgainRoutes(app: Router) {
  app.get('/customer/visit-again', json(handler));
  app.post('/customer/visit-again', json(handler));
}
