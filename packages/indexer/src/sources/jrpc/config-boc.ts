import { bytesToHex, decodeConfigParams, encodeConfigParams, loadHashmap, Slice, writeBoc, type Cell, type ConfigParams } from '@tvmscan/tvm';
import { malformed } from '../http/attempt-error.js';
import { decodeAnswer, type DecodedBoc } from '../http/base64-boc.js';

/** A ConfigParams cell: config_addr:bits256 and one reference, the parameter dictionary. */
const CONFIG_PARAMS_BITS = 256;

/**
 * A `ConfigParams` BOC from what a node sent: either ConfigParams itself or just its parameter dictionary
 * (`Hashmap 32 ^Cell`), in which case the config address is taken from parameter 0.
 */
export function configParamsBoc(boc: DecodedBoc, what: string): Uint8Array {
  const { root } = boc;
  if (root.bitLength === CONFIG_PARAMS_BITS && root.refs.length === 1) {
    decodeAnswer(what, () => decodeConfigParams(root));
    return boc.bytes;
  }
  const config = decodeAnswer(what, () => configFromDictionary(root));
  return writeBoc(encodeConfigParams(config));
}

function configFromDictionary(root: Cell): ConfigParams {
  const entries = loadHashmap(root, 32, (leaf) => leaf.loadRef());
  const params = new Map(entries.map(({ key, value }) => [Number(BigInt.asIntN(32, key)), value]));
  const param0 = params.get(0);
  if (param0 === undefined) throw malformed('the config dictionary has no parameter 0 (the config address)');
  return { address: bytesToHex(new Slice(param0).loadBytes(32)), params };
}
