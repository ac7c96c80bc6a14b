import { createHash } from 'node:crypto';

/** An ABI 2.2 parameter: its name and type, and the components of a tuple (or of a map's tuple values). */
export interface AbiParam {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly AbiParam[];
}

/** A function of an ABI 2.2 contract (events have the same shape, with no outputs). */
export interface AbiFunction {
  readonly name: string;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
}

/** A parameter of a plain type. */
export function param(name: string, type: string): AbiParam {
  return { name, type };
}

/** A `responsible` function: its first input is the function id the contract answers the caller with. */
export function responsible(name: string, outputs: readonly AbiParam[], inputs: readonly AbiParam[] = []): AbiFunction {
  return { name, inputs: [param('answerId', 'uint32'), ...inputs], outputs };
}

/** The ABI 2.2 text of a contract with these functions and events, as nekoton takes it. */
export function abiText(functions: readonly AbiFunction[], events: readonly AbiFunction[] = []): string {
  return JSON.stringify({ 'ABI version': 2, version: '2.2', header: ['pubkey', 'time', 'expire'], functions, data: [], events, fields: [] });
}

/** A function's id as ABI 2.x computes it: the first 32 bits of the SHA-256 of its signature, the top bit cleared. */
export function functionId(fn: AbiFunction): number {
  const types = (params: readonly AbiParam[]) => params.map(signatureType).join(',');
  const signature = `${fn.name}(${types(fn.inputs)})(${types(fn.outputs)})v2`;
  return createHash('sha256').update(signature).digest().readUInt32BE(0) & 0x7fffffff;
}

function signatureType(input: AbiParam): string {
  const tuple = input.components === undefined ? '' : `(${input.components.map(signatureType).join(',')})`;
  return input.type.replace('tuple', tuple);
}
