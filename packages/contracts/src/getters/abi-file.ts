import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ContractsError } from '../errors.js';

const requireFromHere = createRequire(import.meta.url);

interface AbiJson {
  functions: { name: string }[];
}

/**
 * `build/<contract>.abi.json` of an installed npm package, reduced to `functions` and no events: nekoton parses
 * the ABI text again on every call, so the text handed to it is kept short.
 */
export function loadTrimmedAbi(pkg: string, contract: string, functions: readonly string[]): string {
  const abi = JSON.parse(loadPackageAbi(pkg, contract)) as AbiJson;
  const kept = abi.functions.filter((f) => functions.includes(f.name));
  const missing = functions.filter((name) => !kept.some((f) => f.name === name));
  if (missing.length > 0) throw new ContractsError('artifact', `the ABI of ${pkg} ${contract} has no function ${missing.join(', ')}`);
  return JSON.stringify({ ...abi, functions: kept, events: [] });
}

/** The text of `build/<contract>.abi.json` of an installed npm package, whole. */
export function loadPackageAbi(pkg: string, contract: string): string {
  return readAbiFile(join(dirname(requireFromHere.resolve(`${pkg}/package.json`)), 'build', `${contract}.abi.json`));
}

function readAbiFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ContractsError('artifact', `cannot read the ABI ${path}: ${(error as Error).message}`, { cause: error });
  }
}
