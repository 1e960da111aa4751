import { expect, test } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

test('the five markup characters become references; other text is left alone', () => {
  expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
    '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
  );
  expect(escapeMarkup('Kaju Katli ₹450')).toBe('Kaju Katli ₹450');
});
