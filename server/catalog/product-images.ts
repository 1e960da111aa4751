/**
 * Product photos the admin uploads: judged by their content (not the name or declared type),
 * resized to WebP at 400 and 800 px wide, and kept in the database, so every server on one
 * PostgreSQL serves them. A URL names the content's hash, so it can be cached forever.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import {
  IMAGE_TOO_LARGE,
  NOT_A_PICTURE,
  imageFormats,
  imageSizes,
  isImageTooLarge,
  productImageUrl,
  readProductImagePath,
  type ImageSize,
} from '#core/product-image.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { productImages } from '#server/db/schema/catalog.ts';

/**
 * sharp and its image library hold about 20 MiB from the moment they load: they load with the
 * first photo an admin uploads, not with every shop that never has one to resize.
 */
const loadSharp = async () => (await import('sharp')).default;

const acceptedFormats: ReadonlySet<string> = new Set(imageFormats);
/** A file of the largest size accepted can still unpack to a picture too big to hold in memory; 50 MP is a large photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

const notAPicture = (field: string) => new AppError('INVALID_INPUT', NOT_A_PICTURE, { field });

export interface ImageDimensions {
  width: number;
  height: number;
}

export interface PictureUpload {
  bytes: Uint8Array;
  type: string;
  size: number;
}

/** The admin's product photo: stored by storePicture. */
export async function storeProductImage(
  db: Db,
  actor: Actor,
  file: PictureUpload,
): Promise<{ imageUrl: string } & ImageDimensions> {
  assertMay(actor, 'products');
  return storePicture(db, file, 'image');
}

/**
 * Checks an upload and stores it at both sizes; answers the 800 px URL the product (or review)
 * keeps, with that copy's real size (smaller pictures are never enlarged). The same file twice
 * is one image. A refusal names `field`, the form's file field.
 */
export async function storePicture(
  db: Db,
  file: PictureUpload,
  field: string,
): Promise<{ imageUrl: string } & ImageDimensions> {
  // Said before anything is decoded: the size is what the browser and the bytes both say.
  if (isImageTooLarge(file.size) || isImageTooLarge(file.bytes.byteLength)) {
    throw new AppError('INVALID_INPUT', IMAGE_TOO_LARGE, { field });
  }
  const hash = createHash('sha256').update(file.bytes).digest('hex');
  const [stored] = await db
    .select({ width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(and(eq(productImages.contentHash, hash), eq(productImages.size, 800)));
  if (stored) return { imageUrl: productImageUrl(hash, 800), ...stored };

  await refuseUnlessPicture(file.bytes, field);
  const copies = await Promise.all(imageSizes.map((size) => render(file.bytes, size, field)));
  await db
    .insert(productImages)
    .values(copies.map((copy) => ({ contentHash: hash, mime: 'image/webp', ...copy })))
    .onConflictDoNothing();
  const large = copies.find((copy) => copy.size === 800);
  return {
    imageUrl: productImageUrl(hash, 800),
    width: large?.width ?? 0,
    height: large?.height ?? 0,
  };
}

/** Reads only the header: the format the bytes really are, and how many pixels they unpack to. */
async function refuseUnlessPicture(bytes: Uint8Array, field: string) {
  const sharp = await loadSharp();
  // The header is read whatever the size it declares, so a huge picture is told apart from
  // something that is not one; its pixels are never unpacked here.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !acceptedFormats.has(metadata.format)) throw notAPicture(field);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) {
    const size = `${width.toLocaleString('en-IN')} × ${height.toLocaleString('en-IN')} pixels`;
    const most = `${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
    throw new AppError('INVALID_INPUT', `The photo is too large (${size}); the most is ${most}.`, {
      field,
    });
  }
}

/** One WebP copy at most `size` wide, upright, aspect kept; sharp leaves EXIF and GPS out. */
async function render(bytes: Uint8Array, size: ImageSize, field: string) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: size, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // The header looked right but the picture inside is broken.
      throw notAPicture(field);
    });
  return { size, width: info.width, height: info.height, bytes: data };
}

/** An uploaded image for the serving route; undefined for an unknown hash or size. */
export async function readProductImage(
  db: Db,
  hash: string,
  width: ImageSize,
): Promise<({ bytes: Uint8Array; mime: string } & ImageDimensions) | undefined> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  const [image] = await db
    .select({
      bytes: productImages.bytes,
      width: productImages.width,
      height: productImages.height,
      mime: productImages.mime,
    })
    .from(productImages)
    .where(and(eq(productImages.contentHash, hash), eq(productImages.size, width)));
  return image;
}

/**
 * The real width and height of uploaded images, by URL, in one query (bytes not read), so a
 * page can size its <img> before the picture arrives. URLs of other images are left out.
 */
export async function imageSizesOf(
  db: Db,
  urls: readonly string[],
): Promise<Map<string, ImageDimensions>> {
  const wanted = new Map<string, { hash: string; size: ImageSize }>();
  for (const url of urls) {
    const read = readProductImagePath(url);
    if (read) wanted.set(url, read);
  }
  const sizes = new Map<string, ImageDimensions>();
  if (wanted.size === 0) return sizes;
  const rows = await db
    .select({
      hash: productImages.contentHash,
      size: productImages.size,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(
      inArray(
        productImages.contentHash,
        [...wanted.values()].map((read) => read.hash),
      ),
    );
  for (const [url, read] of wanted) {
    const row = rows.find((found) => found.hash === read.hash && found.size === read.size);
    if (row) sizes.set(url, { width: row.width, height: row.height });
  }
  return sizes;
}
