import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { AdminListSection } from './admin-list-section.tsx';

function section(rows: readonly string[]) {
  return renderToStaticMarkup(
    createElement(AdminListSection<string>, {
      headingId: 'counts-heading',
      heading: 'Counts to make',
      className: 'mt-10',
      intro: 'Count what is on the shelf.',
      rows,
      none: 'No counts to make.',
      caption: 'Stock the counter sold beyond the books, oldest first',
      headings: ['Product'],
      row: (product) => createElement('tr', { key: product }, createElement('td', null, product)),
    }),
  );
}

test('with nothing to list, the section says so under its heading and shows no table', () => {
  const markup = section([]);
  expect(markup).toContain('<h2 id="counts-heading"');
  expect(markup).toContain('Count what is on the shelf.');
  expect(markup).toContain('No counts to make.');
  expect(markup).not.toContain('<table');
});

test('with rows, the section lists each in its table and no longer says there are none', () => {
  const markup = section(['Kaju Katli 500 g', 'Motichoor Ladoo 1 kg']);
  expect(markup).toContain('<section aria-labelledby="counts-heading" class="mt-10">');
  expect(markup).toContain('Stock the counter sold beyond the books, oldest first');
  expect(markup).toContain(
    '<tbody class="divide-y divide-stone-100"><tr><td>Kaju Katli 500 g</td></tr><tr><td>Motichoor Ladoo 1 kg</td></tr></tbody>',
  );
  expect(markup).not.toContain('No counts to make.');
});
