import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Toolchain } from '../toolchains/toolchains.js';
import { runLimited, type ProcessLimits, type ProgramOutput } from './process-runner.js';

/** A contract the toolchain wrote: its TVC (base64) and its ABI text. */
export interface CompiledContract {
  readonly name: string;
  readonly tvc: string;
  readonly abi: string;
}

interface CompilerRun {
  readonly compiler: ProgramOutput;
  readonly linker: ProgramOutput;
  readonly contracts: CompiledContract[];
}

const NOT_RUN: ProgramOutput = { success: false, stdout: '', stderr: '' };
const MAX_ARTIFACT_BYTES = 16 * 1024 * 1024;

/**
 * Compiles `target` (a path under `sourceDir`) into `outputDir`: with `sold` in one step, or with `solc` and then
 * `tvm_linker` for every contract the compiler wrote. The programs run in `sourceDir`.
 */
export async function runCompiler(
  compiler: Toolchain,
  linker: Toolchain,
  flags: readonly string[],
  sourceDir: string,
  target: string,
  outputDir: string,
  limits: ProcessLimits,
): Promise<CompilerRun> {
  if (compiler.sold) {
    const output = await runLimited(compiler.sold, [...flags, '--output-dir', outputDir, target], sourceDir, limits);
    const contracts = output.success ? await readCompiled(outputDir) : [];
    return { compiler: output, linker: { ...output, stdout: '', stderr: '' }, contracts };
  }
  const compilerOutput = await runLimited(compiler.solc!, [...flags, '--output-dir', outputDir, target], sourceDir, limits);
  if (!compilerOutput.success || !linker.linker) return { compiler: compilerOutput, linker: NOT_RUN, contracts: [] };
  const assemblies = (await readdir(outputDir)).filter((file) => file.endsWith('.code'));
  const linked: ProgramOutput[] = [];
  for (const assembly of assemblies) {
    const name = assembly.slice(0, -'.code'.length);
    const args = ['compile', join(outputDir, assembly), '--abi-json', join(outputDir, `${name}.abi.json`), '-o', join(outputDir, `${name}.tvc`)];
    linked.push(await runLimited(linker.linker, args, sourceDir, limits));
  }
  const linkerOutput = {
    success: linked.length > 0 && linked.every((output) => output.success),
    stdout: linked.map((output) => output.stdout).join(''),
    stderr: linked.map((output) => output.stderr).join(''),
  };
  return { compiler: compilerOutput, linker: linkerOutput, contracts: linkerOutput.success ? await readCompiled(outputDir) : [] };
}

/** Every `<name>.tvc` with its `<name>.abi.json` in `outputDir`; links and files outside it are not read. */
async function readCompiled(outputDir: string): Promise<CompiledContract[]> {
  const realOutput = await realpath(outputDir);
  const contracts: CompiledContract[] = [];
  for (const file of (await readdir(outputDir)).filter((name) => name.endsWith('.tvc')).sort()) {
    const name = file.slice(0, -'.tvc'.length);
    const tvc = await readArtifact(realOutput, file);
    const abi = await readArtifact(realOutput, `${name}.abi.json`);
    if (tvc && abi) contracts.push({ name, tvc: tvc.toString('base64'), abi: abi.toString('utf8') });
  }
  return contracts;
}

async function readArtifact(dir: string, file: string): Promise<Buffer | undefined> {
  const path = join(dir, file);
  const stat = await lstat(path).catch(() => undefined);
  if (!stat?.isFile() || stat.size > MAX_ARTIFACT_BYTES) return undefined;
  if (!(await realpath(path)).startsWith(dir + sep)) return undefined;
  return readFile(path);
}
