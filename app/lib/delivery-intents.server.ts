/**
 * The Delivery page's posts, one small handler per intent: each calls its service and says what
 * the owner is told after the page comes back (the route answers a refusal the same way for all).
 */
import type { Toast } from '#core/action-answer.ts';
import type { deliveryActionSchema } from '#core/delivery-zone-input.ts';
import { clockText } from '#core/delivery-slots.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  moveDeliveryZone,
  updateDeliveryZone,
} from '#server/delivery/delivery-zones.ts';
import {
  addDeliverySlot,
  addFestivalCutoff,
  closeDeliveryDate,
  deleteDeliverySlot,
  removeFestivalCutoff,
  reopenDeliveryDate,
  saveDeliverySlot,
  setSameDayCutoff,
} from '#server/delivery/slot-settings.ts';
import type { z } from 'zod';
import type { PostedForm } from './intents.server.ts';

type DeliveryPost = z.output<typeof deliveryActionSchema>;
type Intent = DeliveryPost['intent'];
type Handler<Posted> = (db: Db, admin: Actor, posted: Posted) => Promise<Toast | undefined>;

const handlers: { [Name in Intent]: Handler<Extract<DeliveryPost, { intent: Name }>> } = {
  async create(db, admin, posted) {
    await createDeliveryZone(db, admin, posted.zone);
    return { title: 'Delivery zone added', description: posted.zone.name };
  },
  async update(db, admin, posted) {
    await updateDeliveryZone(db, admin, posted.id, posted.zone);
    return { title: 'Delivery zone saved', description: posted.zone.name };
  },
  async move(db, admin, posted) {
    await moveDeliveryZone(db, admin, posted.id, posted.direction);
    return undefined;
  },
  async delete(db, admin, posted) {
    const name = await deleteDeliveryZone(db, admin, posted.id);
    return { title: 'Delivery zone deleted', description: name };
  },
  async 'add-slot'(db, admin, posted) {
    const label = await addDeliverySlot(db, admin, posted);
    return { title: 'Slot added', description: label };
  },
  async 'save-slot'(db, admin, posted) {
    const label = await saveDeliverySlot(db, admin, posted.id, posted);
    return { title: 'Slot saved', description: label };
  },
  async 'delete-slot'(db, admin, posted) {
    const label = await deleteDeliverySlot(db, admin, posted.id, new Date());
    return { title: 'Slot deleted', description: label };
  },
  async 'set-same-day-cutoff'(db, admin, posted) {
    await setSameDayCutoff(db, admin, posted.sameDayCutoff);
    return { title: 'Same-day cut-off saved', description: clockText(posted.sameDayCutoff) };
  },
  async 'close-date'(db, admin, posted) {
    await closeDeliveryDate(db, admin, posted.day, posted.note);
    return { title: 'Date closed for delivery' };
  },
  async 'reopen-date'(db, admin, posted) {
    await reopenDeliveryDate(db, admin, posted.day);
    return { title: 'Date reopened for delivery' };
  },
  async 'add-cutoff'(db, admin, posted) {
    await addFestivalCutoff(db, admin, posted);
    return { title: 'Festival cut-off added' };
  },
  async 'remove-cutoff'(db, admin, posted) {
    await removeFestivalCutoff(db, admin, posted.day);
    return { title: 'Festival cut-off removed' };
  },
};

/**
 * The Delivery page's handlers for `dispatchIntent`: each saves its post, then `answer` says what
 * the owner sees (a redirect with the toast, as the route decides).
 */
export function deliveryIntents<Answer>(
  db: Db,
  admin: Actor,
  answer: (toast: Toast | undefined, form: PostedForm) => Promise<Answer>,
) {
  const each = (Object.keys(handlers) as Intent[]).map((name) => {
    const handler = handlers[name] as Handler<DeliveryPost>;
    const run = async (posted: DeliveryPost, form: PostedForm) =>
      answer(await handler(db, admin, posted), form);
    return [name, run] as const;
  });
  return Object.fromEntries(each) as {
    [Name in Intent]: (
      posted: Extract<DeliveryPost, { intent: Name }>,
      form: PostedForm,
    ) => Promise<Answer>;
  };
}
