import type { ConfigParamValues } from '@tvmscan/tvm';
import { Type, type Static } from 'typebox';
import { closed, Nullable } from './common.js';
import { DecodedJson } from './decoded-json.js';

const RawAddress = Type.String({ pattern: '^-1:[0-9a-f]{64}$', description: 'a masterchain address, raw -1:hex' });
const Param = <K extends keyof ConfigParamValues>(index: K, what: string) =>
  Nullable(DecodedJson<ConfigParamValues[K]>(`config param ${index}: ${what} (null when the config lacks it)`));
const PerChain = <K extends keyof ConfigParamValues>(masterchain: K, basechain: K, what: string) =>
  Type.Object({ masterchain: Param(masterchain, `${what} of the masterchain`), basechain: Param(basechain, `${what} of the basechain`) }, closed);

/** The network config record of spec 000 §3, by name rather than by parameter number. */
export const NetworkConfigRecordSchema = Type.Object(
  {
    configAddress: RawAddress,
    electorAddress: Nullable(RawAddress),
    minterAddress: Nullable(RawAddress),
    criticalParams: Param(10, 'the critical parameters'),
    mandatoryParams: Param(9, 'the mandatory parameters'),
    blockCreationFees: Param(14, 'the block creation fees'),
    validatorCounts: Param(16, 'the validator counts'),
    currencies: Param(7, 'the extra currencies'),
    globalVersion: Param(8, 'the global version and capabilities'),
    messageForwardPrices: PerChain(24, 25, 'the message forward prices'),
    gasPrices: PerChain(20, 21, 'the gas prices'),
    blockLimits: PerChain(22, 23, 'the block limits'),
    storagePrices: Param(18, 'the storage prices'),
    stakeParams: Param(17, 'the stake parameters'),
    electorParams: Param(15, 'the election timings'),
    workchains: Param(12, 'the workchains'),
    votingSetup: Param(11, 'the config voting setup'),
    consensusParams: Param(29, 'the consensus parameters'),
    catchainParams: Param(28, 'the catchain parameters'),
  },
  { ...closed, description: 'the network config record of spec 000 §3, by name' },
);
export type NetworkConfigRecord = Static<typeof NetworkConfigRecordSchema>;
