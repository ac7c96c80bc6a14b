import {
  configParamValue,
  encodeConfigParams,
  validatorEntries,
  validatorSetTotalWeight,
  writeBoc,
  type ConfigParams,
  type ValidatorSet,
} from '@tvmscan/tvm';
import type { ConfigRow, ValidatorSetRow } from '@tvmscan/store';

const VALIDATOR_SET_PARAMS = [32, 34, 36] as const;

/** The config row of a key block (or of the zerostate, as masterchain seqno 0). */
export function configRow(config: ConfigParams, mcSeqno: number, genUtime: number, blockRootHash: string | null): ConfigRow {
  return {
    mc_seqno: mcSeqno,
    block_root_hash: blockRootHash,
    gen_utime: genUtime,
    config_address: config.address,
    boc: writeBoc(encodeConfigParams(config)),
  };
}

/** The previous, current and next validator sets the config names (params 32, 34, 36), where present. */
export function validatorSetRows(config: ConfigParams, mcSeqno: number): ValidatorSetRow[] {
  const rows: ValidatorSetRow[] = [];
  for (const index of VALIDATOR_SET_PARAMS) {
    const set = configParamValue(config, index);
    if (set) rows.push(validatorSetRow(set, mcSeqno));
  }
  return rows;
}

function validatorSetRow(set: ValidatorSet, mcSeqno: number): ValidatorSetRow {
  return {
    utime_since: set.utimeSince,
    utime_until: set.utimeUntil,
    total: set.total,
    main: set.main,
    total_weight: validatorSetTotalWeight(set),
    validators: JSON.stringify(
      validatorEntries(set).map((entry) => ({ publicKey: entry.publicKey, weight: entry.weight.toString(), adnlAddress: entry.adnlAddress })),
    ),
    first_mc_seqno: mcSeqno,
  };
}
