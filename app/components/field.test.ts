import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Field, FieldError, fieldErrorWiring } from './field.tsx';
import { TextAreaField } from './text-area-field.tsx';

test('a control with an error is marked invalid and described by its hint, then its error', () => {
  expect(fieldErrorWiring('pincodes', 'Not a pincode: 11000', 'pincodes-hint')).toEqual({
    'aria-invalid': true,
    'aria-describedby': 'pincodes-hint pincodes-error',
  });
  expect(fieldErrorWiring('pincodes', undefined, 'pincodes-hint')).toEqual({
    'aria-invalid': undefined,
    'aria-describedby': 'pincodes-hint',
  });
  expect(fieldErrorWiring('email', undefined)).toEqual({
    'aria-invalid': undefined,
    'aria-describedby': undefined,
  });
});

test('the message carries the id the control names, and is not there without an error', () => {
  const message = createElement(FieldError, { controlId: 'email', error: 'Enter your e-mail' });
  expect(renderToStaticMarkup(message)).toBe(
    '<p id="email-error" class="mt-1 text-sm text-red-700">Enter your e-mail</p>',
  );
  expect(renderToStaticMarkup(createElement(FieldError, { controlId: 'email', error: '' }))).toBe(
    '',
  );
});

test('a box for longer text has the same label, hint and error wiring as a one-line field', () => {
  const shown = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
    renderToStaticMarkup(element).replace(
      /<(input|textarea)[^>]*?(\/>|>(<\/textarea>)?)/,
      '[control]',
    );
  const props = {
    label: 'Reply',
    name: 'reply',
    hint: 'Shown under the review',
    error: 'Too long',
  };
  const area = renderToStaticMarkup(createElement(TextAreaField, props));
  expect(area).toMatch(/<label for="([^"]+)"[^>]*>Reply<\/label><textarea name="reply" id="\1"/);
  expect(area).toMatch(/aria-invalid="true" aria-describedby="[^"]+-hint [^"]+-error"/);
  expect(shown(createElement(TextAreaField, props))).toBe(shown(createElement(Field, props)));
});
