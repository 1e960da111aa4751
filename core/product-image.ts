/**
 * Product images: what the product dialog accepts (said once for the browser and the server),
 * and where an upload's copies are served.
 */

/** The largest upload the product dialog accepts. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageSizes = [400, 800] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Where an uploaded image is served: `/images/<sha-256>-800.webp`. */
export function productImageUrl(hash: string, size: ImageSize): string {
  return `/images/${hash}-${size}.webp`;
}

const imagePath = /^\/images\/([0-9a-f]{64})-(400|800)\.webp$/;

/** The serving route's reading of a path; undefined for anything that is not an upload's URL. */
export function readProductImagePath(path: string): { hash: string; size: ImageSize } | undefined {
  const match = imagePath.exec(path);
  if (!match?.[1]) return undefined;
  return { hash: match[1], size: match[2] === '400' ? 400 : 800 };
}

/** The 400 px copy of an uploaded image, for small cards; any other URL is its own. */
export function smallProductImageUrl(url: string): string {
  const read = readProductImagePath(url);
  return read ? productImageUrl(read.hash, 400) : url;
}
