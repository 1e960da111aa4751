/**
 * The one way an action with several forms picks what to do (docs/decisions/007): the body is
 * read once, its `intent` field names the handler, an intent the page does not know is answered
 * 400 'Unknown action.' before any schema or service, and the handler gets the form checked by
 * the page's schema (narrowed to its intent) with the fields as posted.
 */
import type { z } from 'zod';
import type { ActionAnswer } from '#core/action-answer.ts';
import type { AppError } from '#core/app-error.ts';
import {
  answer,
  answerRefusals,
  checkForm,
  postedFormData,
  type FormFields,
  type FormLists,
  type ReadFormOptions,
  type RefusedAs,
  type SubmittedForm,
} from './action.server.ts';

/** The form field every form with several intents posts. */
export const INTENT_FIELD = 'intent';

export const UNKNOWN_ACTION = 'Unknown action.';

/** The form as posted, for a handler: its fields, and a way to check it with another schema. */
export interface PostedForm {
  fields: FormFields;
  lists: FormLists;
  /** Checks the same body with an intent's own schema (a signed-in customer's, say): no re-read. */
  check<Schema extends z.ZodType<Record<string, unknown>>>(
    schema: Schema,
    options?: ReadFormOptions,
  ): SubmittedForm<Schema>;
}

/** One handler per intent of the page's schema, each given its own branch of the union. */
export type IntentHandlers<Posted extends { intent: string }> = {
  [Name in Posted['intent']]: (
    posted: Extract<Posted, { intent: Name }>,
    form: PostedForm,
  ) => Promise<unknown>;
};

/** What the handlers answer (their redirects, answers and refusals), for the route's types. */
type Answered<Handlers> = {
  [Name in keyof Handlers]: Handlers[Name] extends (...args: never[]) => Promise<infer Answer>
    ? Answer
    : never;
}[keyof Handlers];

/** How the form is read, and (if the page answers every refusal alike) how a refusal reads. */
export interface IntentOptions<Posted, As extends RefusedAs> extends ReadFormOptions {
  /** Runs every handler inside `answerRefusals` with this (or what it says for the post and refusal). */
  refusedAs?: As | ((posted: Posted, form: PostedForm, refused: AppError) => As);
}

/**
 * Reads the posted form once and runs the handler its `intent` names, with the form checked by
 * `schema` (a 400 with field errors if it fails). An unknown or missing intent is a 400 toast
 * 'Unknown action.'.
 */
export async function dispatchIntent<
  Schema extends z.ZodType<{ intent: string } & Record<string, unknown>>,
  Handlers extends IntentHandlers<z.output<Schema>>,
  As extends RefusedAs = RefusedAs,
>(
  request: Request,
  schema: Schema,
  handlers: Handlers,
  { refusedAs, ...options }: IntentOptions<z.output<Schema>, As> = {},
) {
  const formData = await postedFormData(request);
  const intent = formData.get(INTENT_FIELD);
  if (typeof intent !== 'string' || !Object.hasOwn(handlers, intent)) {
    return answer<ActionAnswer>({ toast: { title: UNKNOWN_ACTION, kind: 'error' } }, 400);
  }
  const form = checkForm(formData, schema, options);
  if (!form.ok) return form.answer;
  const handler = handlers[form.value.intent as keyof typeof handlers] as (
    posted: z.output<Schema>,
    form: PostedForm,
  ) => Promise<Answered<Handlers>>;
  const posted: PostedForm = {
    fields: form.fields,
    lists: form.lists,
    check: (other, otherOptions) => checkForm(formData, other, otherOptions),
  };
  if (!refusedAs) return handler(form.value, posted);
  const as =
    typeof refusedAs === 'function'
      ? (refused: AppError) => refusedAs(form.value, posted, refused)
      : refusedAs;
  return answerRefusals(as, () => handler(form.value, posted));
}
