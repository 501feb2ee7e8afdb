/** The signed-in customer: profile, profile changes (with OTP for a new phone or email), account removal, push token. */
import { z } from 'zod';
import { customerProfile, deleteCustomer, interestModules, findByEmailOrPhone, runningOrderCount, splitName, updateCustomer } from '../../services/auth/accounts';
import { recentOutbox } from '../../adapters/messaging';
import { sendOtp, verifyOtp } from '../../services/auth/otp';
import { revokeAllSessions } from '../../services/auth/sessions';
import { hashPassword } from '../../services/password';
import { checkImage, MAX_IMAGE_BYTES, removeImage, storeImage } from '../../services/uploads';
import { flag, loadSettings } from '../../services/settings';
import { MESSAGES, normalizePhone, PASSWORD_MIN, profileSchema } from '../../../lib/validation/auth';
import { MAX_ID } from '../../core/context';
import { ApiError, parseWith, refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { readBody } from '../body';
import { listInput } from '../context';
import { json, type Router } from '../route';

export const IMAGE_TYPE_MESSAGE = 'The image must be a jpg, png, jpeg or gif file.';
export const IMAGE_SIZE_MESSAGE = 'The image may not be greater than 2 MB.';

/** The optional `image` form field: nothing, or the bytes of an allowed image (403 otherwise). */
async function imageField(value: unknown): Promise<Uint8Array | null> {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof (value as Blob).arrayBuffer !== 'function') throw new ApiError(403, [{ code: 'image', message: IMAGE_TYPE_MESSAGE }]);
  const blob = value as Blob;
  if (blob.size === 0) return null;
  if (blob.size > MAX_IMAGE_BYTES) throw new ApiError(403, [{ code: 'image', message: IMAGE_SIZE_MESSAGE }]);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const check = checkImage(bytes);
  if (!check.ok) throw new ApiError(403, [{ code: 'image', message: check.reason === 'size' ? IMAGE_SIZE_MESSAGE : IMAGE_TYPE_MESSAGE }]);
  return bytes;
}

export const INTEREST_REQUIRED_MESSAGE = 'Select at least one category';
export const INTEREST_UNKNOWN_MESSAGE = 'One or more of these categories do not exist.';

/** `interest`: category ids, as a JSON array, a JSON array or comma list in text (forms), or `interest[]` fields */
const interestSchema = z.object({
  interest: z.preprocess(listInput, z.array(z.coerce.number().int().positive().max(MAX_ID)).min(1, INTEREST_REQUIRED_MESSAGE).max(100)),
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
      const email = input.email.toLowerCase();
      const phone = normalizePhone(input.phone);
      const password = typeof body.password === 'string' && body.password ? body.password : null;
      if (password && password.length < PASSWORD_MIN) throw new ApiError(403, [{ code: 'password', message: MESSAGES.passwordShort }]);
      if (phone !== customer.phone && customer.isPhoneVerified) {
        throw refusal(403, 'phone', 'phone_locked');
      }
      const other = await findByEmailOrPhone(ctx.db, email !== customer.email ? email : null, phone !== customer.phone ? phone : null);
      if (other && other.id !== customer.id) throw refusal(403, other.email === email ? 'email' : 'phone', 'contact_taken');
      const settings = await loadSettings(ctx.db);
      const login = settings.centralize_login as { phone_verification_status?: number; email_verification_status?: number };
      const changing = phone !== customer.phone && flag(login?.phone_verification_status) ? { medium: 'phone' as const, target: phone } : email !== (customer.email ?? '') && flag(login?.email_verification_status) ? { medium: 'email' as const, target: email } : null;
      if (changing) {
        const otp = typeof body.otp === 'string' ? body.otp.trim() : '';
        if (!otp) {
          const sent = await sendOtp(ctx.db, changing.medium, changing.target, 'update_profile');
          if (!sent.sent) throw refusal(405, 'otp', 'otp_wait', { seconds: sent.retryAfter }, { 'Retry-After': String(sent.retryAfter) });
          return { verification_on: changing.medium, verification_medium: changing.medium === 'phone' ? 'sms' : 'email', otp_send: true, message: `A verification code was sent to ${changing.target}.` };
        }
        const result = await verifyOtp(ctx.db, changing.target, 'update_profile', otp);
        if (result !== 'ok') throw refusal(403, 'otp', result === 'expired' ? 'otp_expired' : 'otp_invalid');
      }
      const { fName, lName } = splitName(input.name);
      const imagePath = image ? await storeImage(ctx.db, image, customer.id) : null;
      await updateCustomer(ctx.db, customer.id, {
          fName,
          lName,
          email,
          phone,
          ...(imagePath ? { image: imagePath } : {}),
          ...(changing?.medium === 'phone' ? { isPhoneVerified: true } : {}),
          ...(changing?.medium === 'email' ? { isEmailVerified: true } : {}),
          ...(password ? { passwordHash: await hashPassword(password) } : {}),
        });
      if (imagePath) await removeImage(ctx.db, customer.image);
      return { message: t(ctx.locale, 'updated') };
    }),
  );

  app.delete(
    '/customer/remove-account',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      if ((await runningOrderCount(ctx.db, customer.id)) > 0) {
        return c.json({ errors: [{ code: 'on-going', message: 'You have ongoing orders. The account can be removed when they are finished.' }] }, 203);
      }
      await revokeAllSessions(ctx.db, customer.id);
      await deleteCustomer(ctx.db, customer.id);
      await removeImage(ctx.db, customer.image);
      return [];
    }),
  );

  /*
   * The categories a customer likes (the /interest page). The list replaces the customer's interests
   * in the modules it touches and keeps those of other modules, so each module is asked once.
   */
  app.post(
    '/customer/update-interest',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const body = await readBody(c.req);
      const { interest } = parseWith(interestSchema, { interest: body.interest ?? body['interest[]'] });
      const wanted = [...new Set(interest)];
      const found = await interestModules(ctx.db, wanted);
      if (found.length !== wanted.length) throw new ApiError(403, [{ code: 'interest', message: INTEREST_UNKNOWN_MESSAGE }]);
      const touched = new Set(found.map((f) => f.moduleId));
      const kept = (await interestModules(ctx.db, customer.interest)).filter((k) => !touched.has(k.moduleId)).map((k) => k.id);
      await updateCustomer(ctx.db, customer.id, { interest: [...kept, ...wanted] });
      return { message: 'Interests updated successfully.' };
    }),
  );

  app.put(
    '/customer/cm-firebase-token',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const { cm_firebase_token } = parseWith(z.object({ cm_firebase_token: z.string().trim().min(1).max(500) }), await readBody(c.req));
      await updateCustomer(ctx.db, customer.id, { cmFirebaseToken: cm_firebase_token }, false);
      return { message: 'Token updated successfully.' };
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
