/** The signed-in customer's own account: profile, interests, profile update, account removal. */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { messageSchema } from './shared';
import { amount } from './wire-fields';

export const profileSchema = z.looseObject({
  id: z.optional(z.number()),
  f_name: z.string(),
  l_name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  image_full_url: z.nullable(z.string()),
  is_phone_verified: z.number(),
  is_valid_for_discount: z.boolean(),
  discount_amount: z.number(),
  discount_amount_type: z.string(),
  validity: z.string(),
  interest: z.optional(z.array(z.number())),
  selected_modules_for_interest: z.optional(z.array(z.number())),
  wallet_balance: z.optional(amount),
  loyalty_point: z.optional(z.number()),
  ref_code: z.nullish(z.string()),
});
const updateAnswerSchema = z.object({
  message: z.string(),
  otp_send: z.optional(z.boolean()),
  verification_on: z.optional(z.string()),
});
const anything = { safeParse: (data: unknown) => ({ success: true as const, data }) };

export interface Profile {
  /** the customer's id (null from a backend that leaves it out) */
  id: number | null;
  firstName: string;
  /** first and last name together ('' when neither is set) */
  name: string;
  phone: string | null;
  email: string | null;
  image: string | null;
  phoneVerified: boolean;
  /** the new-customer discount (spec section 2 'Welcome') */
  welcomeDiscount: { valid: boolean; amount: number; percent: boolean; validity: string };
  /** the chosen interest categories, and the modules the customer has been asked about (/interest) */
  interests: number[];
  interestModules: number[];
  walletBalance: number;
  loyaltyPoints: number;
  /** the code a friend signs up with (referral) */
  refCode: string | null;
}

const toProfile = (p: z.infer<typeof profileSchema>): Profile => ({
  id: p.id ?? null,
  firstName: p.f_name,
  name: `${p.f_name} ${p.l_name}`.trim(),
  phone: p.phone,
  email: p.email,
  image: p.image_full_url,
  phoneVerified: p.is_phone_verified === 1,
  welcomeDiscount: {
    valid: p.is_valid_for_discount,
    amount: p.discount_amount,
    percent: p.discount_amount_type === 'percentage' || p.discount_amount_type === 'percent',
    validity: p.validity,
  },
  interests: p.interest ?? [],
  interestModules: p.selected_modules_for_interest ?? [],
  walletBalance: p.wallet_balance ?? 0,
  loyaltyPoints: p.loyalty_point ?? 0,
  refCode: p.ref_code ?? null,
});

/** What a profile update answered: done (with the server's message), or a code sent to confirm a new phone or email. */
export type ProfileUpdate = { done: true; message: string } | { done: false; codeSentTo: 'phone' | 'email' };

export const accountApi = (request: Requester) => ({
  /** customer/info; `quiet`: a refusal is the caller's business, not a toast */
  profile: (quiet = false) => request('GET', 'customer/info', profileSchema, quiet ? { handled: () => true } : {}).then(toProfile),
  /** the multipart profile form (name, email, phone, password, image, and the code when one was sent) */
  updateProfile: (form: FormData) =>
    request('POST', 'customer/update-profile', updateAnswerSchema, { form }).then((a): ProfileUpdate =>
      a.otp_send ? { done: false, codeSentTo: a.verification_on === 'email' ? 'email' : 'phone' } : { done: true, message: a.message },
    ),
  updateInterests: (categoryIds: number[]) => request('POST', 'customer/update-interest', messageSchema, { body: { interest: categoryIds } }),
  removeAccount: () => request('DELETE', 'customer/remove-account', anything).then(() => undefined),
});
export type AccountApi = ReturnType<typeof accountApi>;
