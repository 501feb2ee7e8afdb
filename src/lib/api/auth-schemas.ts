/** Small response schemas (zod/mini) for the auth islands. */
import * as z from 'zod/mini';

export const tokenAnswerSchema = z.object({
  token: z.nullable(z.string()),
  is_phone_verified: z.number(),
  is_email_verified: z.optional(z.number()),
  is_personal_info: z.number(),
  phone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  message: z.optional(z.string()),
  is_exist_user: z.optional(z.nullable(z.object({ name: z.string(), image: z.nullable(z.string()) }))),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const messageSchema = z.object({ message: z.string() });
export const guestSchema = z.object({ guest_id: z.union([z.number(), z.string()]) });
export const profileSummarySchema = z.object({
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
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** customer/info, the interests part: the chosen categories and the modules they cover (/interest) */
export const profileInterestSchema = z.looseObject({ interest: z.array(z.number()), selected_modules_for_interest: z.array(z.number()) });
export const updateProfileAnswerSchema = z.object({
  message: z.string(),
  otp_send: z.optional(z.boolean()),
  verification_on: z.optional(z.string()),
  verification_medium: z.optional(z.string()),
});
