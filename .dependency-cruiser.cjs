/**
 * The shape of server/, checked by dependency-cruiser (`npm run lint`): its areas (the folders
 * under server/) import each other one way only, so the area graph has no cycles, and nothing
 * but the start-up imports the wiring in server/compose/. Only imports that stay at run time
 * count: a type (`import type`, `{ type X }`) goes anywhere, since it is gone once compiled.
 */

/**
 * The areas from the top down. An area imports at run time only areas below it in this list,
 * which is what keeps the graph free of cycles: a higher area uses lower ones, never the other
 * way. A new area goes below every area that uses it and above every area it uses. When a lower
 * area needs something of a higher one, move that piece down (to the lower area or to core/)
 * or let server/compose/ pass it in as a function; reorder the list only when the two areas
 * have no other import between them.
 */
const AREAS = [
  'setup',
  'seed',
  'auth',
  'backups',
  'gifting',
  'newsletter',
  'reviews',
  'admin',
  'kitchen',
  'counter',
  'orders',
  'stock',
  'boxes',
  'delivery',
  'payments',
  'cart',
  'accounts',
  'invoices',
  'limits',
  'catalog',
  'jobs',
  'settings',
  'staff',
  'http',
  'mail',
  'realtime',
  'db',
  'threads',
  'log',
  'metrics',
];

/** The start-up: it alone imports server/compose/, which wires the areas together. */
const START = '^server/(start|main|counter-thread)\\.ts$';
const COMPOSE = '^server/compose/';
const RUNTIME_ONLY = ['type-only'];

const areaPath = (names) => `^server/(${names.join('|')})/`;

/** One rule per area: nothing above it in AREAS. */
const areaRules = AREAS.slice(1).map((area, index) => ({
  name: `area-layers:${area}`,
  comment:
    `server/${area}/ imports an area above it in AREAS (.dependency-cruiser.cjs), which can ` +
    'close a cycle: move the piece it needs down, or have server/compose/ pass it in.',
  severity: 'error',
  from: { path: areaPath([area]) },
  to: { path: areaPath(AREAS.slice(0, index + 1)), dependencyTypesNot: RUNTIME_ONLY },
}));

module.exports = {
  forbidden: [
    ...areaRules,
    {
      name: 'area-listed',
      comment:
        'Every folder under server/ that imports another area has its place in AREAS ' +
        '(.dependency-cruiser.cjs), so the one-way rule covers it.',
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: [areaPath(AREAS), COMPOSE] },
      to: { path: '^server/[^/]+/', pathNot: '^server/$1/', dependencyTypesNot: RUNTIME_ONLY },
    },
    {
      name: 'area-listed-imported',
      comment:
        'An area imports only areas listed in AREAS (.dependency-cruiser.cjs), so the one-way ' +
        'rule covers both ends.',
      severity: 'error',
      from: { path: areaPath(AREAS) },
      to: {
        path: '^server/[^/]+/',
        pathNot: [areaPath(AREAS), COMPOSE],
        dependencyTypesNot: RUNTIME_ONLY,
      },
    },
    {
      name: 'no-compose-imports',
      comment:
        'server/compose/ wires the areas together at start-up; an area that imported it (even ' +
        'for a type) would depend on every area it wires. Only server/start.ts imports it.',
      severity: 'error',
      from: { path: '^server/', pathNot: [START, COMPOSE] },
      to: { path: COMPOSE },
    },
    {
      name: 'no-start-imports',
      comment:
        'The start-up is the top of server/: nothing in it imports server/start.ts or main.ts.',
      severity: 'error',
      from: { path: '^server/', pathNot: START },
      to: { path: START, dependencyTypesNot: RUNTIME_ONLY },
    },
  ],
  options: {
    // Only server/ is judged; tests may import whatever they check.
    includeOnly: '^server/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
