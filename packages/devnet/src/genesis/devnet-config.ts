import { Builder, configParamValue, encodeConfigParamValue, type ConfigParams } from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';
import { DEVNET_ELECTION_TIMINGS, type ValidatorSchedule } from './validator-schedule.js';

interface DevnetConfigInput {
  base: ConfigParams;
  globalId: number;
  genesisTime: number;
  shardDepth: number;
  zerostateRootHash: string;
  zerostateFileHash: string;
  validators: ValidatorSchedule;
}

const VALIDATOR_SET_PARAMS = [32, 33, 35, 36, 37];
/** `_ global_id:int32 = ConfigParam 19` (Tycho configs carry it). */
const GLOBAL_ID_PARAM = 19;

/**
 * A real network's config adapted to the devnet: workchain 0 points at the devnet's zerostate and has its
 * shard count, the global id (param 19, where the config has one) is the devnet's, elections take minutes,
 * and a validator set elected from the devnet's keys validates.
 */
export function buildDevnetConfig(input: DevnetConfigInput): ConfigParams {
  const params = new Map(input.base.params);
  const workchains = configParamValue(input.base, 12);
  const basechain = workchains?.find((entry) => entry.workchain === 0);
  if (workchains === undefined || basechain === undefined) throw new DevnetError('bad-config', 'the base config has no workchain 0 (param 12)');
  const descr = {
    ...basechain.descr,
    enabledSince: input.genesisTime,
    monitorMinSplit: input.shardDepth,
    minSplit: input.shardDepth,
    maxSplit: Math.max(input.shardDepth, basechain.descr.maxSplit),
    zerostateRootHash: input.zerostateRootHash,
    zerostateFileHash: input.zerostateFileHash,
  };
  params.set(12, encodeConfigParamValue(12, [{ workchain: 0, descr }]));
  params.set(15, encodeConfigParamValue(15, DEVNET_ELECTION_TIMINGS));
  if (params.has(GLOBAL_ID_PARAM)) params.set(GLOBAL_ID_PARAM, new Builder().storeInt(input.globalId, 32).endCell());
  params.set(16, encodeConfigParamValue(16, { maxValidators: 100, maxMainValidators: 100, minValidators: 3 }));
  for (const index of VALIDATOR_SET_PARAMS) params.delete(index);
  params.set(34, encodeConfigParamValue(34, input.validators.elect(input.genesisTime, DEVNET_ELECTION_TIMINGS)));
  return { address: input.base.address, params };
}
