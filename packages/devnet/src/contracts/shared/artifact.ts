import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadTrimmedAbi } from '@tvmscan/contracts';
import { encodeBase64, type Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { base64ToCell } from './boc-base64.js';
import { ArtifactError } from './contract-error.js';

/** A compiled contract as its npm package ships it: the TVC (code and initial data) and the ABI. */
export interface ContractArtifact {
  name: string;
  /** The TVC as a base64 BOC: a StateInit with the code and the initial data dictionary. */
  tvc: string;
  code: Cell;
  /** The ABI JSON reduced to the functions we call: nekoton parses the ABI text again on every call. */
  abi: string;
}

type ArtifactPackage = '@broxus/tip3' | '@broxus/tip4';

const requireFromHere = createRequire(import.meta.url);

/** Loads `build/<name>.tvc` of `pkg` and its ABI (`@tvmscan/contracts`' `loadTrimmedAbi`), keeping only `functions`. */
export function loadArtifact(pkg: ArtifactPackage, name: string, functions: readonly string[]): ContractArtifact {
  const tvcPath = join(dirname(requireFromHere.resolve(`${pkg}/package.json`)), 'build', `${name}.tvc`);
  const tvc = encodeBase64(readTvc(tvcPath));
  const code = nt.splitTvc(tvc).code;
  if (code === undefined) throw new ArtifactError(`${pkg} ${name}.tvc has no code`);
  return { name, tvc, code: base64ToCell(code, `the code of ${pkg} ${name}`), abi: loadTrimmedAbi(pkg, name, functions) };
}

function readTvc(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    if (isSystemError(error)) throw new ArtifactError(`cannot read the compiled contract ${path}: ${error.message}`, { cause: error });
    throw error;
  }
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}
