import { Suspense } from 'react';
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';
import type { ProductReview } from './product-reviews.tsx';
import { Tab, TabList, TabPanel, Tabs } from './ui/tabs.tsx';

/**
 * The reviews are read, not used: their code comes in a file of its own after the page is
 * interactive. The product page's loader awaits `reviewList.preload()`.
 */
export const reviewList = lazyWithPreload(() =>
  import('./product-reviews.tsx').then((module) => module.ReviewList),
);

const tabClass =
  'shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-stone-600 sm:px-4 sm:text-base data-[state=active]:border-maroon-700 data-[state=active]:text-maroon-800';

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
      <TabList
        aria-label="About this product"
        className="flex overflow-x-auto border-b border-stone-200 sm:gap-2"
      >
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
        <Suspense>
          <reviewList.Component reviews={props.reviews} replyHeading={props.replyHeading} />
        </Suspense>
      </TabPanel>
    </Tabs>
  );
}
