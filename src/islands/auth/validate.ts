/** Schema validation into one message per field, in the page's language (no React: forms of every size use it). */
import { validationText, type ValidationTexts } from '../../lib/validation/messages';

export type Errors = Record<string, string>;
interface Checkable {
  safeParse(v: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}
/** One message per field, in the page's language (`texts`: the island's `validation` labels). */
export function validate(schema: Checkable, values: unknown, texts: ValidationTexts): Errors {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= validationText(issue.message, texts);
  }
  return errors;
}
