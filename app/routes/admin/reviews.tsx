import { data, useNavigation } from 'react-router';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { ReviewItem } from '#app/components/admin/review-item.tsx';
import { ReviewsHead } from '#app/components/admin/reviews-head.tsx';
import { redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_REVIEWS_PATH } from '#app/lib/admin-paths.ts';
import { askedShelf, ownersReviewView } from '#app/lib/admin-reviews-view.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { askedPage } from '#core/paging.ts';
import { reviewModerationActionSchema } from '#core/review-input.ts';
import { reviewModerationLabels, reviewShelfLabels } from '#core/reviews.ts';
import {
  listReviewsForOwner,
  replyToReview,
  setReviewModeration,
  setReviewStatus,
} from '#server/reviews/moderate-reviews.ts';
import type { Route } from './+types/reviews';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const shelf = askedShelf(url.searchParams.get('shelf'));
  const page = askedPage(Number(url.searchParams.get('page') ?? 1));
  const listed = await listReviewsForOwner(context.db, staff, shelf, page);
  return data(
    { ...listed, shelf, reviews: listed.reviews.map(ownersReviewView) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Reviews | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const back = `${ADMIN_REVIEWS_PATH}${url.search}`;
  const setStatus = async (reviewId: string, status: 'published' | 'hidden') => {
    const review = await setReviewStatus(context.db, staff, reviewId, status);
    const title = status === 'published' ? 'Review published' : 'Review hidden';
    return redirectWithToast(back, { title, description: review.productName }, context);
  };
  return dispatchIntent(
    request,
    reviewModerationActionSchema,
    {
      approve: (posted) => setStatus(posted.reviewId, 'published'),
      hide: (posted) => setStatus(posted.reviewId, 'hidden'),
      async reply(posted) {
        const review = await replyToReview(context.db, staff, posted.reviewId, posted.reply);
        const title = posted.reply ? 'Reply saved' : 'Reply removed';
        return redirectWithToast(back, { title, description: review.productName }, context);
      },
      async moderation(posted) {
        await setReviewModeration(context.db, staff, posted.moderation);
        const toast = { title: 'Saved', description: reviewModerationLabels[posted.moderation] };
        return redirectWithToast(back, toast, context);
      },
    },
    {
      // A reply's errors belong to its own review's form.
      formOf: (fields) =>
        fields.intent === 'reply' ? `reply-${fields.reviewId ?? ''}` : (fields.intent ?? ''),
      refusedAs: { title: 'Error saving the review' },
    },
  );
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
      <ReviewsHead moderation={moderation} shelf={shelf} counts={counts} busy={busy} />
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
