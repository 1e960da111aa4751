import { data } from 'react-router';
import { policyPage, policySlugs, type PolicySlug } from '#app/content/policies.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { publicPageHeaders } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/policy-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.pathname.slice(1);
  if (!isPolicySlug(slug)) throw data(null, { status: 404 });
  const store = await getStoreSettings(context.db);
  return {
    page: policyPage(slug, store),
    canonicalUrl: `${context.config.appUrl}/${slug}`,
  };
}

function isPolicySlug(slug: string): slug is PolicySlug {
  return (policySlugs as readonly string[]).includes(slug);
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.page.title,
        description: loaderData.page.description,
        canonicalUrl: loaderData.canonicalUrl,
      })
    : [];

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold text-maroon-800">{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-maroon-700">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-stone-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
