/** The Reviews page's head: how new reviews are taken, and the shelves by status. */
import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { ADMIN_REVIEWS_PATH } from '#app/lib/admin-paths.ts';
import {
  reviewModerationLabels,
  reviewModerations,
  reviewShelfLabels,
  reviewShelves,
  type ReviewModeration,
  type ReviewShelf,
} from '#core/reviews.ts';

export function ReviewsHead(props: {
  moderation: ReviewModeration;
  shelf: ReviewShelf;
  counts: Record<ReviewShelf, number>;
  busy: boolean;
}) {
  const { moderation, shelf, counts, busy } = props;
  return (
    <>
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
    </>
  );
}
