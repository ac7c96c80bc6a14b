import type { AbiParam } from '../../shared/abi-form/abi-types.js';

/** A function of a contract ABI as the executor calls it. */
export interface AbiFunction {
  readonly name: string;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
}

/** The ABI the executor works with: the JSON as given (sent with each call) and the parts the forms are drawn from. */
export interface ExecutorAbi {
  readonly json: Record<string, unknown>;
  readonly functions: readonly AbiFunction[];
  readonly fields: readonly AbiParam[];
}

/** Why a text is not an ABI the executor can use. */
export class AbiReadError extends Error {
  constructor(readonly reason: 'notJson' | 'noFunctions') {
    super(reason);
    this.name = 'AbiReadError';
  }
}

/** A contract ABI (a verified contract's, or one the user pasted) read for the executor; an AbiReadError when it has no functions. */
export function readExecutorAbi(value: unknown): ExecutorAbi {
  const json = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const functions = Array.isArray(json.functions) ? json.functions.filter(isFunction).map(asFunction) : [];
  if (functions.length === 0) throw new AbiReadError('noFunctions');
  return { json, functions, fields: paramsOf(json.fields) };
}

/** A pasted text read as an ABI. */
export function parseExecutorAbi(text: string): ExecutorAbi {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AbiReadError('notJson');
  }
  return readExecutorAbi(value);
}

/** The anchor of a function's section (spec 001 §2): its name without spaces. */
export function functionAnchor(name: string): string {
  return name.replace(/\s+/g, '');
}

/** The functions whose name holds the filter's text, ignoring case. */
export function filterFunctions(functions: readonly AbiFunction[], filter: string): AbiFunction[] {
  const needle = filter.trim().toLowerCase();
  return functions.filter((fn) => fn.name.toLowerCase().includes(needle));
}

function isFunction(value: unknown): value is { name: string; inputs?: unknown; outputs?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

function asFunction(value: { name: string; inputs?: unknown; outputs?: unknown }): AbiFunction {
  return { name: value.name, inputs: paramsOf(value.inputs), outputs: paramsOf(value.outputs) };
}

/** The parameters of a list, a nameless one kept with an empty name so that the form can say it is an error. */
function paramsOf(list: unknown): AbiParam[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((value: unknown) => {
    const param = value as { name?: unknown; type?: unknown; components?: unknown } | null;
    if (typeof param !== 'object' || param === null || typeof param.type !== 'string') return [];
    const name = typeof param.name === 'string' ? param.name : '';
    return [Array.isArray(param.components) ? { name, type: param.type, components: paramsOf(param.components) } : { name, type: param.type }];
  });
}
