/** The newsletter's subscribers. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../schema-columns.ts';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
