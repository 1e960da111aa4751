import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { describe, expect, it } from 'vitest';

const projectFolder = path.resolve(import.meta.dirname, '..');
const fixtureFolder = path.join(import.meta.dirname, 'fixtures/area-layers');

/** The violations `npm run lint` would report for the fixture's server/, as from → to by rule. */
async function violationsInFixture() {
  const { forbidden, options } = await extractDepcruiseConfig(
    path.join(projectFolder, '.dependency-cruiser.cjs'),
  );
  const { output } = await cruise(['server'], {
    ...options,
    baseDir: fixtureFolder,
    validate: true,
    ruleSet: { forbidden },
  });
  const { summary } = output as ICruiseResult;
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

describe('the area layers of server/ (.dependency-cruiser.cjs)', () => {
  it('reports a lower area importing a higher one, an unlisted area and an import of the wiring, and nothing else', async () => {
    expect(await violationsInFixture()).toEqual([
      // jobs → orders while orders → jobs: the cycle the job table once made.
      'area-layers:jobs: server/jobs/shop-jobs.ts → server/orders/place-order.ts',
      'area-listed: server/unlisted/make-batch.ts → server/orders/place-order.ts',
      'no-compose-imports: server/mail/send-mail.ts → server/compose/shop-jobs.ts',
    ]);
  });
});
