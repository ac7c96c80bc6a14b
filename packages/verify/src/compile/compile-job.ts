import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { addVerifiedContract, verifiedContractByCodeHash, type Database } from '@tvmscan/store';
import * as nt from 'nekoton-wasm';
import { codeHashOf } from '../published/published-contracts.js';
import type { Toolchains } from '../toolchains/toolchains.js';
import { VerifyError } from '../verify-error.js';
import type { CompilePayload, CompileResult } from './compile-types.js';
import { runCompiler, type CompiledContract } from './compiler-run.js';
import type { ProcessLimits, ProgramOutput } from './process-runner.js';
import { SOURCE_FOLDER, writeSourceTree } from './source-tree.js';

/** Flags a user may pass on: options of the compiler's own (`--tvm-version`, `-O`), never a path or an output place. */
const ALLOWED_FLAG = /^--?[A-Za-z][\w-]*(?:=[\w.-]+)?$/;
const PATH_FLAGS = /^--?(?:o|output-dir|base-path|include-path|import-path|allow-paths|I|lib|output-prefix)(?:=|$)/;

/**
 * Compiles an upload with the chosen toolchain in a fresh work folder, removed afterwards whatever happens, and
 * registers each compiled contract whose code hash is not verified yet with the upload's sources.
 */
export async function compileUpload(
  database: Database,
  toolchains: Toolchains,
  payload: CompilePayload,
  limits: ProcessLimits,
): Promise<CompileResult> {
  const compiler = toolchains.get(payload.compiler.version);
  if (!compiler || !(compiler.sold ?? compiler.solc))
    throw inputError('compiler.version', `is not an installed compiler version: ${payload.compiler.version}`);
  const linker = toolchains.get(payload.linker.version);
  if (!linker || !(linker.linker ?? linker.sold)) throw inputError('linker.version', `is not an installed linker version: ${payload.linker.version}`);
  payload.compiler.flags.forEach((flag, index) => {
    if (!ALLOWED_FLAG.test(flag) || PATH_FLAGS.test(flag))
      throw inputError(`compiler.flags[${index}]`, 'is not a compiler option this service passes on');
  });
  const targets = payload.sources.filter((source) => source.source_type !== 'Dependency');
  if (targets.length === 0) throw inputError('sources', 'must hold a VerifyTarget or CompileTarget file');

  const workDir = await mkdtemp(join(tmpdir(), 'tvmscan-compile-'));
  try {
    const sourceDir = await writeSourceTree(workDir, payload.sources);
    const compiled: { contract_name: string; code_hash: string }[] = [];
    const alreadyVerified: Record<string, string> = {};
    for (const [index, target] of targets.entries()) {
      const outputDir = join(workDir, 'build', String(index));
      await mkdir(outputDir, { recursive: true });
      const run = await runCompiler(compiler, linker, payload.compiler.flags, sourceDir, target.path, outputDir, limits);
      if (!run.compiler.success || !run.linker.success || run.contracts.length === 0) {
        return { failed_to_verify: { compiler_output: run.compiler, linker_output: withNoContractNote(run.linker, run.contracts.length) } };
      }
      for (const contract of run.contracts) {
        const name = posix.join(SOURCE_FOLDER, posix.dirname(target.path), contract.name);
        const codeHash = codeHashOfTvc(contract);
        if (codeHash === undefined) {
          const note = `\nThe toolchain wrote ${contract.name}.tvc, which holds no code.`;
          return {
            failed_to_verify: { compiler_output: run.compiler, linker_output: { ...run.linker, success: false, stderr: run.linker.stderr + note } },
          };
        }
        if (await register(database, payload, contract, name, codeHash)) compiled.push({ contract_name: name, code_hash: codeHash });
        else alreadyVerified[name] = codeHash;
      }
    }
    return { compiled, already_verified: alreadyVerified };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function register(database: Database, payload: CompilePayload, contract: CompiledContract, name: string, codeHash: string): Promise<boolean> {
  if (await verifiedContractByCodeHash(database.db, codeHash)) return false;
  return addVerifiedContract(database.db, {
    codeHash,
    contractName: name,
    compilerVersion: payload.compiler.version,
    linkerVersion: payload.linker.version,
    abi: parseAbi(contract),
    sources: payload.sources.map(({ path, content }) => ({ path: posix.join(SOURCE_FOLDER, path), content })),
    tvc: contract.tvc,
    origin: 'compiled',
    license: payload.license,
    projectLink: payload.project_link,
    auditUrl: payload.audit_url,
  });
}

/** The code hash of a TVC the toolchain wrote; undefined when it is no TVC with code. */
function codeHashOfTvc(contract: CompiledContract): string | undefined {
  try {
    const code = nt.splitTvc(contract.tvc).code;
    return code === undefined ? undefined : codeHashOf(code);
  } catch {
    return undefined;
  }
}

/** The ABI the toolchain wrote, or its text when it is not JSON (kept as written rather than lost). */
function parseAbi(contract: CompiledContract): unknown {
  try {
    return JSON.parse(contract.abi);
  } catch {
    return contract.abi;
  }
}

function withNoContractNote(linker: ProgramOutput, contracts: number): ProgramOutput {
  if (!linker.success || contracts > 0) return linker;
  return {
    ...linker,
    success: false,
    stderr: `${linker.stderr}\nThe toolchain wrote no contract (a .tvc file and its .abi.json) that could be read.`,
  };
}

function inputError(field: string, problem: string): VerifyError {
  return new VerifyError('compile-input', `${field} ${problem}`, { field });
}
