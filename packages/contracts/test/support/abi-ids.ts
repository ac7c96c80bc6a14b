import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface AbiParam {
  readonly type: string;
  readonly components?: readonly AbiParam[];
}

export interface AbiFunction {
  readonly name: string;
  readonly id?: string;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
}

const require = createRequire(import.meta.url);

/** The functions of `build/<contract>.abi.json` of an installed package. */
export function packageAbiFunctions(pkg: string, contract: string): AbiFunction[] {
  const file = join(dirname(require.resolve(`${pkg}/package.json`)), 'build', `${contract}.abi.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { functions: AbiFunction[] }).functions;
}

/** The first 32 bits of the SHA-256 of a signature (`name(inputs)(outputs)v2`), the top bit cleared. */
export function signatureId(signature: string): number {
  return createHash('sha256').update(signature).digest().readUInt32BE(0) & 0x7fffffff;
}

/** An ABI 2.x input id: the explicit `id`, else its signature's (a tuple, also inside an array or map, written out). */
export function inputId(fn: AbiFunction): number {
  if (fn.id !== undefined) return Number(fn.id);
  const types = (params: readonly AbiParam[]) => params.map(typeName).join(',');
  return signatureId(`${fn.name}(${types(fn.inputs)})(${types(fn.outputs)})v2`);
}

function typeName(param: AbiParam): string {
  return param.components === undefined ? param.type : param.type.replace('tuple', `(${param.components.map(typeName).join(',')})`);
}
