/** Accounts behind a social identity: the one it already owns, and a new one for it. */
import type { Db } from '../../db/client';
import type { SocialIdentity } from '../../adapters/identity/social';
import { createCustomer, findByEmailOrPhone, findBySocial, splitName, updateCustomer, type Customer } from './accounts';

/** The account an identity already owns: linked before, or holding the email the provider vouches for. */
export async function knownCustomer(db: Db, identity: SocialIdentity): Promise<Customer | undefined> {
  const linked = await findBySocial(db, identity.medium, identity.subject);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return undefined;
  const byEmail = await findByEmailOrPhone(db, identity.email, null);
  if (!byEmail || (byEmail.socialId && byEmail.loginMedium === identity.medium)) return undefined;
  if (!byEmail.socialId) {
    return updateCustomer(db, byEmail.id, { socialId: identity.subject, loginMedium: identity.medium, isEmailVerified: true });
  }
  return byEmail;
}

export async function signUpSocial(db: Db, identity: SocialIdentity, phone: string, phoneVerified: boolean): Promise<Customer> {
  const emailFree = identity.email ? !(await findByEmailOrPhone(db, identity.email, null)) : false;
  const { fName, lName } = splitName(identity.name);
  return createCustomer(db, {
    fName,
    lName,
    phone,
    isPhoneVerified: phoneVerified,
    email: emailFree ? identity.email : null,
    isEmailVerified: emailFree && identity.emailVerified,
    loginMedium: identity.medium,
    socialId: identity.subject,
  });
}

