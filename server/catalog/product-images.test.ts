import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { productImages } from '#server/db/schema/catalog.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { readProductImagePath, smallProductImageUrl } from '#core/product-image.ts';
import { imageSizesOf, readProductImage, storeProductImage } from './product-images.ts';

/** CRC-32 as PNG chunks carry it (ISO 3309). */
function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG that declares `width` × `height` pixels in its header and holds almost none of them. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // One row's start of the data, so the header is read as a whole picture's.
  const idat = chunk('IDAT', deflateSync(Buffer.alloc(1)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), idat, chunk('IEND', Buffer.alloc(0))]),
  );
}

let db: Db;
let admin: Actor;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  admin = { id: await insertCustomer(db, 'Meera (admin)', 'owner'), role: 'owner' };
});

/** A real picture, made here: a saffron rectangle with a maroon square in it. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#f4a300' } }).composite([
    {
      input: { create: { width: 20, height: 20, channels: 3, background: '#7a1f2b' } },
      left: 5,
      top: 5,
    },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const upload = (bytes: Uint8Array, type = 'image/png') => ({ bytes, type, size: bytes.byteLength });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function storedRows() {
  const [row] = await db.select({ rows: count() }).from(productImages);
  return row?.rows ?? 0;
}

describe('storing a product image', () => {
  test('a PNG becomes two WebP copies, 400 and 800 wide, aspect kept', async () => {
    const stored = await storeProductImage(db, admin, upload(await picture(1600, 1200)));
    expect(stored).toEqual({
      imageUrl: expect.stringMatching(/^\/images\/[0-9a-f]{64}-800\.webp$/) as unknown,
      width: 800,
      height: 600,
    });
    const path = readProductImagePath(stored.imageUrl);
    if (!path) throw new Error('Not an upload URL');
    for (const [size, height] of [
      [400, 300],
      [800, 600],
    ] as const) {
      const image = await readProductImage(db, path.hash, size);
      expect(image).toMatchObject({ width: size, height, mime: 'image/webp' });
      const metadata = await sharp(image?.bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height });
      expect(metadata.exif).toBeUndefined();
    }
    expect(smallProductImageUrl(stored.imageUrl)).toBe(stored.imageUrl.replace('-800', '-400'));
    expect(await imageSizesOf(db, [stored.imageUrl, '/images/products/jalebi.svg'])).toEqual(
      new Map([[stored.imageUrl, { width: 800, height: 600 }]]),
    );
  });

  test('a small picture is never enlarged', async () => {
    const stored = await storeProductImage(db, admin, upload(await picture(300, 200, 'jpeg')));
    expect(stored).toMatchObject({ width: 300, height: 200 });
    const path = readProductImagePath(stored.imageUrl);
    expect(await readProductImage(db, path?.hash ?? '', 400)).toMatchObject({ width: 300 });
  });

  test('the same image twice is stored once, under the same URL', async () => {
    const bytes = await picture(900, 900);
    const before = await storedRows();
    const first = await storeProductImage(db, admin, upload(bytes));
    const second = await storeProductImage(db, admin, upload(bytes, 'image/jpeg'));
    expect(second).toEqual(first);
    expect(await storedRows()).toBe(before + 2);
  });

  test('a text file named like a picture is refused by its content', async () => {
    const text = new TextEncoder().encode('not a picture\n'.repeat(73));
    const error = await refusal(storeProductImage(db, admin, upload(text, 'image/png')));
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'image',
      message: 'Please choose a JPEG, PNG or WebP image.',
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await refusal(storeProductImage(db, admin, upload(gif)))).message).toBe(
      'Please choose a JPEG, PNG or WebP image.',
    );
  });

  test('a picture of 900 megapixels is refused for its size, with its size, and nothing is kept', async () => {
    const before = await storedRows();
    const error = await refusal(storeProductImage(db, admin, upload(pngHeader(30_000, 30_000))));
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'image',
      message: 'The photo is too large (30,000 × 30,000 pixels); the most is 50 megapixels.',
    });
    expect(await storedRows()).toBe(before);
  });

  test('anything over 5 MB is refused before it is read', async () => {
    const before = await storedRows();
    // Not a picture at all: were it decoded, it would be refused for its format instead.
    const large = new Uint8Array(6 * 1024 * 1024);
    const error = await refusal(storeProductImage(db, admin, upload(large)));
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'image',
      message: 'That image is larger than 5 MB. Please choose a smaller one.',
    });
    expect(await storedRows()).toBe(before);
  });

  test('an unknown or malformed hash reads nothing', async () => {
    expect(await readProductImage(db, 'f'.repeat(64), 800)).toBeUndefined();
    expect(await readProductImage(db, "x' or 1=1", 800)).toBeUndefined();
    expect(readProductImagePath('/images/products/jalebi.svg')).toBeUndefined();
  });
});
