/**
 * What every request must pass before the shop reads it: a change comes from the shop's own
 * pages, and no body or address is larger than the shop ever sends itself.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '#core/product-image.ts';
import { hasControlCharacter } from '#core/validation.ts';
import { routedPath } from './admin-gate.ts';

export const FORM_BODY_LIMIT = 64 * 1024;
export const OTHER_BODY_LIMIT = 1024 * 1024;
/** A product image at its largest, and the form around it in less than 1 MB more. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024;
/** The forms that carry a photo: the admin's product dialog, and a buyer's review. */
const UPLOAD_PATHS: ReadonlySet<string> = new Set(['/admin/products', '/admin/products.data']);
const REVIEW_FORM_PATH = /^\/product\/[^/]+\/review(\.data)?$/;
/** A recipient list of MOST_RECIPIENTS rows, gift messages and all, fits in 1 MB. */
const RECIPIENT_FILE_PATHS: ReadonlySet<string> = new Set([
  GIFT_RECIPIENTS_PATH,
  `${GIFT_RECIPIENTS_PATH}.data`,
]);
const RECIPIENT_FILE_TOO_LARGE =
  'This file is too large (at most 1 MB). Please split the list into two orders.';
export const URL_LENGTH_LIMIT = 4096;

export const FOREIGN_ORIGIN =
  'This form was sent from another website, so it was refused. Please use the form on our own pages.';
const FORM_TOO_LARGE =
  'This form is too large to send (at most 64 KB). Please shorten what you typed.';
const BODY_TOO_LARGE = 'This request is too large (at most 1 MB).';
const UPLOAD_TOO_LARGE = `This upload is too large. Please choose an image of at most ${MAX_IMAGE_MB} MB.`;
const URL_TOO_LONG = 'This address is too long. Please shorten the search or link and try again.';
const URL_UNREADABLE =
  'This address has a hidden character (a control character) that no page of the shop uses.';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

/**
 * A change (POST and the like) from a browser says where it comes from: `Origin`, or at least
 * `Sec-Fetch-Site`. It must be this shop (APP_URL, or the address the request came to). A
 * request that says neither is no browser's, so no visitor's session can be borrowed by it.
 */
export function sameOriginChanges(shopUrl: string): MiddlewareHandler {
  const shopOrigin = new URL(shopUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const allowed =
      origin !== undefined
        ? origin === shopOrigin || origin === new URL(c.req.url).origin
        : site === undefined || site === 'same-origin';
    if (!allowed) return c.text(FOREIGN_ORIGIN, 403);
    return next();
  };
}

/** The most a request's body may be, and what a larger one is told (413). */
export interface BodyLimit {
  maxBytes: number;
  tooLarge: string;
}

/**
 * Form posts up to 64 KB, any other body up to 1 MB, a form carrying a photo (the admin's
 * product dialog, a review) up to 6 MB, a recipient list's file up to 1 MB. The Node server reads no more than this before the app runs, and
 * the app checks it again for requests made to it directly.
 */
export function bodyLimitOf(path: string, contentType: string | undefined): BodyLimit {
  const carriesPhoto = UPLOAD_PATHS.has(path) || REVIEW_FORM_PATH.test(path);
  if (carriesPhoto && /^\s*multipart\/form-data/i.test(contentType ?? '')) {
    return { maxBytes: UPLOAD_BODY_LIMIT, tooLarge: UPLOAD_TOO_LARGE };
  }
  if (RECIPIENT_FILE_PATHS.has(path) && /^\s*multipart\/form-data/i.test(contentType ?? '')) {
    return { maxBytes: OTHER_BODY_LIMIT, tooLarge: RECIPIENT_FILE_TOO_LARGE };
  }
  return FORM_TYPE.test(contentType ?? 'text/plain')
    ? { maxBytes: FORM_BODY_LIMIT, tooLarge: FORM_TOO_LARGE }
    : { maxBytes: OTHER_BODY_LIMIT, tooLarge: BODY_TOO_LARGE };
}

/** A body larger than `bodyLimitOf` allows is refused with 413 before being read. */
export function bodySizeLimits(): MiddlewareHandler {
  return (c, next) => {
    const { maxBytes, tooLarge } = bodyLimitOf(c.req.path, c.req.header('content-type'));
    return bodyLimit({ maxSize: maxBytes, onError: (refused) => refused.text(tooLarge, 413) })(
      c,
      next,
    );
  };
}

/** No page of the shop has an address this long; a search is cut to 100 characters anyway. */
export function urlLengthLimit(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length + url.search.length > URL_LENGTH_LIMIT) {
      return c.text(URL_TOO_LONG, 414);
    }
    return next();
  };
}

/**
 * No page's address, search or link carries a control character (`%00` and the like): refused
 * 400 here, for every page, data request and file, before anything reaches the database.
 */
export function urlControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const texts = [routedPath(url.pathname), ...[...url.searchParams].flat()];
    if (texts.some(hasControlCharacter)) return c.text(URL_UNREADABLE, 400);
    return next();
  };
}
