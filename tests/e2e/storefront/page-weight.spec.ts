import {
  adminChunksIn,
  FIRST_LOAD_JAVASCRIPT_BUDGET,
  storefrontJavaScript,
} from '../../support/page-javascript.ts';
import { expect, test } from '../support/test.ts';

test('every storefront page loads within the JavaScript budget, and nothing of the admin area', async ({
  request,
}) => {
  const pages = await storefrontJavaScript(async (pathname) => {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    return response.text();
  });
  for (const page of pages) {
    const kib = (page.gzipBytes / 1024).toFixed(1);
    expect(
      page.gzipBytes,
      `${page.page} loads ${kib} KiB of JavaScript (gzip) in ${page.scripts.length} scripts: ${page.scripts.join(', ')}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_JAVASCRIPT_BUDGET);
    expect(adminChunksIn(page), page.page).toEqual([]);
  }
});
