/** Around the product page's purchase form: where the product sits, and its shelf life and delivery. */
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { FREE_SHIPPING_ABOVE_TEXT } from '#core/shipping.ts';

export function ProductBreadcrumb({
  catalogue,
  name,
}: {
  catalogue: { title: string; path: string };
  name: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex gap-2">
        <li>
          <Link to="/" className="hover:underline">
            Home
          </Link>{' '}
          /
        </li>
        <li>
          <Link to={catalogue.path} className="hover:underline">
            {catalogue.title}
          </Link>{' '}
          /
        </li>
        <li aria-current="page" className="text-stone-800">
          {name}
        </li>
      </ol>
    </nav>
  );
}

export function ProductFacts({
  shelfLife,
  bestBefore,
  deliveryPromise,
}: {
  shelfLife: string | null;
  bestBefore: string | null;
  deliveryPromise: string;
}) {
  return (
    <ul className="mt-6 space-y-2 text-sm text-stone-700">
      {shelfLife && (
        <li className="flex items-center gap-2">
          <Icon name="clock" className="size-4" aria-hidden />
          {`Shelf life: ${shelfLife}`}
          {bestBefore && ` · ${bestBefore}`}
        </li>
      )}
      <li className="flex items-center gap-2">
        <Icon name="truck" className="size-4" aria-hidden />{' '}
        {`${deliveryPromise}; free shipping on orders above ${FREE_SHIPPING_ABOVE_TEXT}`}
      </li>
    </ul>
  );
}
