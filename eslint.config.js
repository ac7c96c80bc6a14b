import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * ARCHITECTURE.md §2 as data (docs/architecture.md draws it): what each package's code may import of ours.
 * `tvm` stands for `@tvmscan/tvm` and its subpaths, `tvm/address` for that subpath alone; `types` may be imported
 * with `import type` only. No package's code imports a `testing` entry; a package's own `testing` entry (src/testing)
 * is held to its tests' rules.
 */
const PACKAGES = {
  tvm: { imports: [] },
  store: { imports: ['tvm/address'], types: ['tvm'] },
  indexer: { imports: ['tvm', 'store', 'contracts'] },
  devnet: { imports: ['tvm', 'contracts'] },
  api: { imports: ['tvm', 'store'] },
  web: {
    imports: ['tvm/address', 'tvm/error-catalogue', 'api/rules'],
    types: ['tvm', 'api/contract', 'api/token-contract', 'api/nft-contract'],
    browser: true,
  },
  contracts: { imports: ['tvm'] },
  verify: { imports: ['tvm', 'contracts', 'store'] },
  cli: { imports: ['tvm', 'store', 'indexer', 'devnet', 'api', 'contracts', 'verify'] },
};

/**
 * Tests may also import their own package by name, the packages they name as devDependencies (the API's tests
 * build their databases with the indexer), and the `testing` entry of each package they may import; `types`
 * become imports.
 */
const TEST_IMPORTS = { api: ['indexer'] };

const PACKAGE_NAMES = Object.keys(PACKAGES).join('|');
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (patterns) => `(?:${patterns.join('|')})`;

/** The import names an entry of `PACKAGES` stands for, as a regex without anchors. */
function specifierPattern(entry) {
  const name = escapeRegex(`@tvmscan/${entry}`);
  return entry.includes('/') ? name : `${name}(?:/(?!testing$).+)?`;
}

function ourImportRestrictions(name, allowed, typesOnly, note = '') {
  const values = allowed.map(specifierPattern);
  const types = typesOnly.map(specifierPattern);
  const entries = [...allowed, ...typesOnly.map((entry) => `${entry} (import type only)`)];
  const wording = entries.length > 0 ? `${entries.join(', ')}${note}` : 'nothing of ours';
  const message = `ARCHITECTURE.md §2: ${name} may import ${wording}.`;
  const restrictions = [{ regex: `^(?!${anyOf([...values, ...types])}$)@tvmscan/`, message }];
  if (types.length > 0) {
    const typeOnly = values.length > 0 ? `^(?!${anyOf(values)}$)${anyOf(types)}$` : `^${anyOf(types)}$`;
    restrictions.push({ regex: typeOnly, allowTypeImports: true, message });
  }
  return restrictions;
}

const RELATIVE_INTO_PACKAGE = {
  regex: `^(?:\\.\\./)+(?:packages/)?(?:${PACKAGE_NAMES})/(?:src|test|bin)(?:/|$)`,
  message: 'Import another package by its name (in tests: its `testing` entry), never by a relative path into its folder.',
};

const DATABASE_OUTSIDE_STORE = [
  { regex: '^kysely$', allowTypeImports: true, message: 'ARCHITECTURE.md §2: SQL lives in @tvmscan/store only; call a store query.' },
  {
    regex: '^(?:pg|pg-copy-streams|@electric-sql/pglite)(?:/|$)',
    message: 'ARCHITECTURE.md §2: the database drivers belong to @tvmscan/store.',
  },
];

const NODE_BUILT_INS = {
  regex: `^(?:node:|${anyOf(builtinModules.filter((name) => !name.startsWith('_')).map(escapeRegex))}(?:/|$))`,
  message: 'ARCHITECTURE.md §2: the web app runs in the browser; Node built-ins are not there.',
};

function restrictImports(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/**
 * Rules inside a package: more patterns for the code under one of its folders. The API's rules entry runs in the
 * browser too (the web imports it), so it imports nothing but its own files: no Fastify, schema library, DOM or Node.
 * The web app's floors (ARCHITECTURE.md §7) are `app/` (the shell: providers, router, layout) over `features/` over
 * `shared/`: a feature reads the session through `shared/session`, never the shell that provides it.
 */
const INNER_RULES = {
  api: [
    {
      under: 'src/rules',
      patterns: [{ regex: '^(?!\\./)', message: 'ARCHITECTURE.md §2: @tvmscan/api/rules runs in the browser too; it imports only its own files.' }],
    },
  ],
  web: [
    {
      under: 'src/features',
      patterns: [
        { regex: '^(?:\\.\\./){2,}app(?:/|$)', message: 'ARCHITECTURE.md §7: a feature does not import the app shell (src/app); use src/shared.' },
      ],
    },
    {
      under: 'src/shared',
      patterns: [
        { regex: '^(?:\\.\\./){2,}(?:app|features)(?:/|$)', message: 'ARCHITECTURE.md §7: shared code imports neither the app shell nor a feature.' },
      ],
    },
  ],
};

/**
 * For each package: its code, its browser code (web/src), the rules inside it, then its tests and its `testing`
 * entry, later blocks replacing the rule.
 */
function packageImportBlocks() {
  return Object.entries(PACKAGES).flatMap(([name, { imports, types = [], browser = false }]) => {
    const database = name === 'store' ? [] : DATABASE_OUTSIDE_STORE;
    const code = [...ourImportRestrictions(name, imports, types, ' (their testing entries are for tests)'), RELATIVE_INTO_PACKAGE, ...database];
    const sourceCode = browser ? [...code, NODE_BUILT_INS] : code;
    const testPackages = [...imports, ...types, name, ...(TEST_IMPORTS[name] ?? [])];
    const testing = [...new Set(testPackages.map((entry) => `${entry.split('/')[0]}/testing`))];
    const testImports = [...testPackages, ...testing];
    const tests = [...ourImportRestrictions(`${name}'s tests`, testImports, []), RELATIVE_INTO_PACKAGE];
    return [
      { files: [`packages/${name}/**`], rules: restrictImports(code) },
      ...(browser ? [{ files: [`packages/${name}/src/**`], rules: restrictImports(sourceCode) }] : []),
      ...(INNER_RULES[name] ?? []).map(({ under, patterns }) => ({
        files: [`packages/${name}/${under}/**`],
        rules: restrictImports([...sourceCode, ...patterns]),
      })),
      { files: [`packages/${name}/test/**`, `packages/${name}/src/testing/**`], rules: restrictImports(tests) },
    ];
  });
}

const SQL_MESSAGE = 'ARCHITECTURE.md §2: SQL lives in @tvmscan/store only; add a query there and call it.';
const QUERY_BUILDER_CALLS = /^(?:selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/types-out/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', performance: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  ...packageImportBlocks(),
  {
    files: ['packages/*/src/**'],
    ignores: ['packages/store/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: SQL_MESSAGE },
        { selector: 'TaggedTemplateExpression[tag.object.name="sql"], CallExpression[callee.object.name="sql"]', message: SQL_MESSAGE },
        { selector: `CallExpression[callee.property.name=${QUERY_BUILDER_CALLS}]`, message: SQL_MESSAGE },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);
