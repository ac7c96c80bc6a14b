import type { Generated } from 'kysely';
import type { Bytes, Int8, Json, Numeric } from '../sql/columns.js';

export interface BlocksTable {
  root_hash: string;
  file_hash: string;
  workchain: number;
  shard: string;
  seqno: number;
  mc_seqno: number;
  global_id: number;
  version: number;
  gen_utime: Int8;
  gen_software_version: number | null;
  gen_software_capabilities: Int8 | null;
  start_lt: Int8;
  end_lt: Int8;
  is_key_block: boolean;
  prev_key_block_seqno: number;
  prev1_seqno: number;
  prev1_root_hash: string;
  prev2_seqno: number | null;
  prev2_root_hash: string | null;
  after_merge: boolean;
  after_split: boolean;
  before_split: boolean;
  want_split: boolean;
  want_merge: boolean;
  vert_seqno: number;
  gen_validator_list_hash_short: Int8;
  gen_catchain_seqno: number;
  min_ref_mc_seqno: Int8;
  master_ref_seqno: number | null;
  transaction_count: number;
  account_block_count: number;
  in_msg_count: number;
  out_msg_count: number;
  value_flow: Json<ValueFlowJson>;
}

/** Value flow amounts as decimal strings (native currency). */
export interface ValueFlowJson {
  fromPrevBlk: string;
  toNextBlk: string;
  imported: string;
  exported: string;
  feesCollected: string;
  feesImported: string;
  recovered: string;
  created: string;
  minted: string;
  burned: string | null;
}

export interface ShardDescriptionsTable {
  mc_seqno: number;
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: string;
  file_hash: string;
  reg_mc_seqno: Int8;
  start_lt: Int8;
  end_lt: Int8;
  gen_utime: Int8;
  min_ref_mc_seqno: Int8;
  before_split: boolean;
  before_merge: boolean;
  want_split: boolean;
  want_merge: boolean;
  fees_collected: Numeric;
  funds_created: Numeric;
}

export interface TransactionsTable {
  hash: string;
  workchain: number;
  account: string;
  lt: Int8;
  now: Int8;
  block_root_hash: string;
  mc_seqno: number;
  tx_type: string;
  tick_tock: string | null;
  aborted: boolean;
  orig_status: string;
  end_status: string;
  total_fees: Numeric;
  balance_change: Numeric;
  in_msg_value: Numeric;
  out_msgs_value: Numeric;
  exit_code: number | null;
  result_code: number | null;
  in_msg_hash: string | null;
  out_msg_count: number;
  prev_trans_hash: string;
  prev_trans_lt: Int8;
  old_hash: string;
  new_hash: string;
  description: Json<unknown>;
  fees: Json<unknown>;
  boc: Bytes;
  /** The trace the transaction belongs to (its root transaction's hash); null when written without traces. */
  trace_id: string | null;
  /** The function its inbound message calls, where a known ABI names it; null otherwise or when written without actions. */
  method_name: string | null;
}

export interface MessagesTable {
  hash: string;
  message_type: string;
  src_workchain: number | null;
  src_address: string | null;
  dst_workchain: number | null;
  dst_address: string | null;
  value: Numeric;
  fwd_fee: Numeric;
  ihr_fee: Numeric;
  import_fee: Numeric;
  created_lt: Int8 | null;
  created_at: Int8 | null;
  bounce: boolean;
  bounced: boolean;
  body_hash: string | null;
  has_state_init: boolean;
  src_transaction_hash: string | null;
  src_transaction_lt: Int8 | null;
  src_transaction_time: Int8 | null;
  dst_transaction_hash: string | null;
  dst_transaction_lt: Int8 | null;
  dst_transaction_time: Int8 | null;
  mc_seqno: number;
  boc: Bytes;
}

export interface AccountBlocksTable {
  block_root_hash: string;
  workchain: number;
  account: string;
  old_hash: string;
  new_hash: string;
  transaction_count: number;
}

export interface AccountsTable {
  workchain: number;
  address: string;
  balance: Numeric;
  state: string;
  code_hash: string | null;
  creator_workchain: number | null;
  creator_address: string | null;
  created_at: Int8 | null;
  updated_at: Int8 | null;
  last_trans_lt: Int8 | null;
  last_trans_hash: string | null;
  /** Met mid-chain already existing with no state to tell its values: `balance` holds 0, not its balance. */
  balance_partial: Generated<boolean>;
}

export interface AccountStatesTable {
  workchain: number;
  address: string;
  last_trans_lt: Int8 | null;
  boc: Bytes;
  fetched_at: Int8;
}

export interface ConfigsTable {
  mc_seqno: number;
  block_root_hash: string | null;
  gen_utime: Int8;
  config_address: string;
  boc: Bytes;
}

/** One validator of a set as stored (amounts and weights as decimal strings). */
export interface ValidatorJson {
  publicKey: string;
  weight: string;
  adnlAddress: string | null;
}

export interface ValidatorSetsTable {
  utime_since: Int8;
  utime_until: Int8;
  total: number;
  main: number;
  total_weight: Numeric;
  validators: Json<ValidatorJson[]>;
  first_mc_seqno: number;
}

/** A candidate of an open election, as it applied. */
export interface ElectionCandidateJson {
  publicKey: string;
  /** The wallet that staked, `-1:hex`. */
  address: string;
  /** Nanotokens staked. */
  stake: string;
  /** The largest ratio of its effective stake to the smallest one it accepts, 16.16 fixed point (65536 is 1). */
  maxFactor: number;
  adnlAddress: string;
}

/** An elected validator of a conducted election, with the stake the elector keeps frozen. */
export interface ElectedParticipantJson {
  publicKey: string;
  /** The wallet the stake returns to, `-1:hex`. */
  address: string;
  /** Nanotokens frozen. */
  stake: string;
  /** Its weight in the elected validator set (uint64, decimal). */
  weight: string;
  /** The stake was confiscated after a complaint. */
  banned: boolean;
}

/** One participant of an election as stored. */
export type ElectionParticipantJson = ElectionCandidateJson | ElectedParticipantJson;

export interface ElectionsTable {
  election_id: Int8;
  elect_close: Int8 | null;
  min_stake: Numeric | null;
  total_stake: Numeric;
  bonuses: Numeric;
  finished: boolean;
  failed: boolean;
  participants: Json<ElectionParticipantJson[]>;
  unfreeze_at: Int8 | null;
  stake_held: Int8 | null;
  validator_set_hash: string | null;
  updated_mc_seqno: number;
}

export interface StatsBucketsTable {
  period: number;
  bucket_start: Int8;
  transactions: Int8;
  messages: Int8;
  accounts_created: Int8;
  accounts_active: Int8;
  volume: Numeric;
  total_supply: Numeric | null;
}

export interface ChainTotalsTable {
  id: number;
  transactions: Int8;
  messages: Int8;
  accounts: Int8;
  total_supply: Numeric;
  latest_mc_seqno: number;
  latest_mc_utime: Int8;
  shardchain_count: number;
}

export interface CheckpointTable {
  id: number;
  mc_seqno: number;
  source: string;
  /** The first masterchain block the index holds (0 when it starts from the zerostates). */
  start_mc_seqno: Generated<number>;
  updated_at: Generated<Date>;
}

export interface CountCacheTable {
  key: string;
  count: Int8;
  computed_mc_seqno: number;
  computed_at: Generated<Date>;
}

/** The chain's tables: what the indexer writes from blocks, its checkpoint and the count cache. */
export interface ChainCoreSchema {
  blocks: BlocksTable;
  shard_descriptions: ShardDescriptionsTable;
  transactions: TransactionsTable;
  messages: MessagesTable;
  account_blocks: AccountBlocksTable;
  accounts: AccountsTable;
  account_states: AccountStatesTable;
  configs: ConfigsTable;
  validator_sets: ValidatorSetsTable;
  elections: ElectionsTable;
  stats_buckets: StatsBucketsTable;
  chain_totals: ChainTotalsTable;
  checkpoint: CheckpointTable;
  count_cache: CountCacheTable;
  traces: TracesTable;
  actions: ActionsTable;
  action_accounts: ActionAccountsTable;
}

/**
 * A trace: the transactions one root caused (an external inbound message, a tick or tock, or a message whose origin
 * lies before the indexed history), its id the root transaction's hash. `pending_messages` counts the internal
 * messages its transactions sent that no indexed transaction has consumed yet; it is complete when none is left.
 */
export interface TracesTable {
  trace_id: string;
  root_message_hash: string | null;
  /** Raw `wc:hex`. */
  root_account: string;
  start_lt: Int8;
  end_lt: Int8;
  start_time: Int8;
  end_time: Int8;
  transaction_count: number;
  action_count: number;
  pending_messages: number;
  complete: boolean;
}

/** What an action holds as JSON: the `Action` union of `@tvmscan/contracts` (its `type` names the rest). */
export interface ActionJson {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** An action of a transaction (`position` orders those of one transaction), with its trace and the columns lists filter on. */
export interface ActionsTable {
  transaction_hash: string;
  position: number;
  trace_id: string;
  lt: Int8;
  block_time: Int8;
  type: string;
  success: boolean;
  /** Its main amount (nano, or the token's smallest unit); null when it moves none. */
  amount: Numeric | null;
  token_root: string | null;
  exit_code: number | null;
  action: Json<ActionJson>;
}

/** Each account an action names, for an account's history in actions. */
export interface ActionAccountsTable {
  account: string;
  block_time: Int8;
  lt: Int8;
  transaction_hash: string;
  position: number;
  type: string;
}
