/** Serves uploaded product images from the database under their content-hashed URLs. */
import type { MiddlewareHandler } from 'hono';
import { type ImageSize, readProductImagePath } from '#core/product-image.ts';
import type { readProductImage } from '#server/catalog/product-images.ts';

/** Reads a stored image by its hash and size: the catalogue's, handed in by server/compose/. */
type ReadImage = (hash: string, size: ImageSize) => ReturnType<typeof readProductImage>;

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The URL names the content, so a copy never goes stale: cached by everyone for a year. */
export function productImageRoute(readImage: ReadImage): MiddlewareHandler {
  return async (c, next) => {
    const wanted = readProductImagePath(c.req.path);
    // Not an upload's URL: the pages answer (with the 404 page).
    if (!wanted) return next();
    const image = await readImage(wanted.hash, wanted.size);
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
