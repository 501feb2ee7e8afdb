/** Cart endpoints (customer/cart/*): a token, or a guest_id for guests; scoped by the moduleId header. */
import type { Context } from 'hono';
import { z } from 'zod';
import { addLine, clearCart, listCart, removeLine, updateLine, type CartOwner } from '../../services/cart';
import { guestExists } from '../../services/guests';
import { clientIp } from '../sign-in-input';
import { optionalModule, requireModule } from '../../services/modules';
import { MAX_GUEST_ID, MAX_ID, type RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import { bearerToken, requireCustomer } from '../auth-guard';
import { numeric, requiredOrInvalid, wireNumber, type Env } from '../context';
import { cartLineWire } from '../wire/cart';
import { cartAnswer } from '../wire/answers';
import { documented, type Router } from '../route';

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
  quantity: numeric(z.number({ error: 'api.quantity_whole' }).int('api.quantity_whole').min(-MAX_ID).max(MAX_ID)),
  variation: jsonArray(z.unknown()),
  add_on_ids: jsonArray(numeric(z.number().int().positive().max(MAX_ID))),
  add_on_qtys: jsonArray(numeric(z.number().int().min(-MAX_ID).max(MAX_ID))),
};
/** a guest's cart is found by guest_id (body or query); a signed-in customer's by the token */
const guestField = { guest_id: z.unknown().optional().meta({ type: 'integer', description: 'the guest id from auth/guest/request, when not signed in' }) };
const guestQuery = z.object(guestField);
const addSchema = z.object({
  ...guestField,
  item_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)),
  model: z.enum(['Item', 'ItemCampaign'], { error: 'api.field_invalid' }).default('Item'),
  ...lineFields,
});
const updateSchema = z.object({ ...guestField, cart_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)), ...lineFields });
const cartIdSchema = z.object({ ...guestField, cart_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)) });

/** The customer of the token, or the guest of guest_id (which must have been issued). */
export async function cartOwner(ctx: RequestContext, c: Context<Env>, body: Record<string, unknown>): Promise<CartOwner> {
  if (bearerToken(c)) {
    const { customer, personalVersion } = await requireCustomer(ctx, c);
    return { userId: customer.id, isGuest: false, personalVersion };
  }
  const given = body.guest_id ?? c.req.query('guest_id');
  // none at all (or a client's unset "null"): the guest middleware's 401, as the reference has it (issue 45.2)
  if (given === undefined || given === null || given === '' || given === 'null' || given === 'undefined') throw refusal(401, 'guest_id', 'guest_required');
  const id = wireNumber(given);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_GUEST_ID) {
    throw refusal(403, 'guest_id', 'guest_required');
  }
  if (!(await guestExists(ctx.db, id, clientIp(c)))) throw refusal(403, 'guest_id', 'guest_unknown');
  return { userId: id, isGuest: true };
}

export function registerCartRoutes(app: Router) {
  const api = documented(app, 'Cart');
  const owner = ['guest-or-customer' as const];
  // customer/* is outside the module check (reference §1): without a moduleId the whole cart, every module's
  api.get('/customer/cart/list', { answer: cartAnswer, summary: "The cart's lines in the module (every module's without a moduleId), priced by the server", query: guestQuery, needs: owner }, async (ctx, c) => {
    const module = await optionalModule(ctx);
    return (await listCart(ctx, await cartOwner(ctx, c, {}), module?.id ?? null)).map(cartLineWire);
  });

  api.post('/customer/cart/add', { answer: cartAnswer, summary: 'Add a line (an item with its variation and add-ons); the server prices it', body: addSchema, needs: ['module', ...owner] }, async (ctx, c, input) => {
    const body = await input.rawBody();
    const module = await requireModule(ctx);
    const cartFor = await cartOwner(ctx, c, body);
    const line = await input.body();
    const lines = await addLine(ctx, cartFor, module.id, {
      model: line.model,
      itemId: line.item_id,
      quantity: line.quantity,
      variation: line.variation ?? [],
      addOnIds: line.add_on_ids ?? [],
      addOnQtys: line.add_on_qtys ?? [],
    });
    return lines.map(cartLineWire);
  });

  api.post('/customer/cart/update', { answer: cartAnswer, summary: "Change a line's quantity, variation or add-ons", body: updateSchema, needs: owner }, async (ctx, c, input) => {
    const cartFor = await cartOwner(ctx, c, await input.rawBody());
    const line = await input.body();
    const lines = await updateLine(ctx, cartFor, line.cart_id, {
      quantity: line.quantity,
      variation: line.variation,
      addOnIds: line.add_on_ids,
      addOnQtys: line.add_on_ids ? (line.add_on_qtys ?? []) : undefined,
    });
    return lines.map(cartLineWire);
  });

  api.delete('/customer/cart/remove-item', { answer: cartAnswer, summary: 'Remove one line', body: cartIdSchema, needs: owner }, async (ctx, c, input) => {
    const cartFor = await cartOwner(ctx, c, await input.rawBody());
    return (await removeLine(ctx, cartFor, (await input.body()).cart_id)).map(cartLineWire);
  });

  // the spec's client clears the cart with a POST; the reference's with a DELETE: both
  const clear = async (ctx: RequestContext, c: Context<Env>, input: { rawBody(): Promise<Record<string, unknown>> }) => {
    const body = await input.rawBody();
    const module = await optionalModule(ctx);
    return (await clearCart(ctx, await cartOwner(ctx, c, body), module?.id ?? null)).map(cartLineWire);
  };
  const clearDoc = { answer: cartAnswer, summary: "Empty the module's cart (every module's without a moduleId)", body: guestQuery, needs: owner };
  api.delete('/customer/cart/remove', clearDoc, clear);
  api.post('/customer/cart/remove', clearDoc, clear);
}
