/**
 * The one way a route action answers a form (docs/decisions/007): read the fields, check them
 * with the form's zod schema, call the service inside `answerRefusals`, and answer with field
 * errors (400), a refusal (the AppError's status and a toast), or a 303 to where the form came
 * from with its toast.
 * The same answers with and without JavaScript. An endpoint a page's script calls reads its JSON
 * body and answers refusals in JSON the same way (`readJsonBody`, `answerRefusalsInJson`).
 */
import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { ActionAnswer, Toast } from '#core/action-answer.ts';
import { RETURN_FIELD } from '#core/action-answer.ts';
import { isAppError, type AppError } from '#core/app-error.ts';
import { safeReturnPath } from '#core/return-path.ts';
import { parseFields } from '#core/validation.ts';
import { statusOf } from '#server/http/app-error-status.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import { PRIVATE_PAGE_CACHE } from './cache-headers.ts';

/** A posted form's text fields by name: the first value of each. */
export type FormFields = Record<string, string>;

/** Every value of a name the form posts once per ticked box (a product's occasions). */
export type FormLists = Partial<Record<string, string[]>>;

/** The fields a schema names, as typed, for the form shown again with its errors. */
function typedValues(schema: z.ZodType, fields: FormFields): Record<string, string> {
  const shape = 'shape' in schema ? (schema.shape as Record<string, unknown>) : fields;
  // A password is never sent back to the page.
  const names = Object.keys(shape).filter((name) => !/password/i.test(name));
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? '']));
}

/** The posted form: its fields, and either its checked value or the answer to send (400). */
export type SubmittedForm<Schema extends z.ZodType> = { fields: FormFields; lists: FormLists } & (
  | { ok: true; value: z.output<Schema> }
  | { ok: false; answer: ReturnType<typeof answer<ActionAnswer>> }
);

/** What a page's form is sent as: a browser sends nothing else. */
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The posted form's fields: a body of another type is answered 415, and a form that cannot be
 * read 400, before anything is looked at or written.
 */
export async function postedFormData(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('Content-Type') ?? '')) {
    throw data('This page takes a form.', { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data('This form could not be read.', { status: 400 });
  }
}

/** How a form is read: which of its forms answers (`formOf`), and which names it posts as lists. */
export interface ReadFormOptions {
  /** Names which form of the page the errors belong to, when the page has several. */
  formOf?: (fields: FormFields) => string;
  /** Names posted once per ticked box: the schema sees every value. */
  lists?: readonly string[];
}

/**
 * Reads the posted form and checks it with the form's schema. `formOf` names which form of the
 * page the errors belong to, when the page has several. The schema sees each text field's first
 * value, every value of the names in `lists`, and each file chosen (an empty file field is none).
 */
export async function readForm<Schema extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  schema: Schema,
  formOf?: (fields: FormFields) => string,
  options: { lists?: readonly string[] } = {},
): Promise<SubmittedForm<Schema>> {
  return checkForm(await postedFormData(request), schema, { ...options, formOf });
}

/**
 * Checks a form already read with a schema, as `readForm` does: so an action that must look at
 * the form before it knows its schema (intents.server.ts) reads the body once.
 */
export function checkForm<Schema extends z.ZodType<Record<string, unknown>>>(
  formData: FormData,
  schema: Schema,
  { formOf, lists: listNames }: ReadFormOptions = {},
): SubmittedForm<Schema> {
  const fields: FormFields = {};
  const lists: FormLists = {};
  const files: Record<string, File> = {};
  for (const [name, value] of formData) {
    if (typeof value !== 'string') {
      if (value.size > 0) files[name] ??= value;
      continue;
    }
    fields[name] ??= value;
    if (listNames?.includes(name)) (lists[name] ??= []).push(value);
  }
  const parsed = parseFields(schema, { ...fields, ...lists, ...files });
  if (parsed.ok) return { fields, lists, ok: true, value: parsed.value };
  const body: ActionAnswer = {
    form: formOf?.(fields),
    fieldErrors: parsed.fieldErrors,
    values: typedValues(schema, fields),
  };
  if (listNames) body.lists = lists;
  return { fields, lists, ok: false, answer: answer<ActionAnswer>(body, 400) };
}

/** An answer that is not a redirect; never kept by a cache. */
export function answer<Body extends ActionAnswer>(body: Body, status = 200, headers?: HeadersInit) {
  const init = new Headers(headers);
  init.set('Cache-Control', PRIVATE_PAGE_CACHE);
  return data(body, { status, headers: init });
}

/** How a form reads a refusal: its toast's title, and what else its answer carries. */
export interface RefusedAs extends Omit<ActionAnswer, 'toast'> {
  /** The toast's title (the spec's 'Error placing order', say); without it, the message is. */
  title?: string;
  headers?: HeadersInit;
}

/** A refusal's answer: what `RefusedAs` carries, and the message (beside its field, or a toast). */
type Refused<As extends RefusedAs> = Omit<As, 'title' | 'headers'> & ActionAnswer;

/**
 * A service's refusal as the customer sees it: its status and a toast titled for this form, or
 * the message beside the field it names; with what else the form's answer carries.
 */
function refusal<As extends RefusedAs>(error: AppError, { title, headers, ...rest }: As) {
  if (Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors = { ...rest.fieldErrors, ...error.fieldErrors };
    return answer({ ...rest, fieldErrors } as Refused<As>, statusOf(error.code), headers);
  }
  const toast: Toast = title
    ? { title, description: error.message, kind: 'error' }
    : { title: error.message, kind: 'error' };
  return answer({ ...rest, toast } as Refused<As>, statusOf(error.code), headers);
}

/**
 * The one place an action meets a service's refusal: `run` does the form's work and answers it
 * (a 303 with its toast, say); an AppError it throws becomes the form's answer, read as
 * `refusedAs` says (or says for that refusal). Anything else, a redirect included, goes on as
 * thrown: the customer never reads internals.
 */
export async function answerRefusals<Result, As extends RefusedAs>(
  refusedAs: As | ((refused: AppError) => As | Promise<As>),
  run: () => Promise<Result>,
) {
  return whenRefused(run, async (error) =>
    refusal(error, typeof refusedAs === 'function' ? await refusedAs(error) : refusedAs),
  );
}

/**
 * Where a route meets a refusal it answers its own way (a loader's message above its form): an
 * AppError `run` throws becomes what `answerOf` makes of it. Anything else, a redirect included,
 * goes on as thrown. Routes hold no `try`: they meet refusals here (eslint.config.js).
 */
export async function whenRefused<Result, Answer>(
  run: () => Promise<Result>,
  answerOf: (refused: AppError) => Answer | Promise<Answer>,
): Promise<Result | Answer> {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return answerOf(error);
  }
}

/** What an endpoint a page's script calls answers when it refuses (the counter's queue reads it). */
export interface JsonRefusal {
  /** In words the person at the screen can act on. */
  problem: string;
  /** The path of what was refused in the body (`lines.0.grams`), when it is one thing. */
  field?: string;
}

/** A refusal in JSON for a page's script, with its status; never kept by a cache. */
export function refusedInJson(status: number, refusal: JsonRefusal, headers?: HeadersInit) {
  const init = new Headers(headers);
  init.set('Cache-Control', PRIVATE_PAGE_CACHE);
  const body: JsonRefusal = refusal.field
    ? { problem: refusal.problem, field: refusal.field }
    : { problem: refusal.problem };
  return Response.json(body, { status, headers: init });
}

/** A service's refusal answered to a page's script: the AppError's status and its words. */
export function answerRefusalsInJson<Result>(run: () => Promise<Result>) {
  return whenRefused(run, (error) =>
    refusedInJson(statusOf(error.code), { problem: error.message, field: error.field }),
  );
}

/** What a JSON endpoint says when the body is not JSON (415), or cannot be read as JSON (400). */
export interface JsonBodyWords {
  notJson: string;
  unreadable: string;
}

const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * Reads a JSON body sent by a page's script and checks it with its schema, as `readForm` does a
 * form: a body of another type is answered 415 and one that is not JSON 400 (thrown, before
 * anything is looked at); a body the schema refuses is answered 400 with the first mistake's
 * words and its path as `field`.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  words: JsonBodyWords,
): Promise<{ ok: true; value: z.output<Schema> } | { ok: false; answer: Response }> {
  if (!JSON_TYPE.test(request.headers.get('Content-Type') ?? '')) {
    throw refusedInJson(415, { problem: words.notJson });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw refusedInJson(400, { problem: words.unreadable });
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  const field = issue?.path.map(String).join('.');
  const problem = issue?.message ?? words.unreadable;
  return { ok: false, answer: refusedInJson(400, { problem, field: field || undefined }) };
}

/** Where the form came from (its return field), if that is a page of this shop. */
export function returnPath(fields: FormFields, fallback: string, context: AppLoadContext) {
  return safeReturnPath(fields[RETURN_FIELD], fallback, context.config.appUrl);
}

/** Success: 303 to `to`, the toast waiting in a cookie for the page there to show. */
export async function redirectWithToast(
  to: string,
  toast: Toast | undefined,
  context: AppLoadContext,
  headers?: HeadersInit,
  options: { newDocument?: boolean } = {},
): Promise<Response> {
  const init = new Headers(headers);
  init.set('Cache-Control', PRIVATE_PAGE_CACHE);
  if (toast) init.append('Set-Cookie', await toastHeader(toast, context.config));
  // A page with its own Content-Security-Policy (the pay page) must load as a new document.
  const to303 = options.newDocument ? redirectDocument : redirect;
  return to303(to, { status: 303, headers: init });
}
