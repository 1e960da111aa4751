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

/**
 * Characters no one types into a shop: the control characters (NUL, escape, the C1 range ...)
 * but for tab and the line ends a long text may carry. PostgreSQL cannot keep NUL in a text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's work
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Please type this again: it has a hidden character that cannot be saved.';

export function hasControlCharacter(text: string) {
  return CONTROL_CHARACTER.test(text);
}

/** The fields whose text (or any of whose texts) carries a control character. */
function fieldsWithControlCharacters(fields: Record<string, unknown>) {
  return Object.entries(fields)
    .filter(([, value]) =>
      (Array.isArray(value) ? value : [value]).some(
        (text) => typeof text === 'string' && hasControlCharacter(text),
      ),
    )
    .map(([name]) => name);
}

/**
 * Checks form fields against a schema; on failure, the first message for each field. Every
 * field's text is first checked for control characters, whichever fields the schema names.
 */
export function parseFields<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  fields: Record<string, unknown>,
):
  { ok: true; value: z.output<Schema> } | { ok: false; fieldErrors: FieldErrors<z.input<Schema>> } {
  const unreadable = fieldsWithControlCharacters(fields);
  if (unreadable.length > 0) {
    const fieldErrors = Object.fromEntries(
      unreadable.map((name) => [name, CONTROL_CHARACTER_MESSAGE]),
    );
    return { ok: false, fieldErrors: fieldErrors as FieldErrors<z.input<Schema>> };
  }
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors: fieldErrors as FieldErrors<z.input<Schema>> };
}
