import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

interface Probe {
  /** The file the code is linted as, relative to the repository (it need not exist). */
  readonly file: string;
  readonly code: string;
}

/** Imports `name` from `from` and uses it, so that nothing but the import itself can be objected to. */
const valueImport = (name: string, from: string): string => `import { ${name} } from '${from}';\nexport const probe = [${name}];\n`;
const typeImport = (name: string, from: string): string => `import type { ${name} } from '${from}';\nexport type Probe = ${name};\n`;
const defaultImport = (from: string): string => `import probe from '${from}';\nexport { probe };\n`;

async function problems({ file, code }: Probe): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const forbidden: (Probe & { readonly why: string })[] = [
  { why: 'tvm imports nothing of ours', file: 'packages/tvm/src/probe.ts', code: valueImport('openDatabase', '@tvmscan/store') },
  { why: 'tvm imports nothing of ours, not even types', file: 'packages/tvm/src/probe.ts', code: typeImport('Database', '@tvmscan/store') },
  { why: 'store does not import the indexer', file: 'packages/store/src/probe.ts', code: valueImport('runIndexer', '@tvmscan/indexer') },
  { why: 'store imports tvm types, not its code', file: 'packages/store/src/probe.ts', code: valueImport('decodeBlock', '@tvmscan/tvm') },
  { why: 'the indexer does not import the API', file: 'packages/indexer/src/probe.ts', code: valueImport('buildServer', '@tvmscan/api') },
  { why: 'the indexer does not import the devnet', file: 'packages/indexer/src/probe.ts', code: valueImport('startDevnet', '@tvmscan/devnet') },
  {
    why: 'code does not import a testing entry',
    file: 'packages/indexer/src/probe.ts',
    code: valueImport('openTestDatabase', '@tvmscan/store/testing'),
  },
  { why: 'the devnet does not import the store', file: 'packages/devnet/src/probe.ts', code: valueImport('openDatabase', '@tvmscan/store') },
  { why: 'the API does not import the indexer', file: 'packages/api/src/probe.ts', code: valueImport('runIndexer', '@tvmscan/indexer') },
  { why: 'the API does not import the devnet', file: 'packages/api/src/probe.ts', code: valueImport('startDevnet', '@tvmscan/devnet') },
  { why: 'the web does not import the store', file: 'packages/web/src/probe.ts', code: typeImport('Database', '@tvmscan/store') },
  { why: 'the web does not import the indexer', file: 'packages/web/src/probe.tsx', code: valueImport('runIndexer', '@tvmscan/indexer') },
  { why: 'the web does not import the devnet', file: 'packages/web/src/probe.ts', code: valueImport('startDevnet', '@tvmscan/devnet') },
  { why: 'the web does not import the CLI', file: 'packages/web/src/probe.ts', code: valueImport('main', '@tvmscan/cli') },
  {
    why: "the web imports the API's contract as types only",
    file: 'packages/web/src/probe.ts',
    code: valueImport('BlockSchema', '@tvmscan/api/contract'),
  },
  { why: "the web imports the API's contract, not the server", file: 'packages/web/src/probe.ts', code: typeImport('ServerOptions', '@tvmscan/api') },
  {
    why: "the web runs no API code but the rules entry: the server's",
    file: 'packages/web/src/probe.tsx',
    code: valueImport('buildServer', '@tvmscan/api'),
  },
  {
    why: 'the web runs no API code but the rules entry: a server module',
    file: 'packages/web/src/features/probe.ts',
    code: valueImport('sanitizeSvgLogo', '@tvmscan/api/server'),
  },
  {
    why: "the web runs no API code but the rules entry: the token contract's",
    file: 'packages/web/src/probe.ts',
    code: valueImport('TokenRoutes', '@tvmscan/api/token-contract'),
  },
  {
    why: 'the rules entry runs in the browser: no DOM implementation',
    file: 'packages/api/src/rules/probe.ts',
    code: valueImport('DOMParser', '@xmldom/xmldom'),
  },
  {
    why: 'the rules entry runs in the browser: no Node built-in',
    file: 'packages/api/src/rules/probe.ts',
    code: valueImport('Buffer', 'node:buffer'),
  },
  {
    why: "the rules entry runs in the browser: not the API's schemas",
    file: 'packages/api/src/rules/probe.ts',
    code: valueImport('closed', '../schemas/common.js'),
  },
  { why: 'the web imports browser-safe tvm modules', file: 'packages/web/src/probe.ts', code: valueImport('decodeBlock', '@tvmscan/tvm') },
  { why: 'the web app has no Node built-ins', file: 'packages/web/src/probe.ts', code: valueImport('readFile', 'node:fs') },
  { why: 'the web app has no Node built-ins (bare name)', file: 'packages/web/src/probe.ts', code: defaultImport('path') },
  {
    why: 'a feature does not import the app shell',
    file: 'packages/web/src/features/settings/probe.tsx',
    code: valueImport('useAuth', '../../app/auth/auth-context.js'),
  },
  {
    why: 'a feature does not import the app shell, from deeper down',
    file: 'packages/web/src/features/message-diagram/layout/probe.ts',
    code: valueImport('NotFoundPage', '../../../app/not-found/not-found-page.js'),
  },
  {
    why: 'shared code does not import the app shell',
    file: 'packages/web/src/shared/session/probe.ts',
    code: valueImport('AuthProvider', '../../app/auth/auth-provider.js'),
  },
  {
    why: 'shared code does not import a feature',
    file: 'packages/web/src/shared/list-page/probe.ts',
    code: valueImport('blocksList', '../../features/blocks/blocks-list.js'),
  },
  {
    why: 'the web tests do not import the store either',
    file: 'packages/web/test/probe.test.ts',
    code: valueImport('openTestDatabase', '@tvmscan/store/testing'),
  },
  { why: 'contracts import only tvm', file: 'packages/contracts/src/probe.ts', code: valueImport('openDatabase', '@tvmscan/store') },
  {
    why: 'contracts do not import the devnet that uses them',
    file: 'packages/contracts/src/probe.ts',
    code: valueImport('startDevnet', '@tvmscan/devnet'),
  },
  { why: 'verify does not import the API', file: 'packages/verify/src/probe.ts', code: valueImport('buildServer', '@tvmscan/api') },
  {
    why: 'the CLI code does not import a testing entry',
    file: 'packages/cli/src/probe.ts',
    code: valueImport('loadArchiveChain', '@tvmscan/indexer/testing'),
  },
  {
    why: 'a test imports another package by name',
    file: 'packages/api/test/probe.test.ts',
    code: valueImport('openDatabase', '../../store/src/database.js'),
  },
  {
    why: 'a test imports another package by name, deeper',
    file: 'packages/indexer/test/sources/probe.test.ts',
    code: valueImport('readFixture', '../../../tvm/test/fixtures.js'),
  },
  {
    why: 'code imports another package by name',
    file: 'packages/cli/src/commands/probe.ts',
    code: valueImport('runIndexer', '../../../indexer/src/indexer.js'),
  },
  {
    why: 'the indexer tests use only the devDependencies',
    file: 'packages/indexer/test/probe.test.ts',
    code: valueImport('buildServer', '@tvmscan/api'),
  },
  { why: 'SQL lives in the store: kysely', file: 'packages/indexer/src/probe.ts', code: valueImport('sql', 'kysely') },
  { why: 'SQL lives in the store: drivers', file: 'packages/api/src/probe.ts', code: defaultImport('pg') },
  {
    why: 'SQL lives in the store: sql tags',
    file: 'packages/indexer/src/probe.ts',
    code: 'declare const sql: (s: TemplateStringsArray) => unknown;\nexport const probe = sql`select 1`;\n',
  },
  {
    why: 'SQL lives in the store: the query builder',
    file: 'packages/api/src/probe.ts',
    code: "import type { Database } from '@tvmscan/store';\nexport const probe = (database: Database) => database.db.selectFrom('blocks').selectAll().execute();\n",
  },
];

const allowed: (Probe & { readonly why: string })[] = [
  { why: 'tvm imports itself', file: 'packages/tvm/src/models/probe.ts', code: valueImport('Cell', '../cell/cell.js') },
  { why: 'store imports tvm types', file: 'packages/store/src/probe.ts', code: typeImport('Block', '@tvmscan/tvm') },
  { why: 'store parses addresses', file: 'packages/store/src/probe.ts', code: valueImport('parseRawAddress', '@tvmscan/tvm/address') },
  { why: 'store holds the SQL', file: 'packages/store/src/probe.ts', code: "import { sql } from 'kysely';\nexport const probe = sql`select 1`;\n" },
  { why: 'the indexer imports tvm', file: 'packages/indexer/src/probe.ts', code: valueImport('decodeBlock', '@tvmscan/tvm') },
  { why: 'the indexer imports the store', file: 'packages/indexer/src/probe.ts', code: valueImport('writeChainRows', '@tvmscan/store') },
  {
    why: "the indexer imports the store's subpaths",
    file: 'packages/indexer/src/probe.ts',
    code: valueImport('copyText', '@tvmscan/store/copy-text'),
  },
  { why: 'the devnet imports tvm', file: 'packages/devnet/src/probe.ts', code: valueImport('Builder', '@tvmscan/tvm') },
  {
    why: 'the devnet reads tokens with contracts',
    file: 'packages/devnet/src/probe.ts',
    code: valueImport('readTokenBalance', '@tvmscan/contracts'),
  },
  { why: 'the API imports tvm', file: 'packages/api/src/probe.ts', code: valueImport('decodeBlock', '@tvmscan/tvm') },
  { why: 'the API imports the store', file: 'packages/api/src/probe.ts', code: valueImport('listBlocks', '@tvmscan/store') },
  { why: 'the API names the database type', file: 'packages/api/src/probe.ts', code: typeImport('Kysely', 'kysely') },
  { why: 'the web imports browser-safe tvm', file: 'packages/web/src/probe.ts', code: valueImport('Address', '@tvmscan/tvm/address') },
  { why: 'the web imports the exit codes', file: 'packages/web/src/probe.ts', code: valueImport('exitCodeInfo', '@tvmscan/tvm/error-catalogue') },
  { why: 'the web imports tvm types', file: 'packages/web/src/probe.ts', code: typeImport('TypedConfig', '@tvmscan/tvm') },
  {
    why: "the web imports the API's contract as types",
    file: 'packages/web/src/probe.ts',
    code: typeImport('BlockResponse', '@tvmscan/api/contract'),
  },
  { why: "the web runs the API's rules", file: 'packages/web/src/features/probe.ts', code: valueImport('listUrlProblem', '@tvmscan/api/rules') },
  { why: "the web tests run the API's rules", file: 'packages/web/test/probe.test.ts', code: valueImport('ASSET_LIMITS', '@tvmscan/api/rules') },
  { why: 'the rules entry imports its own files', file: 'packages/api/src/rules/probe.ts', code: valueImport('ASSET_LIMITS', './asset-rules.js') },
  { why: 'the API runs its rules', file: 'packages/api/src/routes/probe.ts', code: valueImport('listUrlProblem', '../rules/index.js') },
  {
    why: 'a feature reads the session from shared code',
    file: 'packages/web/src/features/settings/probe.tsx',
    code: valueImport('useAuth', '../../shared/session/auth-context.js'),
  },
  {
    why: 'a feature imports another feature',
    file: 'packages/web/src/features/blocks/probe.ts',
    code: valueImport('BlockPage', '../block/block-page.js'),
  },
  {
    why: 'the app shell imports features',
    file: 'packages/web/src/app/header/probe.ts',
    code: valueImport('tabsFor', '../../features/settings/settings-tabs.js'),
  },
  {
    why: 'the routes import the app shell',
    file: 'packages/web/src/routes/probe.ts',
    code: valueImport('SignedInOutlet', '../app/auth/signed-in-outlet.js'),
  },
  { why: "the web's tests import the app shell", file: 'packages/web/test/probe.test.tsx', code: valueImport('App', '../src/app/app.js') },
  { why: 'contracts import tvm', file: 'packages/contracts/src/probe.ts', code: valueImport('Builder', '@tvmscan/tvm') },
  { why: 'verify imports tvm', file: 'packages/verify/src/probe.ts', code: valueImport('Builder', '@tvmscan/tvm') },
  { why: 'verify imports contracts', file: 'packages/verify/src/probe.ts', code: valueImport('abi', '@tvmscan/contracts') },
  { why: 'verify imports the store', file: 'packages/verify/src/probe.ts', code: valueImport('openDatabase', '@tvmscan/store') },
  { why: 'the CLI imports everything', file: 'packages/cli/src/probe.ts', code: valueImport('startDevnet', '@tvmscan/devnet') },
  {
    why: 'the API tests build databases with the indexer',
    file: 'packages/api/test/probe.test.ts',
    code: valueImport('runIndexer', '@tvmscan/indexer'),
  },
  {
    why: "tests use the store's testing entry",
    file: 'packages/api/test/probe.test.ts',
    code: valueImport('openTestDatabase', '@tvmscan/store/testing'),
  },
  {
    why: "tests use tvm's testing entry",
    file: 'packages/indexer/test/sources/probe.test.ts',
    code: valueImport('readFixture', '@tvmscan/tvm/testing'),
  },
  { why: 'tests arrange the database with SQL', file: 'packages/api/test/probe.test.ts', code: valueImport('sql', 'kysely') },
  {
    why: "the CLI tests use the indexer's testing entry",
    file: 'packages/cli/test/probe.test.ts',
    code: valueImport('startFakeQServer', '@tvmscan/indexer/testing'),
  },
  {
    why: 'a package imports its own files',
    file: 'packages/indexer/test/probe.test.ts',
    code: valueImport('decodeRawBlock', '../src/pipeline/decoded-block.js'),
  },
  { why: 'web tests read fixtures from disk', file: 'packages/web/test/support/probe.ts', code: valueImport('readFileSync', 'node:fs') },
];

describe('the import rules of ARCHITECTURE.md §2 and §7 (eslint.config.js)', () => {
  it.each(forbidden)('refuses: $why ($file)', async (probe) => {
    const found = await problems(probe);
    expect(found.length, JSON.stringify(found)).toBeGreaterThan(0);
    for (const problem of found) {
      expect(['no-restricted-imports', 'no-restricted-syntax']).toContain(problem.ruleId);
      expect(problem.message).toMatch(/ARCHITECTURE\.md §[27]|another package by its name/);
    }
  });

  it.each(allowed)('accepts: $why ($file)', async (probe) => {
    expect(await problems(probe)).toEqual([]);
  });
});
