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
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const messageSchema = z.object({ message: z.string() });
export const guestSchema = z.object({ guest_id: z.union([z.number(), z.string()]) });
export const profileSummarySchema = z.object({ f_name: z.string(), l_name: z.string(), phone: z.nullable(z.string()), email: z.nullable(z.string()), image_full_url: z.nullable(z.string()) });
