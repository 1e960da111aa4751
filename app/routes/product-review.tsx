import { data, Link } from 'react-router';
import { z } from 'zod';
import { OwnReviewForm } from '#app/components/reviews/own-review-form.tsx';
import { answerRefusals, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { productReviewView } from '#app/lib/product-review-view.ts';
import type { Toast } from '#core/action-answer.ts';
import { productPath } from '#core/paths.ts';
import { isRecordId } from '#core/record-id.ts';
import { reviewSchema } from '#core/review-input.ts';
import { savedReviewNotice } from '#core/reviews.ts';
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
  return data(productReviewView(form), { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
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
  const productId = params.id;
  const back = productPath(productId);
  return dispatchIntent(request, intentSchema, {
    delete: () =>
      answerRefusals({ title: 'Could not delete your review' }, async () => {
        await deleteOwnReview(context.db, user, productId);
        return redirectWithToast(back, { title: 'Your review was deleted' }, context);
      }),
    async save(_intent, form) {
      // The review's own schema reads the same multipart body: it is read once.
      const written = form.check(reviewSchema);
      if (!written.ok) return written.answer;
      const { photo, ...review } = written.value;
      return answerRefusals({ title: 'Could not save your review' }, async () => {
        const upload = photo && {
          bytes: new Uint8Array(await photo.arrayBuffer()),
          type: photo.type,
          size: photo.size,
        };
        const saved = await saveReview(context.db, user, productId, review, upload);
        const toast = {
          title: 'Thank you for your review',
          description: savedReviewNotice(saved.status),
        };
        return redirectWithToast(back, toast, context);
      });
    },
  });
}

export default function ProductReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, permit, review } = loaderData;
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
        <OwnReviewForm review={review} answer={actionData} />
      )}
      <p className="mt-6">
        <Link to={productPath(product.id)} className="text-maroon-800 underline">
          Back to {product.name}
        </Link>
      </p>
    </main>
  );
}
