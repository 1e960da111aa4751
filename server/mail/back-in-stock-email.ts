/** To whoever asked to hear when a sold-out sweet is back: it is, with a link to buy it. */
import { composeMail, type ShopSender } from './compose-mail.ts';

export function backInStockEmail(
  shop: ShopSender,
  to: string,
  variantName: string,
  productUrl: string,
) {
  return composeMail(
    shop,
    to,
    `${variantName} is back in stock at ${shop.storeName}`,
    [
      'Namaste,',
      `You asked us to tell you when ${variantName} is available again. It is back, freshly made; fresh batches go quickly, especially in festival weeks.`,
    ],
    { url: productUrl, label: `Buy ${variantName}` },
  );
}
