import { data } from 'react-router';
import { newsletterSchema, parseFields, type FieldErrors } from '#core/validation.ts';
import { subscribeToNewsletter } from '#server/newsletter/subscribe.ts';
import { NewsletterForm } from '#app/components/newsletter-form.tsx';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = () => [
  { title: 'Stay Updated | Halwai' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries(await request.formData());
  const parsed = parseFields(newsletterSchema, fields);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, message: null }, { status: 400 });
  const { alreadySubscribed } = await subscribeToNewsletter(context.db, parsed.value.email);
  const noErrors: FieldErrors<{ email: string }> = {};
  return {
    fieldErrors: noErrors,
    message: alreadySubscribed
      ? `You are already subscribed with ${parsed.value.email}. Thank you for staying with us!`
      : `Thank you for subscribing! Festive offers will reach ${parsed.value.email}.`,
  };
}

/** Where the footer's Subscribe lands when JavaScript is off: the result, and the form again. */
export default function NewsletterPage() {
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Stay Updated</h1>
      <p className="mt-2 text-stone-700">
        Festival offers and new sweets, a few times a year. No spam.
      </p>
      <div className="mt-6 rounded-lg bg-maroon-900 p-6">
        <NewsletterForm idPrefix="newsletter-page" />
      </div>
    </main>
  );
}
