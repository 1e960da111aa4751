import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe for WCAG 2.2 AA (with 2.0 and 2.1 A and AA); a failure lists each rule with the elements that break it. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // A toast sliding in is half transparent, so its contrast measures low mid-animation (the
    // admin's 'New order' toasts arrive while other journeys place orders); the page is checked.
    .exclude('[data-sonner-toaster]')
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(violations, `axe found violations on ${page.url()}:\n${report}`).toEqual([]);
}
