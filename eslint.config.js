import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Patterns are gitignore-style, where a leading # starts a comment: '\\#server/*' is the alias.
/** Production code never reaches into tests/: what the seed or a script needs lives in core/ or server/. */
const noTestImports = {
  group: ['\\#tests/*', '**/tests/*', '**/tests/**'],
  message: 'Only tests import from tests/; move what this needs into core/ or server/.',
};

/** Route modules sit on top: what they are built from never imports them, not even for types. */
const noRouteImports = {
  group: ['\\#app/routes/*', '**/routes/*', '\\#app/root.tsx', '**/root.tsx'],
  message: 'Take the data shape from its contract in app/lib (storefront-data.ts, root-data.ts).',
};

/** app/lib serves routes and components alike, so it never reaches into a component. */
const noComponentImports = {
  group: ['\\#app/components/*', '**/components/*'],
  message: 'Move what both need (a view type, a path, a helper) into app/lib.',
};

/**
 * The admin's code is its own chunk: a storefront or account page reaches an admin component
 * only through a dynamic import(), which loads it for the admin alone.
 */
const noStaticAdminImports = {
  group: ['\\#app/components/admin/*', '**/components/admin/*', '../admin/*'],
  message: 'Load admin components with React.lazy(() => import(...)) outside the admin area.',
};

/** Icons come from the shop's sprite, so a page's HTML and JavaScript carry only their names. */
const spriteIcons = {
  group: ['lucide-react', 'lucide-react/*'],
  message:
    "Use the icons of '#app/components/ui/icons.tsx' (a new one: add its name to app/lib/icon-names.ts, then npm run icons).",
};

/**
 * State lives on the objects server/start.ts builds and passes down, never in a module's top
 * level: however the shop is bundled, there is then one of each (docs/decisions/001).
 * A read-only table of constants (a ReadonlySet or ReadonlyMap) is not state.
 */
const stateful = '/^(Map|WeakMap|Set|WeakSet|LRUCache)$/';
const notReadOnly = ':not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Set|Map)$/])';
const moduleState = [
  ['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map(
    (declaration) => [
      {
        selector: `${declaration}[kind=/^(let|var)$/]`,
        message: "No variable at a module's top level: keep state on what start.ts builds.",
      },
      {
        selector: `${declaration} > VariableDeclarator${notReadOnly} > NewExpression.init[callee.name=${stateful}]`,
        message:
          "No collection at a module's top level: keep it on what start.ts builds (a read-only table is typed ReadonlySet or ReadonlyMap).",
      },
      {
        selector: `${declaration} > VariableDeclarator > CallExpression.init[callee.name=/^(sharedReads|pLimit)$/]`,
        message:
          "No shared reads or limits at a module's top level: keep them on what start.ts builds.",
      },
    ],
  ),
].flat(2);

/**
 * How long a file may grow, every line counted (docs/decisions: a route is glue, a domain file
 * does one thing). Tests and the seed's sample data are exempt: they are long lists, not code.
 */
const maxLines = (max) => ['error', { max, skipBlankLines: false, skipComments: false }];
const longByNature = [
  '**/*.test.{ts,tsx}',
  'server/seed/sample-catalogue.ts',
  'server/seed/sample-reviews.ts',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'data/',
      'data-backups/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'core/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [spriteIcons, noTestImports] }],
    },
  },
  {
    files: ['server/**/*.ts', 'core/**/*.ts', 'app/**/*.server.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...moduleState] },
  },
  {
    // core/ holds pure rules shared by browser and server: no I/O, no app or server code.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#app/*', '\\#server/*', 'react', 'react-router'] },
            noTestImports,
          ],
        },
      ],
    },
  },
  {
    // Components run in the browser; only route loaders and actions reach the server.
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            spriteIcons,
            { group: ['\\#server/*'] },
            noRouteImports,
            noTestImports,
            noStaticAdminImports,
          ],
        },
      ],
    },
  },
  {
    // Imports go routes -> components -> app/lib, never back up.
    files: ['app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [spriteIcons, noComponentImports, noRouteImports, noTestImports],
        },
      ],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}', 'app/root.tsx'],
    ignores: ['app/routes/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [spriteIcons, noStaticAdminImports, noTestImports] },
      ],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: longByNature,
    rules: { 'max-lines': maxLines(200) },
  },
  {
    // Routes are glue: a refusal is met in one place, so every form and endpoint answers alike.
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TryStatement',
          message:
            'No try in a route: refusals are answered in app/lib/action.server.ts (answerRefusals, answerRefusalsInJson, whenRefused, readForm, readJsonBody).',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'core/**/*.ts'],
    ignores: longByNature,
    rules: { 'max-lines': maxLines(300) },
  },
);
