/**
 * Product images: what the product dialog accepts (said once for the browser and the server),
 * and where an upload's copies are served.
 */

/** The largest upload the product dialog accepts, in MB as the admin reads it, and in bytes. */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** The picture formats an upload may be, as the image library names what it finds inside. */
export const imageFormats = ['jpeg', 'png', 'webp'] as const;
/** The same formats as a file picker's `accept`. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
const FORMAT_NAMES = 'JPEG, PNG or WebP';

/** Beside the dialog's file field. */
export const IMAGE_HINT = `${FORMAT_NAMES}, up to ${MAX_IMAGE_MB} MB.`;
/** Said by the dialog as soon as such a file is chosen, and by the server if one arrives. */
export const IMAGE_TOO_LARGE = `That image is larger than ${MAX_IMAGE_MB} MB. Please choose a smaller one.`;
/** Said when the file's content is not a picture in one of the formats. */
export const NOT_A_PICTURE = `Please choose a ${FORMAT_NAMES} image.`;

/** A file over the limit, by the size the browser gives or the bytes received. */
export function isImageTooLarge(bytes: number): boolean {
  return bytes > MAX_IMAGE_BYTES;
}

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

/**
 * The copies a browser may choose from for a card's picture (`srcset`), so a phone's sharper
 * screen gets the 800 px copy; undefined for an image that is not an upload (it has one size).
 */
export function productImageSrcSet(url: string): string | undefined {
  const read = readProductImagePath(url);
  if (!read) return undefined;
  return imageSizes.map((size) => `${productImageUrl(read.hash, size)} ${size}w`).join(', ');
}
