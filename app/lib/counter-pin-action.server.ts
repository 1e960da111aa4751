/**
 * Setting one's own counter PIN, the same from the Staff page (the owner) and from Counter PIN
 * (a manager, who has no Staff page): the form read with its core/ schema, the service called,
 * and back to the page with a toast. A refused PIN is never sent back to the page.
 */
import type { AppLoadContext } from 'react-router';
import type { ActionAnswer } from '#core/action-answer.ts';
import { COUNTER_PIN_FORM } from '#core/counter-pin.ts';
import { counterPinSchema } from '#core/counter-pin-input.ts';
import { setCounterPin } from '#server/counter/counter-pins.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { answer, answerRefusals, readForm, redirectWithToast } from './action.server.ts';
import { INTENT_FIELD } from './intents.server.ts';

/** Whether the post is the counter PIN's form. */
export async function postsCounterPin(request: Request): Promise<boolean> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/form/i.test(type)) return false;
  const fields = await request
    .clone()
    .formData()
    .catch(() => null);
  return fields?.get(INTENT_FIELD) === COUNTER_PIN_FORM;
}

export async function setCounterPinAction(
  request: Request,
  context: AppLoadContext,
  staff: Actor,
  backTo: string,
) {
  const form = await readForm(request, counterPinSchema);
  if (!form.ok) {
    const { fieldErrors } = form.answer.data;
    return answer<ActionAnswer>({ form: COUNTER_PIN_FORM, fieldErrors }, 400);
  }
  return answerRefusals(
    { title: 'Your counter PIN was not set', form: COUNTER_PIN_FORM },
    async () => {
      await setCounterPin(context.db, staff, form.value.pin);
      return redirectWithToast(
        backTo,
        { title: 'Counter PIN set', description: 'Each counter takes it once it is online.' },
        context,
      );
    },
  );
}
