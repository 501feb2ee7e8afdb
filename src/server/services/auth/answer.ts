/** What a sign-in step answers: a session token, or none yet and what the account still has to do. */
import type { MessageKey } from '../../core/messages';
import type { Customer } from './sessions';

export interface SignInAnswer {
  /** null while a code is on its way or a choice is asked for */
  token: string | null;
  loginType: string;
  phoneVerified: boolean;
  emailVerified: boolean;
  /** the account has a name */
  personalInfo: boolean;
  email: string | null;
  phone: string | null;
  /** 'Is It You?': the account a just-proven phone already belongs to (image: the stored path) */
  existingUser: { id: number; name: string; image: string | null } | null;
  message: MessageKey | null;
  /** the message's placeholders */
  messageVars?: Record<string, string>;
  /** what stayed in the guest's cart at sign-in (issue 15 B.1) */
  cartLeft?: Array<{ name: string; quantity: number }>;
}

export function answerFor(customer: Customer, token: string | null, loginType: string, message: MessageKey | null = null): SignInAnswer {
  return {
    token,
    loginType,
    phoneVerified: customer.isPhoneVerified,
    emailVerified: customer.isEmailVerified,
    personalInfo: customer.fName.trim() !== '',
    email: customer.email,
    phone: customer.phone,
    existingUser: null,
    message,
  };
}

/** A code went to a phone that may have no account yet. */
export function codeSentAnswer(loginType: string, phone: string, email: string | null = null): SignInAnswer {
  return { token: null, loginType, phoneVerified: false, emailVerified: false, personalInfo: true, email, phone, existingUser: null, message: 'otp_sent' };
}
