import { abiEntryId, type AbiEntry } from './function-ids.js';
import { standardAbis } from './standard-abis.js';

let names: Map<number, string> | undefined;

/**
 * The function of the published standards' ABIs (`standardAbis()`: the wallets, TIP-3, TIP-4.1, standard 6) an
 * inbound call's id names, if any. An id is the hash of the function's whole signature, so one id names one function.
 */
export function standardFunctionName(functionId: number): string | undefined {
  names ??= new Map(
    standardAbis().flatMap((known) =>
      ((JSON.parse(known.abi) as { functions?: AbiEntry[] }).functions ?? []).map((fn): [number, string] => [abiEntryId(fn, 'function'), fn.name]),
    ),
  );
  return names.get(functionId);
}
