import type { BlockExtraTag, BlockTag, Cell, ConsensusInfo, McStateExtra, OutMsgQueueUpdates, ShardDescr } from '@tvmscan/tvm';
import type { NetworkName } from './network-config.js';

type ShardDescrVariant =
  | Pick<Extract<ShardDescr, { layout: 'standard' }>, 'layout' | 'nextValidatorShard'>
  | Pick<Extract<ShardDescr, { layout: 'tycho' }>, 'layout' | 'extProcessedToAnchorId' | 'topScBlockUpdated'>;

/**
 * How the network's own nodes lay out the blocks and states the devnet writes. Everscale: Block #11ef55aa,
 * BlockExtra #4a33f6fd, states #9023afe2. Tycho, as its fixtures show: Block #11ef55bb with the queue diff hash
 * and tail length, BlockInfo and states with gen_utime_ms, BlockExtra #4a33f6fc (its envelopes' use_dest_bits
 * a whole byte), shard descriptions with ext_processed_to_anchor_id and top_sc_block_updated, and a masterchain
 * state extra carrying the consensus info.
 */
export interface BlockLayout {
  readonly blockTag: BlockTag;
  readonly blockExtraTag: BlockExtraTag;
  /** gen_utime_ms of blocks and states (the devnet makes them on whole seconds); null where the layout has none. */
  readonly genUtimeMs: number | null;
  /**
   * What follows the state update in #11ef55bb blocks. The devnet keeps no queue diffs apart from its state,
   * so Tycho's diff hash is that of the out-message queue the block leaves, and the tail is that one diff.
   */
  outMsgQueueUpdates(outQueue: Cell): OutMsgQueueUpdates | null;
  shardDescr(nextValidatorShard: bigint): ShardDescrVariant;
  /** The masterchain state extra's flags and consensus info for a chain that began at `genesisTime`. */
  consensus(genesisTime: number): Pick<McStateExtra, 'flags' | 'consensusInfo'>;
}

/** McStateExtra flag bit 2 in Tycho states: the consensus info follows. */
const TYCHO_CONSENSUS_INFO_FLAG = 0b100;

const EVERSCALE: BlockLayout = {
  blockTag: 0x11ef55aa,
  blockExtraTag: 0x4a33f6fd,
  genUtimeMs: null,
  outMsgQueueUpdates: () => null,
  shardDescr: (nextValidatorShard) => ({ layout: 'standard', nextValidatorShard }),
  consensus: () => ({ flags: 0, consensusInfo: null }),
};

const TYCHO: BlockLayout = {
  blockTag: 0x11ef55bb,
  blockExtraTag: 0x4a33f6fc,
  genUtimeMs: 0,
  outMsgQueueUpdates: (outQueue) => ({ kind: 'tycho', diffHash: outQueue.hashHex(), tailLength: 1 }),
  shardDescr: () => ({ layout: 'tycho', extProcessedToAnchorId: 0, topScBlockUpdated: true }),
  consensus: (genesisTime) => {
    const consensusInfo: ConsensusInfo = {
      vsetSwitchRound: 0,
      prevVsetSwitchRound: 0,
      genesisStartRound: 0,
      genesisMillis: BigInt(genesisTime) * 1000n,
      prevShuffleMcValidators: true,
    };
    return { flags: TYCHO_CONSENSUS_INFO_FLAG, consensusInfo };
  },
};

export function blockLayout(network: NetworkName): BlockLayout {
  return network === 'tycho' ? TYCHO : EVERSCALE;
}
