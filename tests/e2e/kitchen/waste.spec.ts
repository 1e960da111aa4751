/**
 * Waste on the dashboard: the owner records a batch of Apricots, writes part of it off as
 * damaged, and the dashboard's waste table shows Apricots' share of what its week made grown by
 * those grams. Apricots is this journey's alone: no other journey records or sells it.
 */
import type { Locator, Page } from '@playwright/test';
import { formatShopDateTime, formatShopDayMonth } from '#core/date-format.ts';
import { indiaDayKey, indiaDayStart, indiaInstant } from '#core/india-calendar.ts';
import { madeAtForInput } from '#core/kitchen-batch-input.ts';
import { wasteShareText, weekStartOf, type WasteFigures } from '#core/kitchen-waste.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

const SWEET = 'Apricots';
const MADE_GRAMS = 3200;
const WRITTEN_OFF_GRAMS = 400;
const WASTE_CAPTION =
  'Grams written off, as a share of the grams made, by the week the batch was made';

/** '500 g' or '1,234.5 kg' back to grams. */
function gramsIn(text: string): number {
  const match = /^([\d,.]+) (kg|g)$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`Not a weight: ${text}`);
  const figure = Number(match[1].replaceAll(',', ''));
  return match[2] === 'kg' ? Math.round(figure * 1000) : figure;
}

/** The dashboard's waste cell of the sweet for the week headed `weekHeading`, if it is listed. */
async function wasteCell(page: Page, weekHeading: string): Promise<Locator | undefined> {
  const table = page.getByRole('table', { name: WASTE_CAPTION });
  if ((await table.count()) === 0) return undefined;
  const headings = await table.getByRole('columnheader').allTextContents();
  const column = headings.indexOf(weekHeading);
  expect(column, `the waste table has a column "${weekHeading}"`).toBeGreaterThan(0);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: SWEET, exact: true }) });
  if ((await row.count()) === 0) return undefined;
  // The row's first column is its header, not a cell.
  return row.getByRole('cell').nth(column - 1);
}

/** What the cell says the week made and wrote off: '400 g of 13.2 kg', or nothing made. */
async function figuresIn(cell: Locator | undefined): Promise<WasteFigures> {
  const grams = cell ? await cell.locator('span').nth(1).textContent() : null;
  if (!grams) return { gramsMade: 0, gramsWrittenOff: 0 };
  const [writtenOff = '', made = ''] = grams.split(' of ');
  return { gramsMade: gramsIn(made), gramsWrittenOff: gramsIn(writtenOff) };
}

test('the owner writes off part of a batch of Apricots and the dashboard shows the share of its week wasted', async ({
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  // The batch is made at this minute, so it falls in the week read now, even across a Monday.
  const madeAtInput = madeAtForInput(new Date());
  const [madeOn = '', madeTime = ''] = madeAtInput.split('T');
  const madeAt = indiaInstant(madeOn, madeTime);
  const weekHeading = `Week of ${formatShopDayMonth(indiaDayStart(weekStartOf(indiaDayKey(madeAt))))}`;

  await owner.goto('/admin');
  await expect(owner.getByRole('heading', { name: 'Waste', level: 2 })).toBeVisible();
  const before = await figuresIn(await wasteCell(owner, weekHeading));

  await owner.goto('/admin/kitchen');
  await waitForHydration(owner);
  const recording = owner.getByRole('form', { name: 'Record a batch' });
  await recording.getByLabel('Sweet').selectOption({ label: SWEET });
  await recording.getByLabel('Kilograms made').fill(String(MADE_GRAMS / 1000));
  await recording.getByLabel('Made at').fill(madeAtInput);
  await recording.getByRole('button', { name: 'Record batch' }).click();
  await expect(owner.getByText('Batch recorded')).toBeVisible();

  const batch = owner
    .getByRole('region', { name: 'Batches in stock' })
    .getByRole('listitem', { name: `${SWEET} batch made ${formatShopDateTime(madeAt)}` })
    .filter({ hasText: `Made${gramsText(MADE_GRAMS)}Left${gramsText(MADE_GRAMS)}` })
    .last();
  await batch.getByText('Correct or write off').click();
  const writingOff = batch.getByRole('form', { name: 'Write off' });
  await writingOff.getByLabel('Grams to write off').fill(String(WRITTEN_OFF_GRAMS));
  await writingOff.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await writingOff.getByRole('button', { name: 'Write off', exact: true }).click();
  await expect(owner.getByText('Batch written off')).toBeVisible();

  await owner.goto('/admin');
  await waitForHydration(owner);
  const after = {
    gramsMade: before.gramsMade + MADE_GRAMS,
    gramsWrittenOff: before.gramsWrittenOff + WRITTEN_OFF_GRAMS,
  };
  const cell = await wasteCell(owner, weekHeading);
  if (!cell) throw new Error(`${SWEET} is not in the waste table`);
  await expect(cell.locator('span').first()).toHaveText(wasteShareText(after));
  await expect(cell.locator('span').nth(1)).toHaveText(
    `${gramsText(after.gramsWrittenOff)} of ${gramsText(after.gramsMade)}`,
  );
  // The chart is drawn (it is for the eye: the table is what a screen reader reads).
  const waste = owner.getByRole('region', { name: 'Waste', exact: true });
  await expect(waste.locator('svg.recharts-surface').first()).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.context().close();
});
