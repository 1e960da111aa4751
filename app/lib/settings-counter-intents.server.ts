/**
 * The Settings page's counter forms, one small handler per intent: each calls its service and
 * says what the owner is told when the page comes back. The store's own details post no intent.
 */
import type { Toast } from '#core/action-answer.ts';
import type { CounterSettingsAction } from '#core/counter-settings-input.ts';
import { scaleLayoutPattern } from '#core/counter-scale-barcode.ts';
import { INTENT_FIELD } from './intents.server.ts';
import type { Db } from '#server/db/client.ts';
import { saveScaleLayout, saveUpiId } from '#server/counter/counter-settings.ts';
import { addCounter, updateCounter } from '#server/counter/counters.ts';
import type { Actor } from '#server/staff/assert-may.ts';

type Intent = CounterSettingsAction['intent'];
type Handler<Posted> = (db: Db, owner: Actor, posted: Posted) => Promise<Toast>;

const handlers: { [Name in Intent]: Handler<Extract<CounterSettingsAction, { intent: Name }>> } = {
  async 'add-counter'(db, owner, posted) {
    const counter = await addCounter(db, owner, posted);
    return { title: 'Counter added', description: counter.name };
  },
  async 'save-counter'(db, owner, posted) {
    const counter = await updateCounter(db, owner, posted.counterId, posted);
    return {
      title: 'Counter saved',
      description: `${counter.name}, ${counter.paperWidthMm} mm paper`,
    };
  },
  async 'save-upi-id'(db, owner, posted) {
    await saveUpiId(db, owner, posted);
    return posted.upiId
      ? { title: 'UPI ID saved', description: `The counter’s UPI QR pays ${posted.upiId}.` }
      : { title: 'UPI ID removed', description: 'The counter shows no UPI QR.' };
  },
  async 'save-scale-layout'(db, owner, posted) {
    await saveScaleLayout(db, owner, posted.layout);
    return { title: 'Scale layout saved', description: scaleLayoutPattern(posted.layout) };
  },
};

/** The handlers for `dispatchIntent`: each saves its post, then `answer` says what the owner sees. */
export function counterSettingsIntents<Answer>(
  db: Db,
  owner: Actor,
  answer: (toast: Toast) => Promise<Answer>,
) {
  const run =
    <Name extends Intent>(name: Name) =>
    async (posted: Extract<CounterSettingsAction, { intent: Name }>) =>
      answer(await handlers[name](db, owner, posted));
  return {
    'add-counter': run('add-counter'),
    'save-counter': run('save-counter'),
    'save-upi-id': run('save-upi-id'),
    'save-scale-layout': run('save-scale-layout'),
  };
}

/**
 * Whether the post names an intent (one of the counter's forms) rather than being the store's
 * details form, which posts none: read from a copy, so the action still reads the body once more.
 */
export async function postsIntent(request: Request): Promise<boolean> {
  try {
    return (await request.clone().formData()).has(INTENT_FIELD);
  } catch {
    // Not a form: the store form's reading answers it (415 or 400).
    return false;
  }
}
