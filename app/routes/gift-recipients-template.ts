/** The recipient list's template: the address columns and a column per product of the cart. */
import { requireUser } from '#app/lib/guards.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { recipientTemplate } from '#server/gifting/recipient-list.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/gift-recipients-template';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const shopper = { userId: user.id, browserCartId: await readCartId(request, context.config) };
  return new Response(await recipientTemplate(context.db, shopper), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="recipients-template.csv"',
      'Cache-Control': PRIVATE_PAGE_CACHE,
    },
  });
}
