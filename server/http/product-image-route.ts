/** Serves uploaded product images from the database under their content-hashed URLs. */
import type { MiddlewareHandler } from 'hono';
import { readProductImagePath } from '#core/product-image.ts';
import { readProductImage } from '#server/catalog/product-images.ts';
import type { Db } from '#server/db/client.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The URL names the content, so a copy never goes stale: cached by everyone for a year. */
export function productImageRoute(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const wanted = readProductImagePath(c.req.path);
    // Not an upload's URL: the pages answer (with the 404 page).
    if (!wanted) return next();
    const image = await readProductImage(db, wanted.hash, wanted.size);
    if (!image) return c.notFound();
    const etag = `"${wanted.hash.slice(0, 16)}-${wanted.size}"`;
    const headers = {
      'Cache-Control': `public, max-age=${ONE_YEAR}, immutable`,
      'Content-Type': image.mime,
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, headers);
  };
}
