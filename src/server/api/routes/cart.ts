/** Cart endpoints (customer/cart/*): a token, or a guest_id for guests; scoped by the moduleId header. */
import type { Context } from 'hono';
import { z } from 'zod';
import { addLine, clearCart, listCart, removeLine, updateLine, type CartOwner } from '../../services/cart';
import { guestExists } from '../../services/guests';
import { requireModule } from '../../services/modules';
import { MAX_ID, type RequestContext } from '../../core/context';
import { parseWith, refusal } from '../../core/errors';
import { bearerToken, requireCustomer } from '../auth-guard';
import { readBody } from '../body';
import type { Env } from '../context';
import { json, type Router } from '../route';

/** Arrays may come as JSON text (form posts) or as arrays. */
const jsonArray = <T extends z.ZodType>(of: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  }, z.array(of).max(50, 'api.too_many_entries').optional());

const lineFields = {
  quantity: z.coerce.number({ error: 'api.quantity_whole' }).int('api.quantity_whole').min(-MAX_ID).max(MAX_ID),
  variation: jsonArray(z.unknown()),
  add_on_ids: jsonArray(z.coerce.number().int().positive().max(MAX_ID)),
  add_on_qtys: jsonArray(z.coerce.number().int().min(-MAX_ID).max(MAX_ID)),
};
const addSchema = z.object({
  item_id: z.coerce.number({ error: 'api.field_required' }).int().positive().max(MAX_ID),
  model: z.enum(['Item', 'ItemCampaign'], { error: 'api.field_invalid' }).default('Item'),
  ...lineFields,
});
const updateSchema = z.object({ cart_id: z.coerce.number({ error: 'api.field_required' }).int().positive().max(MAX_ID), ...lineFields });
const cartIdSchema = z.object({ cart_id: z.coerce.number({ error: 'api.field_required' }).int().positive().max(MAX_ID) });

/** The customer of the token, or the guest of guest_id (which must have been issued). */
export async function cartOwner(ctx: RequestContext, c: Context<Env>, body: Record<string, unknown>): Promise<CartOwner> {
  if (bearerToken(c)) {
    const { customer } = await requireCustomer(ctx, c);
    return { userId: customer.id, isGuest: false };
  }
  const raw = body.guest_id ?? c.req.query('guest_id');
  const id = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw refusal(403, 'guest_id', 'guest_required');
  }
  if (!(await guestExists(ctx.db, id))) throw refusal(403, 'guest_id', 'guest_unknown');
  return { userId: id, isGuest: true };
}

export function registerCartRoutes(app: Router) {
  app.get(
    '/customer/cart/list',
    json(async (ctx, c) => {
      const module = await requireModule(ctx);
      return listCart(ctx, await cartOwner(ctx, c, {}), module.id);
    }),
  );

  app.post(
    '/customer/cart/add',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const module = await requireModule(ctx);
      const owner = await cartOwner(ctx, c, body);
      const input = parseWith(addSchema, body);
      return addLine(ctx, owner, module.id, {
        model: input.model,
        itemId: input.item_id,
        quantity: input.quantity,
        variation: input.variation ?? [],
        addOnIds: input.add_on_ids ?? [],
        addOnQtys: input.add_on_qtys ?? [],
      });
    }),
  );

  app.post(
    '/customer/cart/update',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const owner = await cartOwner(ctx, c, body);
      const input = parseWith(updateSchema, body);
      return updateLine(ctx, owner, input.cart_id, {
        quantity: input.quantity,
        variation: input.variation,
        addOnIds: input.add_on_ids,
        addOnQtys: input.add_on_ids ? (input.add_on_qtys ?? []) : undefined,
      });
    }),
  );

  app.delete(
    '/customer/cart/remove-item',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const owner = await cartOwner(ctx, c, body);
      return removeLine(ctx, owner, parseWith(cartIdSchema, body).cart_id);
    }),
  );

  app.delete(
    '/customer/cart/remove',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const module = await requireModule(ctx);
      return clearCart(ctx, await cartOwner(ctx, c, body), module.id);
    }),
  );
}
