import type { ConfigView } from '@tvmscan/tvm';
import type { Jsonified } from '../schemas/decoded-json.js';
import type { NetworkConfigRecord } from '../schemas/network-config-record.js';

/** The config's named record (spec 000 §3) from its view; a parameter the config lacks is null. */
export function networkConfigRecord(view: Jsonified<ConfigView>): NetworkConfigRecord {
  const { params } = view;
  const masterchainAddress = (hex: string | undefined) => (hex === undefined ? null : `-1:${hex}`);
  return {
    configAddress: view.configAddress,
    electorAddress: masterchainAddress(params[1]),
    minterAddress: masterchainAddress(params[2]),
    criticalParams: params[10] ?? null,
    mandatoryParams: params[9] ?? null,
    blockCreationFees: params[14] ?? null,
    validatorCounts: params[16] ?? null,
    currencies: params[7] ?? null,
    globalVersion: params[8] ?? null,
    messageForwardPrices: { masterchain: params[24] ?? null, basechain: params[25] ?? null },
    gasPrices: { masterchain: params[20] ?? null, basechain: params[21] ?? null },
    blockLimits: { masterchain: params[22] ?? null, basechain: params[23] ?? null },
    storagePrices: params[18] ?? null,
    stakeParams: params[17] ?? null,
    electorParams: params[15] ?? null,
    workchains: params[12] ?? null,
    votingSetup: params[11] ?? null,
    consensusParams: params[29] ?? null,
    catchainParams: params[28] ?? null,
  };
}
