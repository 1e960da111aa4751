import { Tab, TabList, TabPanel, Tabs } from './ui/tabs.tsx';
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

const tabClass =
  'border-b-2 border-transparent px-4 py-2 font-semibold text-stone-600 data-[state=active]:border-maroon-700 data-[state=active]:text-maroon-800';

export function ProductTabs(props: {
  description: string;
  ingredients: string;
  /** '15 days', or null when the shop has not said. */
  shelfLife: string | null;
  /** The newest of its published reviews. */
  reviews: ProductReview[];
  /** How many published reviews it has in all. */
  reviewCount: number;
  /** Said above them: 'No reviews yet.', or how many of how many show. */
  reviewsNote: string;
  /** Where a buyer writes or changes their review. */
  reviewPath: string;
  /** Above the shop's answers: 'Reply from Halwai'. */
  replyHeading: string;
}) {
  return (
    <Tabs defaultValue="description" className="mt-12">
      <TabList aria-label="About this product" className="flex gap-2 border-b border-stone-200">
        <Tab value="description" className={tabClass}>
          Description
        </Tab>
        <Tab value="ingredients" className={tabClass}>
          Ingredients
        </Tab>
        <Tab value="reviews" className={tabClass}>
          Reviews ({props.reviewCount})
        </Tab>
      </TabList>
      <TabPanel value="description" className="py-6 leading-relaxed text-stone-800">
        {props.description}
      </TabPanel>
      <TabPanel value="ingredients" className="py-6 text-stone-800">
        <p>{props.ingredients}</p>
        {props.shelfLife && <p className="mt-3">Shelf life: {props.shelfLife}</p>}
      </TabPanel>
      <TabPanel value="reviews" className="py-6">
        <p className="mb-4 text-stone-700">
          {props.reviewsNote} Bought it?{' '}
          <a href={props.reviewPath} className="font-semibold text-maroon-800 underline">
            Write a review
          </a>
        </p>
        <ul className="space-y-4">
          {props.reviews.map((review) => (
            <li key={review.id} className="rounded-lg bg-white p-4 shadow-sm">
              <div className="flex items-center justify-between">
                <p className="font-semibold text-stone-900">{review.authorName}</p>
                <Rating value={review.rating} />
              </div>
              {review.title && (
                <h3 className="mt-2 font-semibold text-stone-900">{review.title}</h3>
              )}
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
                  <strong className="block text-sm text-maroon-800">{props.replyHeading}</strong>
                  {review.reply}
                </p>
              )}
            </li>
          ))}
        </ul>
      </TabPanel>
    </Tabs>
  );
}
