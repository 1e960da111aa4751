/**
 * Midnight, as the kitchen lives it: a batch of Jalebi (good only the day it is made) recorded by
 * the owner is a day older here (its made-at and best-before moved back a day in the shop's
 * database, the journey's clock), and the shop's midnight job is made due as India's midnight
 * makes it. The batch leaves the stock by itself, waits on the kitchen page, and the owner writes
 * it off as past its best-before; the dashboard's waste shows it.
 */
import { sql } from 'drizzle-orm';
import { EXPIRE_BATCHES_JOB } from '#server/kitchen/expire-batches.ts';
import { JOBS_CHANNEL } from '#server/jobs/job-queue.ts';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { inStockOnProductPage } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { openShopDatabaseForFile } from '../support/shop-database.ts';
import { expect, test } from '../support/test.ts';

const shopDb = openShopDatabaseForFile();

test('a batch past its best-before leaves the stock at midnight, and the owner writes it off', async ({
  browser,
}) => {
  const db = shopDb();
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/kitchen');
    await waitForHydration(owner);
    const recording = owner.getByRole('form', { name: 'Record a batch' });
    await recording.getByLabel('Sweet').selectOption({ label: 'Jalebi' });
    await recording.getByLabel('Kilograms made').fill('2.5');
    await recording.getByRole('button', { name: 'Record batch' }).click();
    await expect(owner.getByText('Batch recorded')).toBeVisible();
    const withBatch = await inStockOnProductPage(owner, 'Jalebi');

    // A day passes for the batch: made yesterday, it is best before today.
    const aged = (await db.execute(sql`
      update batches set made_at = made_at - interval '1 day',
        best_before_day = best_before_day - 1
      where id = (select b.id from batches as b join products as p on p.id = b.product_id
        where p.name = 'Jalebi' and b.grams_made = 2500 and b.expired_at is null
        order by b.made_at desc limit 1)
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    expect(aged.rows).toHaveLength(1);
    const batchId = aged.rows[0]?.id ?? '';
    // India's midnight: the job that takes batches out of the stock is due, and the servers hear.
    await db.execute(sql`update jobs set run_at = now() where key = ${EXPIRE_BATCHES_JOB}`);
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${EXPIRE_BATCHES_JOB})`);

    // The server's job runs within a moment of hearing; the page is read once it has.
    await expect
      .poll(async () => {
        const { rows } = (await db.execute(
          sql`select expired_at is not null as "expired" from batches where id = ${batchId}`,
        )) as unknown as { rows: Array<{ expired: boolean }> };
        return rows[0]?.expired;
      })
      .toBe(true);
    await owner.goto('/admin/kitchen');
    const awaiting = owner.getByRole('region', {
      name: 'Past their best-before, awaiting write-off',
    });
    // The sample shop's own Jalebi goes too if India's midnight came during the run: this batch
    // is the one of 2.5 kg.
    const expired = awaiting
      .getByRole('listitem', { name: /^Jalebi batch made / })
      .filter({ hasText: 'Made2.5 kgLeft2.5 kg' });
    await expect(expired).toBeVisible();
    // Its 2.5 kg (five of the page's 500 g) left the stock by themselves.
    expect(await inStockOnProductPage(owner, 'Jalebi')).toBeLessThanOrEqual(withBatch - 5);

    await owner.goto('/admin/kitchen');
    await waitForHydration(owner);
    await expectNoAxeViolations(owner);
    await expired.getByRole('button', { name: 'Write off 2.5 kg' }).click();
    await expect(owner.getByText('Batch written off')).toBeVisible();
    await expect(expired).toHaveCount(0);

    await owner.goto('/admin/activity');
    await expect(
      owner
        .getByRole('row')
        .filter({ hasText: 'Batch written off' })
        .filter({ hasText: 'Jalebi' })
        .first(),
    ).toContainText('Past its best-before');
  } finally {
    await owner.context().close();
  }
});
