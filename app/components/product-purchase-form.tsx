import { useState } from 'react';
import { useSubmit } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { isWeighed, variantLabel } from '#core/variant-label.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { lineTotal } from '#core/pricing.ts';
import { capAtStock } from '#core/stock.ts';
import { useCartForm } from './cart-form.tsx';
import { Button } from './ui/button.tsx';

export interface PurchaseVariant {
  id: string;
  weight: string;
  pricePaise: number;
  stockQuantity: number;
  isDefault: boolean;
}

/** Weight, quantity, total, Add to Cart and Buy Now: one form, so it works without JavaScript. */
export function ProductPurchaseForm({ variants }: { variants: PurchaseVariant[] }) {
  const { fetcher, returnField, busy } = useCartForm('product-add');
  const navigateSubmit = useSubmit();
  const initial = variants.find((variant) => variant.isDefault) ?? variants[0];
  const [variantId, setVariantId] = useState(initial?.id);
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((candidate) => candidate.id === variantId) ?? initial;
  if (!variant) return null;
  const inStock = variant.stockQuantity > 0;
  // The cart would cap it at the stock anyway; at least 1, so the field stays usable.
  const maxQuantity = Math.max(variant.stockQuantity, 1);
  const weighed = variants.some((candidate) => isWeighed(candidate.weight));

  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const formData = new FormData(event.currentTarget, submitter);
        if (formData.get('intent') === 'buy-now') {
          void navigateSubmit(formData, { method: 'post', action: '/cart' });
        } else {
          void fetcher.submit(formData, {
            method: 'post',
            action: '/cart',
            preventScrollReset: true,
          });
        }
      }}
    >
      <input type="hidden" name="source" value="detail" />
      {returnField}
      {weighed && (
        <fieldset>
          <legend className="font-semibold text-stone-800">Weight</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {variants.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border-2 border-stone-200 px-4 py-2 has-checked:border-maroon-700 has-checked:bg-saffron-50"
              >
                <input
                  type="radio"
                  name="variantId"
                  value={option.id}
                  checked={option.id === variant.id}
                  onChange={() => {
                    setVariantId(option.id);
                    setQuantity((current) =>
                      capAtStock(current, Math.max(option.stockQuantity, 1)),
                    );
                  }}
                  className="accent-maroon-700"
                />
                <span className="font-medium">{variantLabel(option.weight)}</span>
                <span className="text-stone-700">{formatRupeesPlain(option.pricePaise)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!weighed && <input type="hidden" name="variantId" value={variant.id} />}

      <div>
        <label htmlFor="quantity" className="font-semibold text-stone-800">
          Quantity
        </label>
        <div className="mt-2 flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((current) => Math.max(1, current - 1))}
          >
            <Icon name="minus" aria-hidden />
          </Button>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            value={quantity}
            onChange={(event) => {
              const typed = Math.floor(Number(event.target.value));
              if (Number.isFinite(typed)) setQuantity(capAtStock(Math.max(typed, 1), maxQuantity));
            }}
            className="h-10 w-16 rounded-md border border-stone-300 text-center"
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Increase quantity"
            disabled={quantity >= maxQuantity}
            onClick={() => setQuantity((current) => capAtStock(current + 1, maxQuantity))}
          >
            <Icon name="plus" aria-hidden />
          </Button>
          <span className="text-sm text-stone-600">
            {inStock ? `${variant.stockQuantity} in stock` : 'Out of Stock'}
          </span>
        </div>
      </div>

      <p className="text-lg">
        Total:{' '}
        <span className="font-display text-2xl font-bold text-maroon-800" data-testid="total-price">
          {formatRupeesPlain(lineTotal({ unitPricePaise: variant.pricePaise, quantity }))}
        </span>
      </p>

      <div className="purchase-bar flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="add"
          variant="festival"
          size="lg"
          disabled={!inStock || busy}
        >
          <Icon name="shopping-cart" aria-hidden />
          {busy ? 'Adding...' : 'Add to Cart'}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="buy-now"
          variant="elegant"
          size="lg"
          disabled={!inStock}
        >
          <Icon name="shopping-bag" aria-hidden />
          Buy Now
        </Button>
      </div>
    </fetcher.Form>
  );
}
