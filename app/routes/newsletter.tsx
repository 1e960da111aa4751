import { answerRefusals, answer, readForm } from '#app/lib/action.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { newsletterSchema } from '#core/validation.ts';
import { subscribeToNewsletter } from '#server/newsletter/subscribe.ts';
import { NewsletterForm } from '#app/components/newsletter-form.tsx';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Stay Updated') },
  { name: 'robots', content: 'noindex' },
];

/** The reply is the whole point of this form, so it answers in place (decision 007). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, newsletterSchema);
  if (!form.ok) return form.answer;
  const { email } = form.value;
  const visitor = {
    address: context.clientAddress,
    perMinute: context.config.visitorWritesPerMinute,
  };
  return answerRefusals({}, async () => {
    const { alreadySubscribed } = await subscribeToNewsletter(context.db, email, visitor);
    const title = alreadySubscribed
      ? `You are already subscribed with ${email}. Thank you for staying with us!`
      : `Thank you for subscribing! Festive offers will reach ${email}.`;
    return answer({ toast: { title } });
  });
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
