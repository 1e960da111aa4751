/**
 * Add Product / edit: the product's details, image and variants in one form. Saving answers
 * with the errors beside their fields (the dialog stays open with what was typed), or closes
 * the dialog with 'Product created' / 'Product updated'.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { DialogClose, DialogShell } from '#app/components/dialog-shell.tsx';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import { categoryLabels, occasions, productCategories } from '#core/catalogue.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { DEFAULT_GST_RATE, gstRates } from '#core/gst.ts';
import { IMAGE_ACCEPT, IMAGE_HINT, IMAGE_TOO_LARGE, isImageTooLarge } from '#core/product-image.ts';
import type { ProductFormView } from '#core/product-form-view.ts';
import { VariantRows } from './variant-rows.tsx';

function TextArea(props: { label: string; name: string; value: string; error?: string }) {
  const id = `product-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={3}
        defaultValue={props.value}
        {...fieldErrorWiring(id, props.error)}
        className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
      />
      <FieldError controlId={id} error={props.error} />
    </div>
  );
}

const TITLE_ID = 'product-form-title';
const DESCRIPTION = 'Prices are in rupees, including GST; stock is counted in packs.';

interface ProductDialogProps {
  product: ProductFormView;
  /** Where the form posts: the products page with the dialog's ?new or ?edit, so an answer
   * with errors shows the dialog again even without JavaScript. */
  action: string;
  /** Where closing the dialog goes: the list it was opened from. */
  returnTo: string;
  onClose: () => void;
  /** The page's own answer to a post made without JavaScript. */
  pageAnswer?: ActionAnswer;
}

/**
 * A dialog once JavaScript runs; before that (or without it) the same form stands on the page,
 * with a Cancel link back to the list.
 */
export function ProductDialog(props: ProductDialogProps) {
  const hydrated = useHydrated();
  const title = props.product.id === undefined ? 'Add Product' : 'Edit Product';
  if (!hydrated) {
    return (
      <section aria-labelledby={TITLE_ID} className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id={TITLE_ID} className="font-display text-2xl font-bold text-maroon-800">
          {title}
        </h2>
        <p className="text-sm text-stone-600">{DESCRIPTION}</p>
        {props.pageAnswer?.toast && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {props.pageAnswer.toast.title}: {props.pageAnswer.toast.description}
          </p>
        )}
        <ProductForm
          {...props}
          cancel={
            <Link className={buttonClass({ variant: 'outline' })} to={props.returnTo}>
              Cancel
            </Link>
          }
        />
      </section>
    );
  }
  return (
    <DialogShell
      title={title}
      description={DESCRIPTION}
      panelClass="fixed inset-x-2 top-4 bottom-4 mx-auto max-w-3xl"
      onClose={props.onClose}
    >
      <ProductForm
        {...props}
        cancel={
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
        }
      />
    </DialogShell>
  );
}

function ProductForm(props: ProductDialogProps & { cancel: React.ReactNode }) {
  const { product } = props;
  const { fetcher, busy, answer } = useFormFetcher({ onDone: props.onClose });
  const [imageError, setImageError] = useState<string>();
  const errors: Record<string, string | undefined> = {
    ...(answer ?? props.pageAnswer)?.fieldErrors,
  };
  if (imageError) errors.image = imageError;
  const isNew = product.id === undefined;
  return (
    <fetcher.Form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      noValidate
      preventScrollReset
      onSubmit={(event) => {
        if (imageError) event.preventDefault();
      }}
      className="mt-4 space-y-4"
    >
      <ReturnField to={props.returnTo} />
      <input type="hidden" name="intent" value="save" />
      {product.id && <input type="hidden" name="productId" value={product.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" name="name" required defaultValue={product.name} error={errors.name} />
        <div>
          <label htmlFor="product-category" className="block text-sm font-medium text-stone-800">
            Category
          </label>
          <select
            id="product-category"
            name="category"
            defaultValue={product.category || 'mithai'}
            className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextArea
        label="Description"
        name="description"
        value={product.description}
        error={errors.description}
      />
      <TextArea
        label="Ingredients"
        name="ingredients"
        value={product.ingredients}
        error={errors.ingredients}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Shelf life (days)"
          name="shelfLifeDays"
          inputMode="numeric"
          placeholder="15"
          hint="Best-before dates count from delivery."
          defaultValue={product.shelfLifeDays}
          error={errors.shelfLifeDays}
        />
        <Field
          label="Storage"
          name="storageNote"
          placeholder="Keep refrigerated"
          defaultValue={product.storageNote}
          error={errors.storageNote}
        />
        <Field
          label="Counter code"
          name="counterCode"
          inputMode="numeric"
          hint={`The number the counter finds it by and the scale prints in its label: up to ${product.counterCodeDigits} digits. Empty if it is not sold at the counter.`}
          defaultValue={product.counterCode}
          error={errors.counterCode}
        />
        <Field
          label="HSN Code"
          name="hsnCode"
          inputMode="numeric"
          defaultValue={product.hsnCode}
          error={errors.hsnCode}
        />
        <div>
          <label htmlFor="product-gst" className="block text-sm font-medium text-stone-800">
            GST Rate (%)
          </label>
          <select
            id="product-gst"
            name="gstRatePercent"
            defaultValue={product.gstRatePercent || String(DEFAULT_GST_RATE)}
            className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {gstRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Occasions</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {occasions.map((occasion) => (
            <label key={occasion} className="flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                name="occasions"
                value={occasion}
                defaultChecked={product.occasions.includes(occasion)}
                className="size-4 accent-maroon-700"
              />
              {occasion}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-start gap-4">
        {product.imageUrl && (
          <img
            src={product.imageUrl}
            alt={`Current image of ${product.name}`}
            width={96}
            height={96}
            className="size-24 rounded-md object-cover"
          />
        )}
        <Field
          label="Image"
          name="image"
          type="file"
          accept={IMAGE_ACCEPT}
          hint={IMAGE_HINT}
          error={errors.image}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setImageError(file && isImageTooLarge(file.size) ? IMAGE_TOO_LARGE : undefined);
          }}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={product.isActive}
          className="size-4 accent-maroon-700"
        />
        Active (shown in the shop)
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          name="perishable"
          defaultChecked={product.perishable}
          className="size-4 accent-maroon-700"
        />
        Perishable (delivered only to zones that take perishables, like milk sweets)
      </label>
      <Field
        label="Stock by weight (kg)"
        name="stockKg"
        inputMode="decimal"
        defaultValue={product.stockKg}
        error={errors.stockKg}
        hint="Shared by every weight below: 12.5 kg sells fifty 250g or twelve 1kg, and each sells while the sweet has enough. A variant that is no weight (a box) keeps its own stock."
      />
      <VariantRows initial={product.variants} errors={errors} />
      <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
        {props.cancel}
        <Button type="submit" variant="festival" disabled={busy}>
          {busy ? 'Saving...' : isNew ? 'Create Product' : 'Save Product'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
