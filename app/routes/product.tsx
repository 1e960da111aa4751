import { Suspense } from 'react';
import { data } from 'react-router';
import { z } from 'zod';
import { ProductBreadcrumb, ProductFacts } from '#app/components/product/product-details.tsx';
import { WishlistHeart } from '#app/components/wishlist-heart.tsx';
import { ProductPurchaseForm } from '#app/components/product-purchase-form.tsx';
import { ProductTabs, reviewList } from '#app/components/product-tabs.tsx';
import { Rating } from '#app/components/rating.tsx';
import { PERSONAL_PAGE_CACHE, publicPageHeaders } from '#app/lib/cache-headers.ts';
import { DELIVERY_CHECK_INTENT } from '#app/components/delivery-check.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import { productJsonLd } from '#app/lib/structured-data.ts';
import { homeCatalogueOf } from '#core/catalogue-pages.ts';
import { batchesInStock } from '#server/catalog/batch-stock.ts';
import { getProduct } from '#server/catalog/get-product.ts';
import { askDelivery, checkDeliveryOnProduct } from '#server/delivery/check-delivery.ts';
import { shelfLifeLine } from '#core/freshness.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { answerRefusals, redirectWithToast } from '#app/lib/action.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { bestBeforeLine, productView } from '#app/lib/product-view.ts';
import { deliveryCheck, notifyMe } from '#app/components/product/product-later-parts.ts';
import { pageUrl, productPath, productReviewPath } from '#core/paths.ts';
import { reviewCountText, reviewsNote } from '#core/reviews.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { customerStockAlertSchema, visitorStockAlertSchema } from '#core/stock-alert-input.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import { askForStockAlert } from '#server/catalog/stock-alerts.ts';
import type { Route } from './+types/product';

export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const product = await getProduct(context.db, params.id);
  if (!product) throw data(null, { status: 404 });
  await Promise.all([notifyMe.preload(), reviewList.preload(), deliveryCheck.preload()]);
  const appUrl = context.config.appUrl;
  const catalogue = homeCatalogueOf(product);
  const canonicalUrl = pageUrl(appUrl, productPath(product.id));
  const now = new Date();
  const [delivery, batches] = await Promise.all([
    checkDeliveryOnProduct(context.db, context.config, { request, url }, product, now),
    batchesInStock(context.db, [product.id]),
  ]);
  // An answer is this visitor's own: no shared cache keeps it.
  const headers = new Headers();
  if (delivery.answer) headers.set('Cache-Control', PERSONAL_PAGE_CACHE);
  return data(
    {
      product: productView(product),
      catalogue: { title: catalogue.title, path: catalogue.path },
      // Said here, so the words' code stays on the server.
      reviewCountText: reviewCountText(product.reviewCount),
      reviewsNote: reviewsNote(product.reviews.length, product.reviewCount),
      replyHeading: `Reply from ${(await getStoreSettings(context.db)).storeName}`,
      reviewPath: productReviewPath(product.id),
      canonicalUrl,
      // Built here, so its code stays on the server: the page's script only places it.
      structuredData: productJsonLd({ product, catalogue, appUrl, canonicalUrl }),
      delivery: delivery.answer,
      deliveryPromise: delivery.promise,
      shelfLife: shelfLifeLine(product),
      // For delivery today, or by the day the checked pincode gets it.
      bestBefore: bestBeforeLine(delivery.answer?.day ?? indiaDayKey(now), {
        shelfLifeDays: product.shelfLifeDays,
        batches,
      }),
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = (args) => {
  const personal = args.loaderHeaders.get('Cache-Control');
  const shared = publicPageHeaders(args);
  return personal ? { ...shared, 'Cache-Control': personal } : shared;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { product, canonicalUrl, structuredData } = loaderData;
  return [
    ...pageMeta(matches, {
      title: product.name,
      description: product.description,
      canonicalUrl,
      image: product.imageUrl,
      type: 'product',
    }),
    { 'script:ld+json': structuredData },
  ];
};

/**
 * 'Check delivery' remembers the pincode for the visit and shows its answer at the page's
 * `?pincode=` address. 'Notify me when available': signed in, for the customer's own address;
 * else for the one typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const intents = z.object({ intent: z.enum([DELIVERY_CHECK_INTENT, 'notify-me']) });
  const notifyMeForm = { formOf: () => 'notify-me' };
  return dispatchIntent(request, intents, {
    async [DELIVERY_CHECK_INTENT](_intent, form) {
      const { answerPage, rememberCookie } = await askDelivery(
        context.config,
        productPath(params.id),
        form.fields.pincode ?? '',
      );
      const headers = rememberCookie ? { 'Set-Cookie': rememberCookie } : undefined;
      return redirectWithToast(answerPage, undefined, context, headers);
    },
    async 'notify-me'(_intent, form) {
      const user = await getCurrentUser(context.auth, request);
      let asked: { variantId: string; email: string };
      if (user) {
        const read = form.check(customerStockAlertSchema, notifyMeForm);
        if (!read.ok) return read.answer;
        asked = { variantId: read.value.variantId, email: user.email };
      } else {
        const read = form.check(visitorStockAlertSchema, notifyMeForm);
        if (!read.ok) return read.answer;
        asked = read.value;
      }
      const userId = user?.id ?? null;
      const refusedAs = { title: 'Could not save your request', form: 'notify-me' };
      return answerRefusals(refusedAs, async () => {
        const name = await askForStockAlert(context.db, { ...asked, userId });
        const toast = {
          title: 'We will e-mail you',
          description: `At ${asked.email}, when ${name} is back in stock.`,
        };
        return redirectWithToast(productPath(params.id), toast, context);
      });
    },
  });
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, catalogue, delivery, deliveryPromise, shelfLife, bestBefore } = loaderData;
  const soldOut = product.variants.filter((variant) => variant.stockQuantity === 0);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <ProductBreadcrumb catalogue={catalogue} name={product.name} />
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <img
          src={product.imageUrl}
          alt={product.name}
          width={400}
          height={400}
          fetchPriority="high"
          className="aspect-square h-auto w-full rounded-2xl bg-white object-cover shadow-lg"
        />
        <div>
          <div className="flex items-start justify-between gap-4">
            <h1 className="font-display text-4xl font-bold text-maroon-800">{product.name}</h1>
            <WishlistHeart
              product={product}
              className="mt-1 shrink-0 border border-maroon-700/30 bg-white hover:bg-saffron-50"
            />
          </div>
          <p className="mt-2 flex items-center gap-2 text-stone-700">
            <Rating value={product.rating} />
            <span>{loaderData.reviewCountText}</span>
          </p>
          {/* On a phone the Description tab, open below, says it: the weights come first. */}
          <p className="mt-4 hidden leading-relaxed text-stone-800 md:block">
            {product.description}
          </p>
          <ProductPurchaseForm variants={product.variants} />
          {soldOut.length > 0 && (
            <Suspense>
              <notifyMe.Component
                variants={soldOut}
                answer={actionData?.form === 'notify-me' ? actionData : undefined}
              />
            </Suspense>
          )}
          <Suspense>
            <deliveryCheck.Component answer={delivery} />
          </Suspense>
          <ProductFacts
            shelfLife={shelfLife}
            bestBefore={bestBefore}
            deliveryPromise={deliveryPromise}
          />
        </div>
      </div>
      <ProductTabs
        description={product.description}
        ingredients={product.ingredients}
        shelfLife={shelfLife}
        reviews={product.reviews}
        reviewCount={product.reviewCount}
        reviewPath={loaderData.reviewPath}
        reviewsNote={loaderData.reviewsNote}
        replyHeading={loaderData.replyHeading}
      />
    </main>
  );
}
