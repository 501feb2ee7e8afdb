/** The signed-in customer: profile, profile changes (with OTP for a new phone or email), account removal, push token. */
import { z } from 'zod';
import { customerProfile, updateCustomer } from '../../services/auth/accounts';
import { changeProfile, removeAccount, setInterests } from '../../services/auth/profile';
import { recentOutbox } from '../../adapters/messaging';
import { loadSettings } from '../../services/settings';
import { MESSAGES, normalizePhone, PASSWORD_MIN, profileSchema } from '../../../lib/validation/auth';
import { MAX_ID } from '../../core/context';
import { refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { imageBytes } from '../image-field';
import { clientIp } from '../sign-in-input';
import { listInput, numeric } from '../context';
import { emptyListAnswer, messageAnswer, profileAnswer, profileUpdateAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { customerWire } from '../wire/customer';

/** `interest`: category ids, as a JSON array, a JSON array or comma list in text (forms), or `interest[]` fields */
const interestSchema = z.object({
  interest: z.preprocess(listInput, z.array(numeric(z.number().int().positive().max(MAX_ID))).min(1, 'api.interest_required').max(100)),
});

const pushTokenBody = z.object({ cm_firebase_token: z.string().trim().min(1).max(500) });
const outboxQuery = z.object({ recipient: z.string().max(255).default('') });
/** the profile form; `password`, `otp` and the `image` file are read from the form as sent */
const profileBody = z.object({
  ...profileSchema.shape,
  password: z.string().optional(),
  current_password: z.string().optional().meta({ description: 'proves a new password; without it a code sent to the account\'s own phone (or email) does' }),
  otp: z.string().optional().meta({ description: 'the code sent to a new phone or email, or to the account\'s own for a new password' }),
  image: z.unknown().optional().meta({ type: 'string', format: 'binary', description: 'jpg, png, jpeg or gif, at most 2 MB' }),
});

export function registerCustomerRoutes(app: Router) {
  const api = documented(app, 'Account');
  api.get('/customer/info', { answer: profileAnswer, summary: "The customer's profile, order count, wallet, loyalty points and first-order discount", needs: ['customer'] }, async (ctx, c) => {
    const { customer, personalVersion } = await requireCustomer(ctx, c);
    return customerWire(await customerProfile(ctx.db, customer, await loadSettings(ctx.db), ctx.now, personalVersion), ctx.origin, ctx.now);
  });

  api.post(
    '/customer/update-profile',
    { answer: profileUpdateAnswer, summary: 'Change name, email, phone, password or photo; a new phone or email is proved by a code first, a new password by the current one or a code, and it ends every other session', body: profileBody, multipart: true, needs: ['customer'] },
    async (ctx, c, request) => {
      const { customer, sessionId } = await requireCustomer(ctx, c);
      const body = await request.rawBody();
      const input = await request.body();
      const image = await imageBytes(body.image, 'image');
      const password = typeof body.password === 'string' && body.password ? body.password : null;
      if (password && password.length < PASSWORD_MIN) throw refusal(403, 'password', MESSAGES.passwordShort);
      const outcome = await changeProfile(ctx, customer, {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: normalizePhone(input.phone),
        password,
        currentPassword: typeof body.current_password === 'string' && body.current_password ? body.current_password : null,
        sessionId,
        otp: typeof body.otp === 'string' ? body.otp.trim() : '',
        image,
        ip: clientIp(c),
      });
      if (!outcome.codeSent) return { message: t(ctx.locale, 'updated') };
      const { medium, target } = outcome.codeSent;
      return { verification_on: medium, verification_medium: medium === 'phone' ? 'sms' : 'email', otp_send: true, message: t(ctx.locale, 'code_sent_to', { target }) };
    },
  );

  api.delete('/customer/remove-account', { answer: emptyListAnswer, summary: 'Remove the account (203 while an order is running)', needs: ['customer'] }, async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    if ((await removeAccount(ctx, customer)) === 'ongoing') {
      return c.json({ errors: [{ code: 'on-going', message: t(ctx.locale, 'orders_ongoing') }] }, 203);
    }
    return [];
  });

  api.post(
    '/customer/update-interest',
    { answer: messageAnswer, summary: 'The categories the customer likes (replaces those of the modules they belong to)', body: interestSchema, needs: ['customer'] },
    async (ctx, c, request) => {
      const { customer } = await requireCustomer(ctx, c);
      const body = await request.rawBody();
      const { interest } = await request.body({ interest: body.interest ?? body['interest[]'] });
      await setInterests(ctx, customer, interest);
      return { message: t(ctx.locale, 'interests_updated') };
    },
  );

  api.put('/customer/cm-firebase-token', { answer: messageAnswer, summary: 'The push token of this device', body: pushTokenBody, needs: ['customer'] }, async (ctx, c, request) => {
    const { customer } = await requireCustomer(ctx, c);
    const { cm_firebase_token } = await request.body();
    await updateCustomer(ctx.db, customer.id, { cmFirebaseToken: cm_firebase_token }, false);
    return { message: t(ctx.locale, 'token_updated') };
  });

  /* test mode only: read what the outbox holds for a recipient (tests read OTPs here) */
  if (process.env.STOREFRONT_TEST_MODE === '1') {
    api.get('/testing/outbox', { summary: 'Test mode only: the messages the outbox holds for a recipient', query: outboxQuery }, async (ctx, _c, request) => {
      const { recipient } = request.query();
      return recentOutbox(ctx.db, recipient);
    });
  }
}
