/** Sign-in with Google or Facebook (services/auth/social), and with phone codes Firebase sends (services/auth/sign-in). */
import { z } from 'zod';
import { firebasePhoneLogin } from '../../services/auth/sign-in';
import { socialSignIn } from '../../services/auth/social';
import { MESSAGES, normalizePhone, otpPhoneSchema } from '../../../lib/validation/auth';
import { clientIp, guestIdField, guestToMerge, socialInput, socialSchema } from '../sign-in-input';
import { signInAnswer } from '../wire/answers';
import { documented, type Handler, type Router } from '../route';
import { signInWire } from '../wire/auth';

const firebaseBody = z.object({
  session_info: z.string({ error: 'api.field_required' }).trim().min(1, 'api.field_required').max(4096),
  phone: z.string({ error: MESSAGES.phoneRequired }).trim().min(1, MESSAGES.phoneRequired).max(20),
  otp: z
    .string({ error: MESSAGES.otpEmpty })
    .trim()
    .regex(/^\d{6}$/, MESSAGES.otpEmpty),
  login_type: z.enum(['manual', 'otp']).optional(),
  guest_id: guestIdField,
});

export function registerSocialAuthRoutes(app: Router) {
  const api = documented(app, 'Sign-in');
  const social =
    (register: boolean): Handler<undefined, z.ZodType> =>
    async (ctx, c, request) => {
      const body = await request.rawBody();
      return signInWire(await socialSignIn(ctx, socialInput(body), guestToMerge(c, body.guest_id), clientIp(c), register), ctx);
    };
  api.post('/auth/social-login', { answer: signInAnswer, summary: 'Sign in with a Google or Facebook token; a new shopper is asked for a phone', body: socialSchema }, social(false));
  api.post('/auth/social-register', { answer: signInAnswer, summary: 'Sign in with a provider token and the phone it asked for', body: socialSchema.extend(otpPhoneSchema.shape) }, social(true));

  api.post('/auth/firebase-verify-token', { answer: signInAnswer, summary: 'Sign in with a phone code sent by Firebase', body: firebaseBody }, async (ctx, c, request) => {
    const input = await request.body();
    const code = { sessionInfo: input.session_info, phone: normalizePhone(input.phone), otp: input.otp, loginType: input.login_type === 'otp' ? ('otp' as const) : ('manual' as const) };
    return signInWire(await firebasePhoneLogin(ctx, code, input.guest_id, clientIp(c)), ctx);
  });
}
