/** Form rules shared by the browser and the server, with messages a customer can act on. */
import { z } from 'zod';

export const emailField = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address, like name@example.com.'))
  .transform((email) => email.toLowerCase());

export const newsletterSchema = z.object({ email: emailField });

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Checks form fields against a schema; on failure, the first message for each field. */
export function parseFields<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  fields: Record<string, unknown>,
):
  { ok: true; value: z.output<Schema> } | { ok: false; fieldErrors: FieldErrors<z.input<Schema>> } {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors: fieldErrors as FieldErrors<z.input<Schema>> };
}
