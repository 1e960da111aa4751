import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { variantLabel, variantName } from '#core/variant-label.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { tierText, tiersOfWeight, type QuantityTier } from '#core/quantity-tiers.ts';
import type { BoxContent } from '#core/box-contents.ts';
import { boxPath } from '#core/box-contents.ts';
import { productPath } from '#core/paths.ts';
import { BoxHolds } from './box-holds.tsx';
import { useCartForm } from './cart-form.tsx';
import { Button } from './ui/button.tsx';

export interface CartLineView {
  variantId: string;
  productId: string;
  name: string;
  imageUrl: string;
  weight: string;
  unitPricePaise: number;
  quantity: number;
  stockQuantity: number;
  lineTotalPaise: number;
  /** The weight's own price, and the business price's percent off at this quantity (or null). */
  listPricePaise: number;
  tierPercentOff: number | null;
  quantityTiers: readonly QuantityTier[];
  /** 'Best before Thu, 10 Dec' of the grams it would take today; none for a line of no batches. */
  bestBefore?: string | null;
  /** An assorted box: what it holds, and why it cannot be ordered as it is (or null). */
  box?: { contents: readonly BoxContent[]; problem: string | null } | null;
}

export function CartLineRow({ line }: { line: CartLineView }) {
  const { fetcher, returnField, busy } = useCartForm(`line-${line.variantId}`);
  const label = variantName(line);
  return (
    <li
      className="flex gap-4 rounded-xl bg-white p-4 shadow-sm aria-busy:opacity-60"
      aria-busy={busy}
      aria-label={label}
    >
      <img
        src={line.imageUrl}
        alt=""
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-lg object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <Link
            to={line.box ? boxPath(line.productId) : productPath(line.productId)}
            className="font-semibold text-maroon-800 hover:underline"
          >
            {line.name}
          </Link>
          <p className="text-sm text-stone-600">
            {variantLabel(line.weight)}
            {line.bestBefore && ` · ${line.bestBefore}`}
          </p>
          <BoxHolds contents={line.box?.contents} />
          {line.box?.problem && <p className="text-sm text-red-800">{line.box.problem}</p>}
          <p className="text-sm text-stone-800">
            {line.tierPercentOff !== null && (
              <>
                <s className="text-stone-600">{formatRupeesPlain(line.listPricePaise)}</s>{' '}
              </>
            )}
            {formatRupeesPlain(line.unitPricePaise)} each
            {line.tierPercentOff !== null && (
              <span className="text-green-800"> · business price, {line.tierPercentOff}% off</span>
            )}
          </p>
          <BusinessPrices tiers={tiersOfWeight(line.quantityTiers, line.variantId)} />
        </div>
        <fetcher.Form
          method="post"
          action="/cart"
          preventScrollReset
          className="flex items-center gap-2"
        >
          <input type="hidden" name="variantId" value={line.variantId} />
          <input type="hidden" name="intent" value="set-quantity" />
          {returnField}
          <Button
            type="submit"
            name="quantity"
            value={line.quantity - 1}
            variant="outline"
            size="icon"
            aria-label={`One less ${label}`}
            disabled={busy}
          >
            <Icon name="minus" aria-hidden />
          </Button>
          <span className="w-8 text-center font-semibold" aria-label={`Quantity of ${label}`}>
            {line.quantity}
          </span>
          <Button
            type="submit"
            name="quantity"
            value={line.quantity + 1}
            variant="outline"
            size="icon"
            aria-label={`One more ${label}`}
            disabled={busy || line.quantity >= line.stockQuantity}
          >
            <Icon name="plus" aria-hidden />
          </Button>
        </fetcher.Form>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end">
          <p className="font-semibold" data-testid="line-total">
            {formatRupeesPlain(line.lineTotalPaise)}
          </p>
          <fetcher.Form method="post" action="/cart" preventScrollReset>
            <input type="hidden" name="variantId" value={line.variantId} />
            {returnField}
            <Button
              type="submit"
              name="intent"
              value="remove"
              variant="ghost"
              size="sm"
              disabled={busy}
              className="text-red-700"
            >
              <Icon name="trash" aria-hidden />
              Remove<span className="sr-only"> {label}</span>
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}

/** The weight's quantity tiers, so a buyer sees what more boxes would save. */
export function BusinessPrices({ tiers }: { tiers: readonly QuantityTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <p className="text-sm text-stone-700">Business prices: {tiers.map(tierText).join(' · ')}</p>
  );
}
