/** The content editor's staff sign-in and password forms (issue 49): the customer forms' rules, shared by the island and the API. */
import * as z from 'zod/mini';
import { email, MESSAGES, password } from './auth';

export const staffSignInSchema = z.object({ email, password });

export const staffPasswordSchema = z
  .object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), password, confirm_password: z.string() })
  .check(z.refine((v) => v.password === v.confirm_password, { message: MESSAGES.passwordsMatch, path: ['confirm_password'] }));
