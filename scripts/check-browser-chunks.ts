/**
 * Run by `npm run build` after the browser build: fails it when a customer's page (every route
 * that is not a staff page) carries zod, naming the route and the import chain, or when a
 * customer page's first-load JavaScript passes the budget, naming the page and its files.
 * The rules are in browser-chunk-rules.ts; `npm run bench` reads the same figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BROWSER_MODULES_FILE, type BrowserModules } from './browser-modules.ts';
import {
  PAGE_JAVASCRIPT_BUDGET_KIB,
  customerPageJavaScript,
  pagesBackWithinBudget,
  pageLimitKib,
  pagesOverBudget,
  serverPackagesOnCustomerRoutes,
  type PageJavaScript,
  type RouteManifest,
} from './browser-chunk-rules.ts';

export interface BrowserBuild {
  manifest: RouteManifest;
  modules: BrowserModules;
  /** A file's size as the shop sends it to a browser that takes gzip (as precompressed). */
  gzipBytesOf(file: string): number;
}

/** The browser build in `buildDir` (build/ by default), as `npm run build` left it. */
export function readBrowserBuild(buildDir = path.resolve('build')): BrowserBuild {
  const clientDir = path.join(buildDir, 'client');
  const assetsDir = path.join(clientDir, 'assets');
  const manifests = readdirSync(assetsDir).filter((name) => /^manifest-.*\.js$/.test(name));
  if (manifests.length !== 1) {
    throw new Error(
      `Expected one React Router manifest in ${assetsDir}, found ${manifests.length}: run \`npm run build\`.`,
    );
  }
  const script = readFileSync(path.join(assetsDir, manifests[0] ?? ''), 'utf8');
  const manifest = JSON.parse(
    script.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as RouteManifest;
  const modules = JSON.parse(
    readFileSync(path.join(buildDir, BROWSER_MODULES_FILE), 'utf8'),
  ) as BrowserModules;
  const sizes = new Map<string, number>();
  return {
    manifest,
    modules,
    gzipBytesOf(file) {
      let size = sizes.get(file);
      if (size === undefined) {
        // The level scripts/precompress-assets.ts uses, so the figure is the bytes sent.
        size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
        sizes.set(file, size);
      }
      return size;
    },
  };
}

/** Each customer page's first-load JavaScript in the build, the largest first. */
export function readCustomerPageJavaScript(build = readBrowserBuild()): PageJavaScript[] {
  return customerPageJavaScript(build.manifest, (file) => build.gzipBytesOf(file));
}

function checkBrowserChunks() {
  const build = readBrowserBuild();
  const pages = readCustomerPageJavaScript(build);
  const refusals = [
    ...serverPackagesOnCustomerRoutes(build.manifest, build.modules),
    ...pagesOverBudget(pages, (file) => build.gzipBytesOf(file)),
  ];
  if (refusals.length > 0) {
    console.error(
      `The browser build breaks ${refusals.length === 1 ? 'a rule' : 'rules'} for customer pages:\n- ${refusals.join('\n- ')}`,
    );
    process.exit(1);
  }
  const largest = pages[0];
  const within = pages.filter((page) => page.gzipBytes <= PAGE_JAVASCRIPT_BUDGET_KIB * 1024);
  console.log(
    `Checked the browser build's ${pages.length} customer pages: none carries zod; ` +
      `${within.length} load at most ${PAGE_JAVASCRIPT_BUDGET_KIB} KiB of JavaScript gzip, the ` +
      `others no more than their ceilings; the largest: ` +
      (largest ? `${(largest.gzipBytes / 1024).toFixed(1)} KiB (${largest.page}).` : 'none.'),
  );
  const held = pages.filter((page) => page.gzipBytes > PAGE_JAVASCRIPT_BUDGET_KIB * 1024);
  if (held.length > 0) {
    console.log(
      `Held to their ceilings, KiB gzip (ceiling): ` +
        held
          .map(
            (page) =>
              `${page.page} ${(page.gzipBytes / 1024).toFixed(1)} (${pageLimitKib(page.page)})`,
          )
          .join(', '),
    );
  }
  for (const page of pagesBackWithinBudget(pages)) {
    console.log(
      `${page} is within the budget now: take its row out of OVER_BUDGET_CEILINGS_KIB ` +
        '(scripts/browser-chunk-rules.ts), so it stays there.',
    );
  }
}

if (process.argv[1] === import.meta.filename) checkBrowserChunks();
