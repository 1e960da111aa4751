/**
 * What the browser build puts in a customer page's first load, read from what `npm run build`
 * made: a page carries a module of core/ only for what it uses of it.
 */
import { describe, expect, test } from 'vitest';
import { readBrowserBuild, readCustomerPageJavaScript } from './check-browser-chunks.ts';
import { isCoreModule } from './storefront-chunks.ts';

describe('the browser build', () => {
  test("the account's profile page loads no staff roles, though it links to the second factor's pages", () => {
    const build = readBrowserBuild();
    const profile = readCustomerPageJavaScript(build).find(
      (page) => page.page === '/dashboard/profile',
    );
    const modules = build.modules.chunks
      .filter((chunk) => profile?.files.includes(chunk.file))
      .flatMap((chunk) => chunk.modules);
    expect(modules).toContain('app/routes/dashboard/profile.tsx');
    expect(modules).not.toContain('core/staff-roles.ts');
  });

  test('core/ modules are told apart from packages and other folders', () => {
    expect(isCoreModule('/work/shop/core/staff-roles.ts')).toBe(true);
    expect(isCoreModule('/work/shop/core/paths.ts?v=1')).toBe(true);
    expect(isCoreModule('/work/shop/app/components/header.tsx')).toBe(false);
    expect(isCoreModule('/work/shop/node_modules/zod/v4/core/api.js')).toBe(false);
    expect(isCoreModule('/work/shop/node_modules/some-package/core/index.ts')).toBe(false);
  });
});
