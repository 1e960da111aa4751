/** Playwright's `test`, failing any journey during which the browser logs an error. */
import { expect, test as base } from '@playwright/test';

interface ConsoleWatch {
  /** Browser errors a journey expects, e.g. the 'Failed to load resource' of a 404 page. */
  allowedConsoleErrors: RegExp[];
  failOnConsoleError: undefined;
}

export const test = base.extend<ConsoleWatch>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleError: [
    // Named `provide`, not `use`, so the React hooks lint rule does not mistake it for a hook.
    async ({ page, allowedConsoleErrors }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((allowed) => allowed.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await provide(undefined);
      expect(errors, 'the browser logged errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
