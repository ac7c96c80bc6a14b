import { Builder, encodeHashUpdate, hexToBytes, Slice, type Cell } from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';

/** transaction$0111 account_addr:bits256 lt:uint64, then prev_trans_hash:bits256 prev_trans_lt:uint64. */
const TAG_BITS = 4;
const ACCOUNT_AND_LT_BITS = 256 + 64;
const PREV_TRANS_BITS = 256 + 64;
/** References of a Transaction: ^[in_msg out_msgs], state_update, description. */
const STATE_UPDATE_REF = 1;

interface CollatorFields {
  prevTransHash: string;
  prevTransLt: bigint;
  /** Hash of the Account cell before the transaction, as the shard state holds it. */
  oldStateHash: string;
  newStateHash: string;
}

/**
 * Fills in what an Everscale collator writes into the transaction its executor returns: the link to the
 * account's previous transaction and the state update from the account as the shard state holds it
 * (Everscale's executor knows neither: it gets the Account alone, not the ShardAccount).
 */
export function withCollatorFields(transaction: Cell, fields: CollatorFields): Cell {
  if (transaction.refs.length !== 3)
    throw new DevnetError('executor', `the executor returned a transaction with ${transaction.refs.length} references instead of 3`);
  const s = new Slice(transaction);
  const head = s.loadBits(TAG_BITS + ACCOUNT_AND_LT_BITS);
  s.skip(PREV_TRANS_BITS);
  const b = new Builder()
    .storeBits(head)
    .storeBytes(hexToBytes(fields.prevTransHash))
    .storeUint(fields.prevTransLt, 64)
    .storeBits(s.loadBits(s.remainingBits));
  transaction.refs.forEach((ref, index) =>
    b.storeRef(index === STATE_UPDATE_REF ? encodeHashUpdate({ oldHash: fields.oldStateHash, newHash: fields.newStateHash }) : ref),
  );
  return b.endCell();
}
