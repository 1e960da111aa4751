/**
 * The review forms: a buyer's review, and the owner's forms on the Reviews page. Shared by the
 * browser and the actions, so a refusal shows beside its field either way.
 */
import { z } from 'zod';
import { REPLY_MOST, REVIEW_TEXT_MOST, REVIEW_TITLE_MOST, reviewModerations } from './reviews.ts';

const STARS_MESSAGE = 'Please choose from 1 to 5 stars.';

export const reviewSchema = z.object({
  rating: z
    .string({ error: STARS_MESSAGE })
    .regex(/^[1-5]$/, STARS_MESSAGE)
    .transform(Number),
  title: z
    .string({ error: 'Please give your review a title.' })
    .trim()
    .min(1, 'Please give your review a title.')
    .max(REVIEW_TITLE_MOST, `Please keep the title to ${REVIEW_TITLE_MOST} characters.`),
  body: z
    .string({ error: 'Please write your review.' })
    .trim()
    .min(1, 'Please write your review.')
    .max(
      REVIEW_TEXT_MOST,
      `Please keep your review to ${REVIEW_TEXT_MOST.toLocaleString('en-IN')} characters.`,
    ),
  /** Ticked to take the photo off a review that has one. */
  removePhoto: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
  // The photo chosen; a form without one may send an empty text in its place.
  photo: z
    .unknown()
    .transform((photo) => (photo instanceof File ? photo : undefined))
    .optional(),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** The owner's public answer under a review; empty takes it away. */
export const reviewReplySchema = z.object({
  reply: z
    .string()
    .trim()
    .max(REPLY_MOST, `Please keep the reply to ${REPLY_MOST.toLocaleString('en-IN')} characters.`),
});

/** The owner's forms on the Reviews page: approve, hide, reply, and how reviews are taken. */
export const reviewModerationActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('approve'), reviewId: z.uuid() }),
    z.object({ intent: z.literal('hide'), reviewId: z.uuid() }),
    reviewReplySchema.extend({ intent: z.literal('reply'), reviewId: z.uuid() }),
    z.object({
      intent: z.literal('moderation'),
      moderation: z.enum(reviewModerations, { error: 'Please choose how reviews are taken.' }),
    }),
  ],
  { error: 'That form was not understood. Please reload the page and try again.' },
);
