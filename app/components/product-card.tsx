import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { formatRupeesPlain } from '#core/money.ts';
import { useCartForm } from './cart-form.tsx';
import { Rating } from './rating.tsx';
import { Button } from './ui/button.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

export interface ProductCardData {
  id: string;
  name: string;
  imageUrl: string;
  rating: number;
  inStock: boolean;
  defaultVariant: { id: string; weight: string; pricePaise: number; stockQuantity: number };
  /** What the price is for: ' / 500g', or nothing for a box. */
  pricePer: string;
  /** An upload's copies to choose from by the card's width; none for an image of one size. */
  imageSrcSet?: string;
}

/** How wide a card is: half a phone, a third, a quarter of the page at most (1280 px). */
const CARD_WIDTH = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw';

export function ProductCard({ product, eager }: { product: ProductCardData; eager: boolean }) {
  const { fetcher, returnField, busy } = useCartForm(`add-${product.defaultVariant.id}`);
  const href = `/product/${product.id}`;
  const canAdd = product.defaultVariant.stockQuantity > 0;
  return (
    <article className="product-card">
      <div className="relative">
        <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden>
          <img
            src={product.imageUrl}
            srcSet={product.imageSrcSet}
            sizes={product.imageSrcSet && CARD_WIDTH}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            className="product-card-image"
          />
        </Link>
        {!product.inStock && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <span className="rounded-full bg-stone-800 px-4 py-1 text-sm font-semibold text-white">
              Out of Stock
            </span>
          </div>
        )}
        <WishlistHeart product={product} className="product-card-heart" />
      </div>
      <div className="product-card-body">
        <h2 className="product-card-name">
          <Link to={href} prefetch="intent" className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2">
          <Rating value={product.rating} />
          <p className="font-semibold text-stone-900">
            {formatRupeesPlain(product.defaultVariant.pricePaise)}
            <span className="text-sm font-normal text-stone-600">{product.pricePer}</span>
          </p>
        </div>
        <fetcher.Form method="post" action="/cart" preventScrollReset className="mt-auto pt-4">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="variantId" value={product.defaultVariant.id} />
          {returnField}
          <Button
            type="submit"
            variant="festival"
            className="w-full"
            disabled={!canAdd || busy}
            aria-label={`Add to Cart: ${product.name}`}
          >
            <Icon name="shopping-cart" aria-hidden />
            {busy ? 'Adding...' : 'Add to Cart'}
          </Button>
        </fetcher.Form>
      </div>
    </article>
  );
}
