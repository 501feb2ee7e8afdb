/**
 * The address form (spec section 5, 'Address form'), word for word; shared by the address modal and
 * the customer/address routes. zod/mini keeps the island small.
 */
import * as z from 'zod/mini';
import { email, isEmail, phone } from './auth';
import { MESSAGES } from './messages';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

const required = (message: string, max: number) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** who receives the order: the guest contact modal (spec section 2) and every address */
export const contactSchema = z.object({
  contact_person_name: required(MESSAGES.contactNameRequired, 100),
  contact_person_number: required(MESSAGES.contactPhoneRequired, 20),
  contact_person_email: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(255),
        z.refine((v) => v === '' || isEmail(v), MESSAGES.emailInvalid),
      ),
    ),
  ),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * The guest contact modal (spec section 5, 'Guest contact form'): name and email are required, and
 * the phone is a whole number, as the sign-up form has it (issue 46.12: no email, and '+97798', went through).
 */
export const guestContactSchema = z.object({
  contact_person_name: required(MESSAGES.contactNameRequired, 100),
  contact_person_number: phone(MESSAGES.contactPhoneRequired),
  contact_person_email: email,
});

export const addressFormSchema = z.object({
  address: required(MESSAGES.addressRequired, 500),
  ...contactSchema.shape,
  address_type: z.catch(z.enum(ADDRESS_TYPES), 'other'),
  road: optionalText(100),
  house: optionalText(100),
  floor: optionalText(50),
});
export type AddressForm = z.infer<typeof addressFormSchema>;
