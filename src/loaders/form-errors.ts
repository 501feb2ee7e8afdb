/** A page form posted without JavaScript: its fields as typed (checked by the islands' own rule, src/islands/auth/validate.ts). */
export { validate as formErrors } from '../islands/auth/validate';

/** a form's text fields: what the shopper typed */
export function formFields(form: FormData | null, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, String(form?.get(n) ?? '')]));
}
