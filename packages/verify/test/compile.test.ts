import { lstat, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { Toolchains, VerificationService, VerifyError, type CompilePayload } from '@tvmscan/verify';
import { installTestCompiler, TEST_ABI, TEST_CODE_HASH, TEST_COMPILER_VERSION } from '@tvmscan/verify/testing';

const payload = (sources: CompilePayload['sources'], flags: string[] = []): CompilePayload => ({
  license: 'GPL-2.0-only',
  audit_url: null,
  project_link: 'https://example.org/project',
  compiler: { version: TEST_COMPILER_VERSION, flags },
  linker: { version: TEST_COMPILER_VERSION },
  sources,
});
const target = (path: string, content: string) => ({ path, content, source_type: 'VerifyTarget' as const });
const dependency = (path: string, content: string) => ({ path, content, source_type: 'Dependency' as const });

async function workFolders(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('tvmscan-compile-'));
}

describe('compiling an upload with an installed toolchain (the test compiler)', () => {
  let database: TestDatabase;
  let toolchainDir: string;
  let service: VerificationService;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    toolchainDir = await installTestCompiler();
    service = await VerificationService.start({
      database,
      published: [],
      toolchains: await Toolchains.find(toolchainDir),
      limits: { timeMs: 1_500, memoryBytes: 256 * 1024 ** 2, outputBytes: 64 * 1024 },
    });
  });
  afterAll(async () => {
    await database?.close();
    await rm(toolchainDir, { recursive: true, force: true });
  });

  it('lists the installed version as compiler and linker', () => {
    expect(service.supportedCompilers()).toEqual({ [TEST_COMPILER_VERSION]: `${TEST_COMPILER_VERSION}+sold` });
    expect(service.supportedLinkers()).toEqual([TEST_COMPILER_VERSION]);
  });

  it('compiles, registers the contract with its sources, then answers already verified for the same code', async () => {
    const before = await workFolders();
    const sources = [target('src/Ping.tsol', 'contract Ping {}'), dependency('src/lib/Util.sol', 'library Util {}')];
    const first = await service.compile(payload(sources, ['--tvm-version=ever']));
    expect(first).toEqual({ compiled: [{ contract_name: 'contracts/src/Ping', code_hash: TEST_CODE_HASH }], already_verified: {} });
    const info = await service.contractByCodeHash(TEST_CODE_HASH);
    expect(info).toMatchObject({
      contract_name: 'contracts/src/Ping',
      compiler_version: TEST_COMPILER_VERSION,
      linker_version: TEST_COMPILER_VERSION,
      abi: TEST_ABI,
      license: 'GPL-2.0-only',
      project_link: 'https://example.org/project',
    });
    expect(info!.sources).toEqual([
      { path: 'contracts/src/Ping.tsol', content: 'contract Ping {}' },
      { path: 'contracts/src/lib/Util.sol', content: 'library Util {}' },
    ]);
    const again = await service.compile(payload([target('Pong.tsol', 'contract Pong {}')]));
    expect(again).toEqual({ compiled: [], already_verified: { 'contracts/Pong': TEST_CODE_HASH } });
    expect(await workFolders()).toEqual(before);
  });

  it("reports a failed compile with the compiler's output", async () => {
    const result = await service.compile(payload([target('Broken.tsol', '// test-compiler: fail')]));
    expect(result).toMatchObject({ failed_to_verify: { compiler_output: { success: false, stderr: expect.stringContaining('told to fail') } } });
  });

  it('kills a compile that runs past its time limit and says so', async () => {
    const started = Date.now();
    const result = await service.compile(payload([target('Slow.tsol', '// test-compiler: hang')]));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result).toMatchObject({ failed_to_verify: { compiler_output: { success: false, stderr: expect.stringContaining('time limit') } } });
  });

  it('runs the compiler under the memory limit', async () => {
    const result = await service.compile(payload([target('Limits.tsol', '// test-compiler: limits')]));
    expect(result).toMatchObject({ failed_to_verify: { compiler_output: { stdout: `memory limit ${256 * 1024}\n` } } });
  });

  it('does not read output the compiler wrote as links to files outside its folder', async () => {
    const result = await service.compile(payload([target('Evil.tsol', '// test-compiler: symlink')]));
    expect(result).toMatchObject({ failed_to_verify: { linker_output: { success: false, stderr: expect.stringContaining('wrote no contract') } } });
  });

  it.each([
    ['../escape.tsol', 'leave the project folder'],
    ['src/../../escape.tsol', 'leave the project folder'],
    ['/etc/escape.tsol', 'relative'],
    ['C:/escape.tsol', 'relative'],
    ['src\\escape.tsol', 'backslash'],
    ['src//escape.tsol', 'empty'],
    ['notes.txt', '.sol or .tsol'],
  ])('refuses the source path %s before writing anything', async (path, problem) => {
    const error = await service.compile(payload([target(path, 'contract X {}')])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VerifyError);
    expect(error).toMatchObject({ code: 'compile-input', field: 'sources[0].path', message: expect.stringContaining(problem) });
  });

  it('refuses unknown versions, path flags and an upload without a target', async () => {
    const refused = (body: CompilePayload) => service.compile(body).catch((caught: unknown) => caught as VerifyError);
    expect(await refused({ ...payload([target('A.tsol', '')]), compiler: { version: '9.9.9', flags: [] } })).toMatchObject({
      field: 'compiler.version',
    });
    expect(await refused({ ...payload([target('A.tsol', '')]), linker: { version: '9.9.9' } })).toMatchObject({ field: 'linker.version' });
    expect(await refused(payload([target('A.tsol', '')], ['--output-dir=/tmp']))).toMatchObject({ field: 'compiler.flags[0]' });
    expect(await refused(payload([target('A.tsol', '')], ['-I/etc']))).toMatchObject({ field: 'compiler.flags[0]' });
    expect(await refused(payload([dependency('A.tsol', '')]))).toMatchObject({ field: 'sources' });
  });
});

describe('writing the sources of an upload', () => {
  it('refuses a path that goes through a symbolic link out of the work folder', async () => {
    const { writeSourceTree } = await import('../src/compile/source-tree.js');
    const work = await mkdtemp(join(tmpdir(), 'tvmscan-tree-test-'));
    const outside = await mkdtemp(join(tmpdir(), 'tvmscan-outside-test-'));
    try {
      await mkdir(join(work, 'contracts'));
      await symlink(outside, join(work, 'contracts', 'lib'));
      const error = await writeSourceTree(work, [{ path: 'lib/Escape.tsol', content: 'x' }]).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'compile-input', message: expect.stringContaining('symbolic link') });
      expect(await readdir(outside)).toEqual([]);
      expect((await lstat(join(work, 'contracts', 'lib'))).isSymbolicLink()).toBe(true);
    } finally {
      await rm(work, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('without a toolchain', () => {
  it('lists no versions and refuses to compile, saying why', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const service = await VerificationService.start({ database, published: [] });
      expect(service.supportedCompilers()).toEqual({});
      expect(service.supportedLinkers()).toEqual([]);
      const error = await service.compile(payload([target('A.tsol', '')])).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'toolchain', message: expect.stringContaining('not available') });
    } finally {
      await database.close();
    }
  });

  it('reports a toolchain folder that cannot be read', async () => {
    await expect(Toolchains.find('/nonexistent/toolchains')).rejects.toMatchObject({ code: 'toolchain' });
  });
});
