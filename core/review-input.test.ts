import { describe, expect, test } from 'vitest';
import { reviewModerationActionSchema, reviewSchema } from './review-input.ts';
import { parseFields } from './validation.ts';

describe('reviewSchema', () => {
  const form = { rating: '5', title: 'Just like Chandni Chowk', body: 'Thin and smooth.' };

  test('reads stars, title and text', () => {
    expect(parseFields(reviewSchema, form)).toEqual({
      ok: true,
      value: {
        rating: 5,
        title: 'Just like Chandni Chowk',
        body: 'Thin and smooth.',
        removePhoto: false,
      },
    });
  });

  test('says beside each field what is missing or too long', () => {
    expect(
      parseFields(reviewSchema, { ...form, rating: '6', title: ' ', body: 'x'.repeat(2001) }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        rating: 'Please choose from 1 to 5 stars.',
        title: 'Please give your review a title.',
        body: 'Please keep your review to 2,000 characters.',
      },
    });
    expect(parseFields(reviewSchema, { title: 'Good', body: 'Good.' })).toMatchObject({
      ok: false,
      fieldErrors: { rating: 'Please choose from 1 to 5 stars.' },
    });
  });

  test('keeps markup as the text it is', () => {
    const typed = { ...form, body: '<script>alert(1)</script> <b>best</b>' };
    expect(parseFields(reviewSchema, typed)).toMatchObject({
      ok: true,
      value: { body: typed.body },
    });
  });
});

describe('reviewModerationActionSchema', () => {
  test("reads the owner's reply, and says when it is too long", () => {
    const reviewId = '0f8c7a52-8d1e-4c4b-9a57-3e4f2b1c0d9e';
    expect(
      parseFields(reviewModerationActionSchema, {
        intent: 'reply',
        reviewId,
        reply: ' Thank you! ',
      }),
    ).toEqual({ ok: true, value: { intent: 'reply', reviewId, reply: 'Thank you!' } });
    expect(
      parseFields(reviewModerationActionSchema, {
        intent: 'reply',
        reviewId,
        reply: 'x'.repeat(1001),
      }),
    ).toEqual({ ok: false, fieldErrors: { reply: 'Please keep the reply to 1,000 characters.' } });
    expect(
      parseFields(reviewModerationActionSchema, { intent: 'moderation', moderation: 'sometimes' }),
    ).toEqual({ ok: false, fieldErrors: { moderation: 'Please choose how reviews are taken.' } });
  });
});
