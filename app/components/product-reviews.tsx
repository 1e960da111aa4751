import { Rating } from './rating.tsx';

export interface ProductReview {
  id: string;
  authorName: string;
  rating: number;
  /** Empty for the sample shop's reviews, written before reviews had titles. */
  title: string;
  body: string;
  /** The 400 px copy of the buyer's photo, if they added one. */
  photoUrl: string | null;
  /** The shop's public answer; empty for none. */
  reply: string;
  /** When it was written, and whether by a buyer: '22 Nov 2026 · Verified buyer'. */
  postedOn: string;
}

/** A product's published reviews, the newest first, each with the shop's reply if it has one. */
export function ReviewList({
  reviews,
  replyHeading,
}: {
  reviews: ProductReview[];
  /** Above the shop's answers: 'Reply from Halwai'. */
  replyHeading: string;
}) {
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between">
            <p className="font-semibold text-stone-900">{review.authorName}</p>
            <Rating value={review.rating} />
          </div>
          {review.title && <h3 className="mt-2 font-semibold text-stone-900">{review.title}</h3>}
          <p className="mt-2 whitespace-pre-line text-stone-800">{review.body}</p>
          {review.photoUrl && (
            <img
              src={review.photoUrl}
              alt={`Photo from ${review.authorName}`}
              loading="lazy"
              width={160}
              height={160}
              className="mt-3 size-40 rounded-md object-cover"
            />
          )}
          <p className="mt-2 text-sm text-stone-600">{review.postedOn}</p>
          {review.reply && (
            <p className="mt-3 border-l-4 border-saffron-400 pl-3 whitespace-pre-line">
              <strong className="block text-sm text-maroon-800">{replyHeading}</strong>
              {review.reply}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
