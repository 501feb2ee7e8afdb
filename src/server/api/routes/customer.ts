/** The signed-in customer: profile, profile changes (with OTP for a new phone or email), account removal, push token. */
import { z } from 'zod';
import { customerProfile, updateCustomer } from '../../services/auth/accounts';
import { changeProfile, removeAccount, setInterests } from '../../services/auth/profile';
import { recentOutbox } from '../../adapters/messaging';
import { checkImage, MAX_IMAGE_BYTES } from '../../services/uploads';
import { loadSettings } from '../../services/settings';
import { MESSAGES, normalizePhone, PASSWORD_MIN, profileSchema } from '../../../lib/validation/auth';
import { MAX_ID } from '../../core/context';
import { parseWith, refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { readBody } from '../body';
import { listInput } from '../context';
import { json, type Router } from '../route';

/** The optional `image` form field: nothing, or the bytes of an allowed image (403 otherwise). */
async function imageField(value: unknown): Promise<Uint8Array | null> {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof (value as Blob).arrayBuffer !== 'function') throw refusal(403, 'image', 'image_type');
  const blob = value as Blob;
  if (blob.size === 0) return null;
  if (blob.size > MAX_IMAGE_BYTES) throw refusal(403, 'image', 'image_size');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const check = checkImage(bytes);
  if (!check.ok) throw refusal(403, 'image', check.reason === 'size' ? 'image_size' : 'image_type');
  return bytes;
}

/** `interest`: category ids, as a JSON array, a JSON array or comma list in text (forms), or `interest[]` fields */
const interestSchema = z.object({
  interest: z.preprocess(listInput, z.array(z.coerce.number().int().positive().max(MAX_ID)).min(1, 'api.interest_required').max(100)),
});

export function registerCustomerRoutes(app: Router) {
  app.get(
    '/customer/info',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      return customerProfile(ctx.db, customer, ctx.origin, await loadSettings(ctx.db));
    }),
  );

  app.post(
    '/customer/update-profile',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const body = await readBody(c.req);
      const input = parseWith(profileSchema, body);
      const image = await imageField(body.image);
      const password = typeof body.password === 'string' && body.password ? body.password : null;
      if (password && password.length < PASSWORD_MIN) throw refusal(403, 'password', MESSAGES.passwordShort);
      const outcome = await changeProfile(ctx, customer, {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: normalizePhone(input.phone),
        password,
        otp: typeof body.otp === 'string' ? body.otp.trim() : '',
        image,
      });
      if (!outcome.codeSent) return { message: t(ctx.locale, 'updated') };
      const { medium, target } = outcome.codeSent;
      return { verification_on: medium, verification_medium: medium === 'phone' ? 'sms' : 'email', otp_send: true, message: t(ctx.locale, 'code_sent_to', { target }) };
    }),
  );

  app.delete(
    '/customer/remove-account',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      if ((await removeAccount(ctx, customer)) === 'ongoing') {
        return c.json({ errors: [{ code: 'on-going', message: t(ctx.locale, 'orders_ongoing') }] }, 203);
      }
      return [];
    }),
  );

  app.post(
    '/customer/update-interest',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const body = await readBody(c.req);
      const { interest } = parseWith(interestSchema, { interest: body.interest ?? body['interest[]'] });
      await setInterests(ctx, customer, interest);
      return { message: t(ctx.locale, 'interests_updated') };
    }),
  );

  app.put(
    '/customer/cm-firebase-token',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const { cm_firebase_token } = parseWith(z.object({ cm_firebase_token: z.string().trim().min(1).max(500) }), await readBody(c.req));
      await updateCustomer(ctx.db, customer.id, { cmFirebaseToken: cm_firebase_token }, false);
      return { message: t(ctx.locale, 'token_updated') };
    }),
  );

  /* test mode only: read what the outbox holds for a recipient (tests read OTPs here) */
  if (process.env.STOREFRONT_TEST_MODE === '1') {
    app.get(
      '/testing/outbox',
      json(async (ctx, c) => {
        const recipient = c.req.query('recipient') ?? '';
        return recentOutbox(ctx.db, recipient);
      }),
    );
  }
}
