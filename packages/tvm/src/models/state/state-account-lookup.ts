import type { Cell } from '../../cell/cell.js';
import { CellType } from '../../cell/cell-type.js';
import { Slice } from '../../cell/slice.js';
import { lookupHashmap } from '../../dict/hashmap-lookup.js';
import { TlbError } from '../../errors.js';
import { loadShardAccount, type ShardAccount } from '../account/shard-account.js';
import { readAccountSummary, type AccountSummary } from '../account/account-summary.js';

const UNSPLIT_TAGS: readonly number[] = [0x9023afe2, 0x9023aeee, 0x9023afff, 0x9023aaaa];
const ACCOUNT_KEY_BITS = 256;
const SPLIT_DEPTH_BITS = 5;

/**
 * An account as a shard state (or the part of it a Merkle proof or update holds) gives it: its ShardAccount and
 * what its Account cell tells of it; absent from the state (the account does not exist there); or not available, where the path to it
 * is pruned or the state is split in two.
 */
export type StateAccountLookup =
  | { readonly kind: 'found'; readonly shardAccount: ShardAccount; readonly account: AccountSummary | null }
  | { readonly kind: 'absent' }
  | { readonly kind: 'unavailable' };

const ABSENT: StateAccountLookup = { kind: 'absent' };
const UNAVAILABLE: StateAccountLookup = { kind: 'unavailable' };

/**
 * The new state a block's `state_update` (MERKLE_UPDATE ShardState) ends in: the cells the block changed are there
 * unpruned, among them the ShardAccounts entries of every account it has transactions of.
 */
export function stateAfterUpdate(stateUpdate: Cell): Cell {
  if (stateUpdate.type !== CellType.MerkleUpdate) throw new TlbError('bad-value', 'a state update must be a Merkle update cell');
  return stateUpdate.refs[1]!;
}

/** Finds the account `accountId` (its 256-bit address in the shard's workchain) in the ShardAccounts of an unsplit shard state, walking only the cells on its path. */
export function findStateAccount(stateRoot: Cell, accountId: bigint): StateAccountLookup {
  if (stateRoot.type === CellType.PrunedBranch || !UNSPLIT_TAGS.includes(new Slice(stateRoot).loadUint(32))) return UNAVAILABLE;
  const accounts = stateRoot.refs[1];
  if (accounts === undefined) throw new TlbError('bad-value', 'a shard state needs its accounts as its second reference');
  if (accounts.type === CellType.PrunedBranch) return UNAVAILABLE;
  const root = new Slice(accounts).loadMaybeRef();
  if (root === null) return ABSENT;
  const found = lookupHashmap(root, ACCOUNT_KEY_BITS, accountId);
  if (found.kind !== 'found') return found.kind === 'absent' ? ABSENT : UNAVAILABLE;
  skipDepthBalanceInfo(found.leaf);
  const shardAccount = loadShardAccount(found.leaf);
  if (shardAccount.account.type === CellType.PrunedBranch) return UNAVAILABLE;
  return { kind: 'found', shardAccount, account: readAccountSummary(shardAccount.account) };
}

/** Steps over a leaf's DepthBalanceInfo without entering its extra currencies, which an update may prune. */
function skipDepthBalanceInfo(s: Slice): void {
  s.skip(SPLIT_DEPTH_BITS);
  s.loadCoins();
  s.loadMaybeRef();
}
