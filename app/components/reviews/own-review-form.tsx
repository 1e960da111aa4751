/** The buyer's own review of a product: where it stands, its form, and deleting it. */
import { Form, useNavigation } from 'react-router';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { TextAreaField } from '#app/components/text-area-field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ownReviewValue, type OwnReviewView } from '#app/lib/product-review-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { IMAGE_ACCEPT, IMAGE_HINT } from '#core/product-image.ts';
import {
  REVIEW_PHOTO_FIELD,
  REVIEW_TEXT_MOST,
  REVIEW_TITLE_MOST,
  reviewStatusLabels,
  savedReviewNotice,
  starsText,
} from '#core/reviews.ts';

export function OwnReviewForm({
  review,
  answer,
}: {
  /** The buyer's review as saved; none before they write one. */
  review: OwnReviewView | undefined;
  answer: ActionAnswer | undefined;
}) {
  const busy = useNavigation().state !== 'idle';
  const errors = answer?.fieldErrors ?? {};
  const value = (field: 'rating' | 'title' | 'body') =>
    ownReviewValue(review, answer?.values, field);
  return (
    <>
      {review && (
        <div className="mt-6 rounded-md bg-white p-4 text-stone-800 shadow-sm">
          <p>
            Your review: <strong>{reviewStatusLabels[review.status]}</strong>.{' '}
            {savedReviewNotice(review.status)}
          </p>
          {review.reply && (
            <p className="mt-2">
              <strong>The shop replied:</strong> {review.reply}
            </p>
          )}
        </div>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-5 rounded-xl bg-white p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value="save" />
        <fieldset aria-describedby={fieldErrorWiring('rating', errors.rating)['aria-describedby']}>
          <legend className="text-sm font-medium text-stone-800">Your rating</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label
                key={stars}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 has-checked:border-maroon-700 has-checked:bg-saffron-50"
              >
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  defaultChecked={value('rating') === String(stars)}
                  className="size-4 accent-maroon-700"
                />
                {starsText(stars)}
              </label>
            ))}
          </div>
          <FieldError controlId="rating" error={errors.rating} />
        </fieldset>
        <Field
          label="Title"
          name="title"
          maxLength={REVIEW_TITLE_MOST}
          defaultValue={value('title')}
          error={errors.title}
          placeholder="Fresh and just sweet enough"
        />
        <TextAreaField
          label="Your review"
          name="body"
          rows={6}
          maxLength={REVIEW_TEXT_MOST}
          defaultValue={value('body')}
          error={errors.body}
          hint={`What you liked, and what the shop could do better: up to ${REVIEW_TEXT_MOST.toLocaleString('en-IN')} characters.`}
        />
        {review?.photoUrl && (
          <div className="flex items-center gap-4">
            <img
              src={review.photoUrl}
              alt="Your photo"
              width={96}
              height={96}
              className="size-24 rounded-md object-cover"
            />
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" name="removePhoto" className="size-4 accent-maroon-700" />
              Remove the photo
            </label>
          </div>
        )}
        <Field
          label={review?.photoUrl ? 'A new photo (optional)' : 'A photo (optional)'}
          name={REVIEW_PHOTO_FIELD}
          type="file"
          accept={IMAGE_ACCEPT}
          hint={IMAGE_HINT}
          error={errors[REVIEW_PHOTO_FIELD]}
        />
        <Button type="submit" variant="festival" disabled={busy}>
          {review ? 'Save Changes' : 'Submit Review'}
        </Button>
      </Form>
      {review && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive" disabled={busy}>
            Delete My Review
          </Button>
        </Form>
      )}
    </>
  );
}
