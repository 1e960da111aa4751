import { Tab, TabList, TabPanel, Tabs } from './ui/tabs.tsx';
import { Rating } from './rating.tsx';

export interface ProductReview {
  id: string;
  authorName: string;
  rating: number;
  body: string;
  /** When it was written: '22 Nov 2026'. */
  postedOn: string;
}

const tabClass =
  'border-b-2 border-transparent px-4 py-2 font-semibold text-stone-600 data-[state=active]:border-maroon-700 data-[state=active]:text-maroon-800';

export function ProductTabs(props: {
  description: string;
  ingredients: string;
  /** '15 days', or null when the shop has not said. */
  shelfLife: string | null;
  reviews: ProductReview[];
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
          Reviews ({props.reviews.length})
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
        {props.reviews.length === 0 ? (
          <p className="text-stone-700">No reviews yet.</p>
        ) : (
          <ul className="space-y-4">
            {props.reviews.map((review) => (
              <li key={review.id} className="rounded-lg bg-white p-4 shadow-sm">
                <div className="flex items-center justify-between">
                  <p className="font-semibold text-stone-900">{review.authorName}</p>
                  <Rating value={review.rating} />
                </div>
                <p className="mt-2 text-stone-800">{review.body}</p>
                <p className="mt-2 text-sm text-stone-600">{review.postedOn}</p>
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </Tabs>
  );
}
