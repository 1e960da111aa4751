/** One review on the owner's Reviews page: what was written, its history, and the owner's steps. */
import { Form, Link } from 'react-router';
import { Rating } from '#app/components/rating.tsx';
import { TextAreaField } from '#app/components/text-area-field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { OwnersReviewView } from '#app/lib/admin-reviews-view.ts';
import { orderPath, productPath } from '#core/paths.ts';
import { REPLY_MOST } from '#core/reviews.ts';

/** The owner's two steps for a review, each offered unless the review already stands there. */
const statusSteps = [
  { intent: 'approve', to: 'published', label: 'Approve', look: 'festival' },
  { intent: 'hide', to: 'hidden', label: 'Hide', look: 'outline' },
] as const;

export function ReviewItem(props: {
  review: OwnersReviewView;
  busy: boolean;
  replyError?: string;
}) {
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
