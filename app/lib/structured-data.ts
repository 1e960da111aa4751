/** JSON-LD for search engines: the product with its offers, and where it sits in the shop. */
import { variantName } from '#core/variant-label.ts';
import { decimalRupees } from '#core/money.ts';

export interface StructuredProduct {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  rating: number;
  reviewCount: number;
  /** Its published reviews, newest first. */
  reviews: {
    authorName: string;
    rating: number;
    title: string;
    body: string;
    createdAt: Date;
  }[];
  variants: { weight: string; pricePaise: number; stockQuantity: number }[];
}

export function productJsonLd(input: {
  product: StructuredProduct;
  catalogue: { title: string; path: string };
  appUrl: string;
  canonicalUrl: string;
}) {
  const { product, catalogue, appUrl, canonicalUrl } = input;
  const offer = (variant: StructuredProduct['variants'][number]) => ({
    '@type': 'Offer',
    name: variantName({ name: product.name, weight: variant.weight }),
    price: decimalRupees(variant.pricePaise),
    priceCurrency: 'INR',
    availability:
      variant.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: canonicalUrl,
  });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: new URL(product.imageUrl, appUrl).toString(),
      sku: product.id,
      offers: product.variants.map(offer),
      ...(product.reviewCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.toFixed(1),
          reviewCount: product.reviewCount,
          bestRating: 5,
          worstRating: 1,
        },
        review: product.reviews.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.authorName },
          datePublished: review.createdAt.toISOString().slice(0, 10),
          ...(review.title && { name: review.title }),
          reviewBody: review.body,
          reviewRating: {
            '@type': 'Rating',
            ratingValue: review.rating,
            bestRating: 5,
            worstRating: 1,
          },
        })),
      }),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${appUrl}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: catalogue.title,
          item: `${appUrl}${catalogue.path}`,
        },
        { '@type': 'ListItem', position: 3, name: product.name, item: canonicalUrl },
      ],
    },
  ];
}
