import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIP3_FUNCTION_IDS } from '@tvmscan/contracts';

interface AbiParam {
  type: string;
  components?: AbiParam[];
}
interface AbiFunction {
  name: string;
  id?: string;
  inputs: AbiParam[];
  outputs: AbiParam[];
}

const buildDir = join(dirname(createRequire(import.meta.url).resolve('@broxus/tip3/package.json')), 'build');

function abiFunctions(contract: string): AbiFunction[] {
  return (JSON.parse(readFileSync(join(buildDir, `${contract}.abi.json`), 'utf8')) as { functions: AbiFunction[] }).functions;
}

function typeName(param: AbiParam): string {
  return param.type.startsWith('tuple') ? `(${param.components!.map(typeName).join(',')})${param.type.slice(5)}` : param.type;
}

/** An ABI 2.x input id: the explicit `id`, else the first 32 bits of SHA-256("name(inputs)(outputs)v2") without the top bit. */
function inputId(f: AbiFunction): number {
  if (f.id !== undefined) return Number(f.id);
  const signature = `${f.name}(${f.inputs.map(typeName).join(',')})(${f.outputs.map(typeName).join(',')})v2`;
  return createHash('sha256').update(signature).digest().readUInt32BE(0) & 0x7fffffff;
}

describe('TIP-3 function ids', () => {
  it('are those of the TokenWallet and TokenRoot ABIs of the installed @broxus/tip3', () => {
    const functions = [...abiFunctions('TokenWallet'), ...abiFunctions('TokenRoot')];
    const fromAbi = Object.fromEntries(Object.keys(TIP3_FUNCTION_IDS).map((name) => [name, inputId(functions.find((f) => f.name === name)!)]));
    expect(fromAbi).toEqual(TIP3_FUNCTION_IDS);
  });
});
