/**
 * Changes a signed-in customer makes to their account: the profile (a new phone or email is proved
 * by a code when the settings ask for it), the categories they like, and removing the account.
 */
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { deliver } from '../../adapters/messaging';
import { hashPassword, verifyPassword } from '../password';
import { loadSettings } from '../settings';
import { typedSettings } from '../settings-schema';
import { removeImage, storeImage } from '../uploads';
import { checkCode, sendCode } from './attempts';
import { revokeAllSessions } from './sessions';
import { deleteCustomer, findByEmailOrPhone, interestModules, runningOrderCount, splitName, updateCustomer, type Customer } from './accounts';

export interface ProfileChange {
  name: string;
  /** lower case */
  email: string;
  /** normalised, with a leading plus */
  phone: string;
  /** a new password (already checked for length), or null to keep the old one */
  password: string | null;
  /** the current password, which proves a new one; without it a code sent to the account's own phone or email does */
  currentPassword: string | null;
  /** the session that asks: it stays signed in when the password changes, every other one ends */
  sessionId: number;
  /** the code sent for a new phone or email; empty on the first try */
  otp: string;
  /** the bytes of a checked image, or null to keep the old one */
  image: Uint8Array | null;
  /** the client's address, which the code limits count */
  ip: string;
}

/** `codeSent` when a new phone or email must first be proved by the code just sent to it. */
export type ProfileOutcome = { codeSent: { medium: 'phone' | 'email'; target: string } } | { codeSent: null };

export async function changeProfile(ctx: RequestContext, customer: Customer, change: ProfileChange): Promise<ProfileOutcome> {
  const { email, phone } = change;
  if (phone !== customer.phone && customer.isPhoneVerified) throw refusal(403, 'phone', 'phone_locked');
  const other = await findByEmailOrPhone(ctx.db, email !== customer.email ? email : null, phone !== customer.phone ? phone : null);
  if (other && other.id !== customer.id) throw refusal(403, other.email === email ? 'email' : 'phone', 'contact_taken');

  const settings = await loadSettings(ctx.db);
  const { login } = typedSettings(settings);
  // a new email or phone is a way into the account (a password reset goes to it): a stolen token
  // alone never sets one. The current password proves the change; an account without a password
  // proves it by a code sent to the contact it has now (issue 43.1)
  const contactChange = email !== (customer.email ?? '') || phone !== (customer.phone ?? '');
  const own = customer.phone ? { medium: 'phone' as const, target: customer.phone } : customer.email ? { medium: 'email' as const, target: customer.email } : null;
  let proven = false;
  if (change.currentPassword !== null) {
    if (!customer.passwordHash || !(await verifyPassword(change.currentPassword, customer.passwordHash))) throw refusal(403, 'current_password', 'current_password_wrong');
    proven = true;
  }
  let changing: { medium: 'phone' | 'email'; target: string } | null = null;
  if (!proven && (contactChange || change.password)) {
    if (customer.passwordHash && contactChange) throw refusal(403, change.password ? 'password' : 'current_password', change.password ? 'password_change_alone' : 'current_password_for_contact');
    if (!own) throw refusal(403, 'current_password', 'current_password_wrong');
    changing = own;
  } else if (contactChange) {
    // proven by the password: the new contact itself is proved by a code where the settings ask it
    changing =
      phone !== customer.phone && login.phoneVerification
        ? { medium: 'phone' as const, target: phone }
        : email !== (customer.email ?? '') && login.emailVerification
          ? { medium: 'email' as const, target: email }
          : null;
  }
  if (changing) {
    // the same send and check limits as every other code (per contact and per client address)
    if (!change.otp) {
      await sendCode(ctx.db, change.ip, changing.medium, changing.target, 'update_profile');
      return { codeSent: changing };
    }
    await checkCode(ctx.db, change.ip, changing.target, 'update_profile', change.otp);
  }

  const { fName, lName } = splitName(change.name);
  const imagePath = change.image ? await storeImage(ctx.db, change.image, customer.id) : null;
  await updateCustomer(ctx.db, customer.id, {
    fName,
    lName,
    email,
    phone,
    ...(imagePath ? { image: imagePath } : {}),
    // a new phone or email is verified when its code proved it, and unverified when nothing did
    ...(phone !== customer.phone ? { isPhoneVerified: changing?.medium === 'phone' } : {}),
    ...(email !== (customer.email ?? '') ? { isEmailVerified: changing?.medium === 'email' && changing.target === email } : {}),
    ...(change.password ? { passwordHash: await hashPassword(change.password) } : {}),
  });
  // a new password ends every other session: whoever held an old token is signed out
  if (change.password) await revokeAllSessions(ctx.db, customer.id, change.sessionId);
  if (imagePath) await removeImage(ctx.db, customer.image);
  await tellOldContact(ctx, customer, { email, phone });
  return { codeSent: null };
}

/** The contact an account had is told when it is replaced: the owner learns of a change they did not make. */
async function tellOldContact(ctx: RequestContext, customer: Customer, now: { email: string; phone: string }): Promise<void> {
  if (customer.email && now.email !== customer.email) {
    await deliver(ctx.db, { channel: 'email', recipient: customer.email, subject: t(ctx.locale, 'contact_changed_subject'), body: t(ctx.locale, 'email_changed_notice', { target: now.email }) });
  }
  if (customer.phone && now.phone !== customer.phone) {
    await deliver(ctx.db, { channel: 'sms', recipient: customer.phone, body: t(ctx.locale, 'phone_changed_notice', { target: now.phone }) });
  }
}

/**
 * The categories a customer likes (the /interest page). The list replaces the customer's interests
 * in the modules it touches and keeps those of other modules, so each module is asked once.
 */
export async function setInterests(ctx: RequestContext, customer: Customer, categoryIds: number[]): Promise<void> {
  const wanted = [...new Set(categoryIds)];
  const found = await interestModules(ctx.db, wanted);
  if (found.length !== wanted.length) throw refusal(403, 'interest', 'interest_unknown');
  const touched = new Set(found.map((f) => f.moduleId));
  const kept = (await interestModules(ctx.db, customer.interest)).filter((k) => !touched.has(k.moduleId)).map((k) => k.id);
  await updateCustomer(ctx.db, customer.id, { interest: [...kept, ...wanted] });
}

/** Remove the account, unless an order is still running ('ongoing'). */
export async function removeAccount(ctx: RequestContext, customer: Customer): Promise<'removed' | 'ongoing'> {
  if ((await runningOrderCount(ctx.db, customer.id)) > 0) return 'ongoing';
  await revokeAllSessions(ctx.db, customer.id);
  await deleteCustomer(ctx.db, customer.id);
  await removeImage(ctx.db, customer.image);
  return 'removed';
}
