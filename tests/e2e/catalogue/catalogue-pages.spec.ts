import { CATALOGUE_PAGE_SIZE } from '#core/catalogue-pages.ts';
import { productNames } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

const sortLabels = [
  'Name A-Z',
  'Price: Low to High',
  'Price: High to Low',
  'Highest Rated',
] as const;

type SortLabel = (typeof sortLabels)[number];

interface CatalogueExpectation {
  path: string;
  title: string;
  productCount: number;
  emptyMessage: string;
  /** The first and last product under each sort (on the last page), from sample-catalogue.ts. */
  firstAndLast: Record<SortLabel, [string, string]>;
}

const catalogues: CatalogueExpectation[] = [
  {
    path: '/category',
    title: 'Mithai',
    productCount: 25,
    emptyMessage: 'No products found matching your criteria.',
    firstAndLast: {
      'Name A-Z': ['Almonds', 'Walnuts'],
      'Price: Low to High': ['Khakhra', 'Pistachios'],
      'Price: High to Low': ['Pistachios', 'Khakhra'],
      'Highest Rated': ['Rasmalai', 'Raisins'],
    },
  },
  {
    path: '/namkeen',
    title: 'Namkeen',
    productCount: 8,
    emptyMessage: 'No namkeen found matching your criteria.',
    firstAndLast: {
      'Name A-Z': ['Bhujia', 'Samosa'],
      'Price: Low to High': ['Khakhra', 'Khasta Kachori'],
      'Price: High to Low': ['Khasta Kachori', 'Khakhra'],
      'Highest Rated': ['Khasta Kachori', 'Mathri'],
    },
  },
  {
    path: '/dry-fruits',
    title: 'Dry Fruits',
    productCount: 8,
    emptyMessage: 'No dry fruits found matching your criteria.',
    firstAndLast: {
      'Name A-Z': ['Almonds', 'Walnuts'],
      'Price: Low to High': ['Raisins', 'Pistachios'],
      'Price: High to Low': ['Pistachios', 'Raisins'],
      'Highest Rated': ['Pistachios', 'Raisins'],
    },
  },
  {
    path: '/gift-hampers',
    title: 'Gift Hampers',
    productCount: 8,
    emptyMessage: 'No gift hampers found matching your criteria.',
    firstAndLast: {
      'Name A-Z': ['Classic Sweets Hamper', 'Royal Celebration Hamper'],
      'Price: Low to High': ['Namkeen Treat Basket', 'Royal Celebration Hamper'],
      'Price: High to Low': ['Royal Celebration Hamper', 'Namkeen Treat Basket'],
      'Highest Rated': ['Royal Celebration Hamper', 'Namkeen Treat Basket'],
    },
  },
  {
    path: '/special-occasions',
    title: 'Special Occasions',
    productCount: 8,
    emptyMessage: 'No special occasion items found matching your criteria.',
    firstAndLast: {
      'Name A-Z': ['Birthday Sweet Box', 'Wedding Mithai Box'],
      'Price: Low to High': ['Holi Gujiya Box', 'Wedding Mithai Box'],
      'Price: High to Low': ['Wedding Mithai Box', 'Holi Gujiya Box'],
      'Highest Rated': ['Wedding Mithai Box', 'New Year Celebration Box'],
    },
  },
];

const sortValues: Record<SortLabel, string> = {
  'Name A-Z': 'name',
  'Price: Low to High': 'price-asc',
  'Price: High to Low': 'price-desc',
  'Highest Rated': 'rating',
};

for (const catalogue of catalogues) {
  test(`a customer sorts the ${catalogue.title} page four ways and searches for something it does not sell`, async ({
    page,
  }) => {
    await page.goto(catalogue.path);
    await expect(page).toHaveTitle(`${catalogue.title} | Halwai`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: catalogue.title })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'Search', exact: true })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(`${catalogue.productCount} products`);

    const sort = main.getByLabel('Sort by');
    await expect(sort.getByRole('option')).toHaveText([...sortLabels]);
    await expect(sort).toHaveValue('name');
    const names = productNames(page);
    await waitForHydration(page);

    for (const label of [
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
      'Name A-Z',
    ] as const) {
      await sort.selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${sortValues[label]}(&|$)`));
      const [first, last] = catalogue.firstAndLast[label];
      await expect(names.first(), `first under '${label}'`).toHaveText(first);
      await expect(names).toHaveCount(Math.min(catalogue.productCount, CATALOGUE_PAGE_SIZE));
      // Page by page to the end, in the same order.
      const pageCount = Math.ceil(catalogue.productCount / CATALOGUE_PAGE_SIZE);
      for (let shown = 2; shown <= pageCount; shown += 1) {
        await main.getByRole('link', { name: 'Next page' }).click();
        await expect(main.getByText(`Page ${shown} of ${pageCount}`)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`[?&]sort=${sortValues[label]}&page=${shown}$`));
      }
      await expect(names.last(), `last under '${label}'`).toHaveText(last);
      await expect(main.getByRole('status')).toHaveText(`${catalogue.productCount} products`);
    }

    await main.getByRole('searchbox', { name: 'Search', exact: true }).fill('chocolate truffle');
    await expect(main.getByText(catalogue.emptyMessage, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=chocolate(\+|%20)truffle(&|$)/);
    await expect(names).toHaveCount(0);
    await expect(main.getByRole('status')).toHaveText('0 products');
  });
}

test('a shared link with a search, a category and a sort shows that result straight away', async ({
  page,
}) => {
  await page.goto('/category?q=ladoo&sort=price-desc&category=mithai');
  const main = page.getByRole('main');
  await expect(productNames(page)).toHaveText(['Motichoor Ladoo', 'Besan Ladoo']);
  await expect(main.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('ladoo');
  await expect(main.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(main.getByLabel('Category')).toHaveValue('mithai');
});

test('a shared link to an occasion, sorted by price, shows that result straight away', async ({
  page,
}) => {
  await page.goto('/special-occasions?occasion=diwali&sort=price-asc');
  await expect(productNames(page)).toHaveText(['Diwali Delight Box']);
  await expect(page.getByRole('main').getByLabel('Occasion')).toHaveValue('diwali');
  await expect(page.getByRole('main').getByLabel('Sort by')).toHaveValue('price-asc');
});

test('a customer types in the search box and the results follow without reloading the page', async ({
  page,
}) => {
  await page.goto('/category');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  await page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true }).fill('kaju');
  await expect(page).toHaveURL(/\/category\?(.*&)?q=kaju(&|$)/);
  await expect(productNames(page)).toHaveText(['Kaju Katli']);

  const sameDocument = await page.evaluate(
    () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
  );
  expect(sameDocument, 'the page was reloaded while searching').toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue pages through its sweets with plain links, keeping the sort', async ({
    page,
  }) => {
    await page.goto('/category?sort=price-desc');
    const main = page.getByRole('main');
    await expect(main.getByText('Page 1 of 3')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/category\?sort=price-desc&page=2$/);
    await expect(main.getByText('Page 2 of 3')).toBeVisible();
    await expect(productNames(page)).toHaveCount(CATALOGUE_PAGE_SIZE);
    await main.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/category\?sort=price-desc&page=1$/);
    await expect(productNames(page).first()).toHaveText('Pistachios');
  });
});
