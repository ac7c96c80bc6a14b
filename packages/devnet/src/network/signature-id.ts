import { configParamValue, type ConfigParams } from '@tvmscan/tvm';

/** CapSignatureWithId: signatures cover the network's global id followed by the data hash. */
const CAP_SIGNATURE_WITH_ID = 0x400_0000n;

/** The id signatures are bound to under this config (its global id), or null when the config does not bind them. */
export function signatureIdOf(config: ConfigParams, globalId: number): number | null {
  const version = configParamValue(config, 8);
  return version !== undefined && (version.capabilities & CAP_SIGNATURE_WITH_ID) !== 0n ? globalId : null;
}
