import { data, Form, Link, useNavigation } from 'react-router';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { TextAreaField } from '#app/components/text-area-field.tsx';
import { Rating } from '#app/components/rating.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_REVIEWS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import { askedPage } from '#core/paging.ts';
import { orderPath, productPath } from '#core/paths.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
import { reviewModerationActionSchema } from '#core/review-input.ts';
import {
  REPLY_MOST,
  reviewModerationLabels,
  reviewModerations,
  reviewShelfLabels,
  reviewShelves,
  reviewVersionLabels,
  type ReviewShelf,
  starsText,
} from '#core/reviews.ts';
import {
  listReviewsForOwner,
  replyToReview,
  setReviewModeration,
  setReviewStatus,
} from '#server/reviews/moderate-reviews.ts';
import type { Route } from './+types/reviews';

const isShelf = (text: string | null): text is ReviewShelf =>
  (reviewShelves as readonly (string | null)[]).includes(text);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const asked = url.searchParams.get('shelf');
  const shelf: ReviewShelf = isShelf(asked) ? asked : 'pending';
  const listed = await listReviewsForOwner(
    context.db,
    staff,
    shelf,
    askedPage(Number(url.searchParams.get('page') ?? 1)),
  );
  const at = (date: Date | null) => (date ? formatShopDateTime(date) : null);
  return data(
    {
      ...listed,
      shelf,
      reviews: listed.reviews.map((review) => ({
        ...review,
        photoUrl: review.photoUrl && smallProductImageUrl(review.photoUrl),
        createdAt: at(review.createdAt),
        updatedAt: at(review.updatedAt),
        deletedAt: at(review.deletedAt),
        versions: review.versions.map((version) => ({
          id: version.id,
          kind: reviewVersionLabels[version.kind],
          stars: starsText(version.rating),
          title: version.title,
          body: version.body,
          hadPhoto: version.photoUrl !== null,
          at: formatShopDateTime(version.createdAt),
        })),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Reviews | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, reviewModerationActionSchema, (fields) =>
    fields.intent === 'reply' ? `reply-${fields.reviewId ?? ''}` : (fields.intent ?? ''),
  );
  if (!form.ok) return form.answer;
  const back = `${ADMIN_REVIEWS_PATH}${url.search}`;
  const posted = form.value;
  return answerRefusals({ title: 'Error saving the review' }, async () => {
    if (posted.intent === 'moderation') {
      await setReviewModeration(context.db, staff, posted.moderation);
      const toast = { title: 'Saved', description: reviewModerationLabels[posted.moderation] };
      return redirectWithToast(back, toast, context);
    }
    if (posted.intent === 'reply') {
      const review = await replyToReview(context.db, staff, posted.reviewId, posted.reply);
      const title = posted.reply ? 'Reply saved' : 'Reply removed';
      return redirectWithToast(back, { title, description: review.productName }, context);
    }
    const status = posted.intent === 'approve' ? 'published' : 'hidden';
    const review = await setReviewStatus(context.db, staff, posted.reviewId, status);
    const title = status === 'published' ? 'Review published' : 'Review hidden';
    return redirectWithToast(back, { title, description: review.productName }, context);
  });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { shelf, counts, moderation } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Reviews</h1>
      <p className="mt-1 max-w-3xl text-stone-700">
        Reviews come only from buyers whose order with the product was delivered, one a product
        each. A product’s rating and count are its published reviews’.
      </p>
      <Form method="post" className="mt-4 max-w-3xl rounded-xl bg-white p-4 shadow-sm">
        <input type="hidden" name="intent" value="moderation" />
        <fieldset>
          <legend className="font-semibold text-maroon-800">New and changed reviews</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {reviewModerations.map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input
                  type="radio"
                  name="moderation"
                  value={choice}
                  defaultChecked={choice === moderation}
                  className="size-4 accent-maroon-700"
                />
                {reviewModerationLabels[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="sm" variant="festival" disabled={busy} className="mt-2">
          Save
        </Button>
      </Form>
      <nav aria-label="Reviews by status" className="mt-6 flex flex-wrap gap-2">
        {reviewShelves.map((each) => (
          <Link
            key={each}
            to={`${ADMIN_REVIEWS_PATH}?shelf=${each}`}
            aria-current={each === shelf ? 'page' : undefined}
            className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium aria-[current=page]:border-maroon-700 aria-[current=page]:bg-maroon-700 aria-[current=page]:text-white"
          >
            {reviewShelfLabels[each]} ({counts[each]})
          </Link>
        ))}
      </nav>
      {loaderData.reviews.length === 0 ? (
        <p className="mt-6 text-stone-700">No reviews here.</p>
      ) : (
        <ul aria-label={reviewShelfLabels[shelf]} className="mt-6 space-y-4">
          {loaderData.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              busy={busy}
              replyError={
                actionData?.form === `reply-${review.id}`
                  ? actionData.fieldErrors?.reply
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </div>
  );
}

type ListedReview = Route.ComponentProps['loaderData']['reviews'][number];

/** The owner's two steps for a review, each offered unless the review already stands there. */
const statusSteps = [
  { intent: 'approve', to: 'published', label: 'Approve', look: 'festival' },
  { intent: 'hide', to: 'hidden', label: 'Hide', look: 'outline' },
] as const;

function ReviewItem(props: { review: ListedReview; busy: boolean; replyError?: string }) {
  const { review, busy } = props;
  const deleted = review.deletedAt !== null;
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <article aria-labelledby={`${review.id}-title`}>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${review.id}-title`} className="font-semibold text-maroon-800">
            <Link to={productPath(review.productId)} className="underline">
              {review.productName}
            </Link>
            : {review.title || 'Untitled'}
          </h2>
          <Rating value={review.rating} />
        </header>
        <p className="mt-1 text-sm text-stone-700">
          {review.authorName}
          {review.authorEmail && ` (${review.authorEmail})`}
          {review.orderNumber && (
            <>
              {' · '}
              <Link to={orderPath(review.orderNumber)} className="underline">
                Order {review.orderNumber}
              </Link>
            </>
          )}
          {' · '}
          {review.updatedAt}
          {deleted && ` · deleted ${review.deletedAt}`}
        </p>
        <p className="mt-2 whitespace-pre-line text-stone-900">{review.body}</p>
        {review.photoUrl && (
          <img
            src={review.photoUrl}
            alt={`Photo from ${review.authorName}`}
            width={128}
            height={128}
            loading="lazy"
            className="mt-2 size-32 rounded-md object-cover"
          />
        )}
        {review.versions.length > 1 && (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-maroon-800">
              History ({review.versions.length} versions)
            </summary>
            <ol className="mt-2 space-y-2">
              {review.versions.map((version) => (
                <li key={version.id} className="rounded-md bg-stone-50 p-2">
                  <p className="font-medium">
                    {version.kind}, {version.at}: {version.stars}
                    {version.hadPhoto && ', with a photo'}
                  </p>
                  <p>{version.title}</p>
                  <p className="whitespace-pre-line text-stone-700">{version.body}</p>
                </li>
              ))}
            </ol>
          </details>
        )}
        {!deleted && (
          <div className="mt-3 flex flex-wrap items-start gap-2">
            {statusSteps
              .filter((step) => step.to !== review.status)
              .map((step) => (
                <Form key={step.intent} method="post">
                  <input type="hidden" name="intent" value={step.intent} />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <Button type="submit" size="sm" variant={step.look} disabled={busy}>
                    {step.label}
                  </Button>
                </Form>
              ))}
            <Form method="post" className="w-full max-w-xl">
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="reviewId" value={review.id} />
              <TextAreaField
                label="Public reply"
                name="reply"
                rows={2}
                maxLength={REPLY_MOST}
                defaultValue={review.reply}
                error={props.replyError}
              />
              <Button type="submit" size="sm" variant="outline" disabled={busy} className="mt-2">
                Save Reply
              </Button>
            </Form>
          </div>
        )}
      </article>
    </li>
  );
}
