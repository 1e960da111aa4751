/** Payment providers' notifications, each handled once. */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every provider notification (webhook) handled, by the provider's event id: a notification sent
 * again is recognised and answered without being applied twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<'razorpay' | 'stripe'>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
