import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FieldError, fieldErrorWiring } from './field.tsx';

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
