/**
 * Removing the sample shop: what goes, and the shop's name typed to confirm. A plain form: it
 * works the same without JavaScript. Once orders or counter bills exist it says why it cannot.
 */
import { Form } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ActionAnswer } from '#core/action-answer.ts';

export function SampleShopForm({
  storeName,
  sampleProducts,
  blockers,
  answer,
  busy,
}: {
  storeName: string;
  sampleProducts: number;
  blockers: string | null;
  answer?: ActionAnswer;
  busy: boolean;
}) {
  if (sampleProducts === 0) {
    return <p className="mt-4 text-stone-700">The sample shop has been removed.</p>;
  }
  return (
    <section aria-labelledby="remove-sample" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="remove-sample" className="font-display text-xl font-bold text-maroon-800">
        Remove the sample shop
      </h2>
      <p className="mt-1 text-stone-700">
        {`Removes the ${sampleProducts} sample products with their weights, photos, reviews and stock, the sample assorted box and the DIWALI25 promo code, and the sample GSTIN and FSSAI numbers if they are still set. Your own products, settings, delivery zones and staff stay. It cannot be undone.`}
      </p>
      {blockers ? (
        <Refusal refusal={blockers} />
      ) : (
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto]">
          <Field
            label="Type the shop's name to confirm"
            name="shopName"
            autoComplete="off"
            hint={`The shop's name is ${storeName}.`}
            defaultValue={answer?.values?.['shopName']}
            error={answer?.fieldErrors?.['shopName']}
          />
          <div className="sm:pt-6">
            <Button type="submit" variant="destructive" disabled={busy}>
              Remove the sample shop
            </Button>
          </div>
        </Form>
      )}
      <Refusal refusal={answer?.toast} />
    </section>
  );
}
