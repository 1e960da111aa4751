import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { TextAreaField } from '#app/components/text-area-field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import type { Toast } from '#core/action-answer.ts';
import { productPath } from '#core/paths.ts';
import { isRecordId } from '#core/record-id.ts';
import { reviewSchema } from '#core/review-input.ts';
import { IMAGE_ACCEPT, IMAGE_HINT, smallProductImageUrl } from '#core/product-image.ts';
import {
  REVIEW_PHOTO_FIELD,
  REVIEW_TEXT_MOST,
  REVIEW_TITLE_MOST,
  reviewStatusLabels,
  savedReviewNotice,
  starsText,
} from '#core/reviews.ts';
import { deleteOwnReview, reviewFormFor, saveReview } from '#server/reviews/buyer-reviews.ts';
import type { Route } from './+types/product-review';

const PLEASE_LOG_IN: Toast = {
  title: 'Please log in',
  description: 'You need to be logged in to review a product you bought.',
  kind: 'error',
};

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url }, { toast: PLEASE_LOG_IN });
  if (!isRecordId(params.id)) throw data(null, { status: 404 });
  const form = await reviewFormFor(context.db, user.id, params.id);
  if (!form) throw data(null, { status: 404 });
  const { product, permit, review } = form;
  return data(
    {
      product: { ...product, imageUrl: smallProductImageUrl(product.imageUrl) },
      permit,
      review: review && {
        ...review,
        photoUrl: review.photoUrl && smallProductImageUrl(review.photoUrl),
      },
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, `Review ${loaderData?.product.name ?? 'a product'}`) },
  { name: 'robots', content: 'noindex' },
];

const intentSchema = z.object({ intent: z.enum(['save', 'delete']) });

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url }, { toast: PLEASE_LOG_IN });
  // An address naming no product's id names no review to save or delete.
  if (!isRecordId(params.id)) throw data(null, { status: 404 });
  const asked = await readForm(request.clone(), intentSchema);
  if (!asked.ok) return asked.answer;
  const back = productPath(params.id);
  if (asked.value.intent === 'delete') {
    return answerRefusals({ title: 'Could not delete your review' }, async () => {
      await deleteOwnReview(context.db, user, params.id);
      return redirectWithToast(back, { title: 'Your review was deleted' }, context);
    });
  }
  const form = await readForm(request, reviewSchema);
  if (!form.ok) return form.answer;
  const { photo, ...review } = form.value;
  return answerRefusals({ title: 'Could not save your review' }, async () => {
    const upload = photo && {
      bytes: new Uint8Array(await photo.arrayBuffer()),
      type: photo.type,
      size: photo.size,
    };
    const saved = await saveReview(context.db, user, params.id, review, upload);
    const toast = {
      title: 'Thank you for your review',
      description: savedReviewNotice(saved.status),
    };
    return redirectWithToast(back, toast, context);
  });
}

export default function ProductReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, permit, review } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {};
  const typed: Partial<Record<string, string>> = actionData?.values ?? {};
  const value = (field: 'rating' | 'title' | 'body') =>
    typed[field] ?? (review ? String(review[field]) : '');
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <div className="flex items-center gap-4">
        <img
          src={product.imageUrl}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-lg bg-white object-cover shadow-sm"
        />
        <h1 className="font-display text-3xl font-bold text-maroon-800">Review {product.name}</h1>
      </div>
      {permit.may === 'not-yet' ? (
        <p className="mt-6 rounded-md bg-saffron-50 p-4 text-stone-800">{permit.reason}</p>
      ) : (
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
            <fieldset
              aria-describedby={fieldErrorWiring('rating', errors.rating)['aria-describedby']}
            >
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
      )}
      <p className="mt-6">
        <Link to={productPath(product.id)} className="text-maroon-800 underline">
          Back to {product.name}
        </Link>
      </p>
    </main>
  );
}
