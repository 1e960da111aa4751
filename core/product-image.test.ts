import { expect, test } from 'vitest';
import {
  IMAGE_ACCEPT,
  productImageSrcSet,
  IMAGE_HINT,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NOT_A_PICTURE,
  imageFormats,
  isImageTooLarge,
} from './product-image.ts';

test('an upload may be 5 MB to the byte, and not one byte more', () => {
  expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  expect(isImageTooLarge(MAX_IMAGE_BYTES)).toBe(false);
  expect(isImageTooLarge(MAX_IMAGE_BYTES + 1)).toBe(true);
});

test('the file picker offers exactly the formats the server accepts', () => {
  expect(IMAGE_ACCEPT.split(',')).toEqual(imageFormats.map((format) => `image/${format}`));
});

test('the dialog and the server say the limits in the same words', () => {
  expect(IMAGE_HINT).toBe('JPEG, PNG or WebP, up to 5 MB.');
  expect(IMAGE_TOO_LARGE).toBe('That image is larger than 5 MB. Please choose a smaller one.');
  expect(NOT_A_PICTURE).toBe('Please choose a JPEG, PNG or WebP image.');
});

test("a card offers an upload's two copies by width; an image of one size offers none", () => {
  const hash = 'a'.repeat(64);
  const both = `/images/${hash}-400.webp 400w, /images/${hash}-800.webp 800w`;
  expect(productImageSrcSet(`/images/${hash}-800.webp`)).toBe(both);
  // Read from either copy: a card's small picture offers the same two.
  expect(productImageSrcSet(`/images/${hash}-400.webp`)).toBe(both);
  expect(productImageSrcSet('/images/products/kaju-katli.svg')).toBeUndefined();
});
