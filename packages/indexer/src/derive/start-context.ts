import { decodeConfigParams, readBocSingle } from '@tvmscan/tvm';
import type { ChainRows } from '@tvmscan/store';
import type { PreparedBatch } from '../pipeline/prepared-batch.js';
import type { StateSource } from '../sources/state-source.js';
import { configRow, validatorSetRows } from '../pipeline/key-block-rows.js';

/**
 * The masterchain context of an index started mid-chain at a block that is no key block: the config and validator
 * sets the state source gives, recorded at the start block, so that the network-config and validators pages work
 * from the start instead of from the next key block. Without a state source that gives the config, they wait for it.
 */
export async function addStartContext(rows: ChainRows, first: PreparedBatch, stateSource: StateSource | undefined): Promise<void> {
  if (first.config !== null || !stateSource?.getConfig) return;
  const boc = await stateSource.getConfig();
  if (boc === null) return;
  const config = decodeConfigParams(readBocSingle(boc));
  rows.configs.unshift(configRow(config, first.seqno, first.genUtime, null));
  rows.validatorSets.unshift(...validatorSetRows(config, first.seqno));
}
