import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { decodeBase64, encodeBase64, readBocSingle } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { VerifyError } from '../verify-error.js';
import { buildConfigVersions, compilerVersionOf, UNKNOWN_VERSION } from './build-metadata.js';
import { collectSources, type SourceFile } from './solidity-sources.js';

/** A contract an installed package publishes with its sources and its compiled code. */
export interface PublishedContract {
  /** Path-like: the package, then the contract's source path without its extension (`@broxus/tip3/contracts/TokenRoot`). */
  readonly name: string;
  readonly codeHash: string;
  /** The code as a base64 BOC. */
  readonly code: string;
  /** The TVC (StateInit) as a base64 BOC. */
  readonly tvc: string;
  readonly abi: unknown;
  readonly sources: readonly SourceFile[];
  readonly compilerVersion: string;
  readonly linkerVersion: string;
}

/** The packages of this family that ship both the sources and the compiled code of their contracts. */
export const PUBLISHED_PACKAGES = ['@broxus/tip3', '@broxus/tip4'] as const;

const requireFromHere = createRequire(import.meta.url);

/**
 * Every contract of `pkg` that has a compiled TVC and ABI in its `build` folder and a source file of the same name
 * under `contracts`. The compiler version is the one the compiler wrote into the contract's assembly; the linker
 * version the one of the package's build configuration when that configuration compiled with the same compiler
 * version, else unknown: the package does not say.
 */
export function publishedContracts(pkg: string): PublishedContract[] {
  const packageDir = packageFolder(pkg);
  const buildDir = join(packageDir, 'build');
  const sourceFiles = solidityFiles(join(packageDir, 'contracts'));
  const config = buildConfigVersions(packageDir);
  const contracts: PublishedContract[] = [];
  for (const abiFile of readdirSync(buildDir)
    .filter((file) => file.endsWith('.abi.json'))
    .sort()) {
    const contract = abiFile.slice(0, -'.abi.json'.length);
    const tvcFile = join(buildDir, `${contract}.tvc`);
    const source = sourceFiles.get(contract);
    if (source === undefined || !existsSync(tvcFile)) continue;
    const tvc = encodeBase64(readFileSync(tvcFile));
    const code = nt.splitTvc(tvc).code;
    if (code === undefined) continue;
    const assemblyFile = join(buildDir, `${contract}.code`);
    const compilerVersion = compilerVersionOf(existsSync(assemblyFile) ? readFileSync(assemblyFile, 'utf8') : undefined);
    const sources = collectSources(packageDir, source);
    contracts.push({
      name: `${pkg}/${relative(packageDir, source)
        .split(sep)
        .join('/')
        .replace(/\.t?sol$/, '')}`,
      codeHash: codeHashOf(code),
      code,
      tvc,
      abi: JSON.parse(readFileSync(join(buildDir, abiFile), 'utf8')),
      sources,
      compilerVersion,
      linkerVersion: config.linker !== undefined && config.compiler === compilerVersion ? config.linker : UNKNOWN_VERSION,
    });
  }
  return contracts;
}

/** The representation hash of a code BOC (base64), in hex. */
export function codeHashOf(code: string): string {
  const bytes = decodeBase64(code);
  if (bytes === undefined) throw new VerifyError('package', 'a code BOC is not base64');
  return readBocSingle(bytes).hashHex();
}

function packageFolder(pkg: string): string {
  try {
    return dirname(requireFromHere.resolve(`${pkg}/package.json`));
  } catch (error) {
    throw new VerifyError('package', `the package ${pkg} is not installed`, { cause: error });
  }
}

/** The .tsol and .sol files under `dir` by contract name (the file name without extension); test folders are skipped. */
function solidityFiles(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'test') walk(path);
      else if (entry.isFile() && /\.t?sol$/.test(entry.name)) {
        const name = entry.name.replace(/\.t?sol$/, '');
        if (!found.has(name)) found.set(name, path);
      }
    }
  };
  walk(dir);
  return found;
}
