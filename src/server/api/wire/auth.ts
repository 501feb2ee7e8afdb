/** A sign-in step on the wire (auth/*): the token answer the 6amMart clients read. */
import type { SignInAnswer } from '../../services/auth/answer';
import type { RequestContext } from '../../core/context';
import { t } from '../../core/messages';
import { mediaUrl } from '../../services/catalogue/media';
import { bit } from './bit';

export function signInWire(a: SignInAnswer, ctx: Pick<RequestContext, 'locale' | 'origin'>) {
  return {
    token: a.token,
    is_phone_verified: bit(a.phoneVerified),
    is_email_verified: bit(a.emailVerified),
    is_personal_info: bit(a.personalInfo),
    is_exist_user: a.existingUser ? { ...a.existingUser, image: mediaUrl(ctx.origin, a.existingUser.image) } : null,
    login_type: a.loginType,
    email: a.email,
    phone: a.phone,
    ...(a.message ? { message: t(ctx.locale, a.message, a.messageVars) } : {}),
    // an extension: the guest cart's lines that did not come along, named in the message
    ...(a.cartLeft?.length ? { cart_left: a.cartLeft.map((l) => ({ name: l.name, quantity: l.quantity })) } : {}),
  };
}
