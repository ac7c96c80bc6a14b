import { emptyNftIndexRows, type NftIndexRow, type NftIndexRows } from '@tvmscan/store';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';

/**
 * The TIP-4.3 Index and IndexBasis rows of one write, in chain order: a transaction that deploys one (recognised by
 * its code, read from its deploying message) makes its row live; a transaction that leaves an active account no
 * longer active (an Index's or IndexBasis's `destruct` self-destructs it) ends the row of that address, whether this
 * write deployed it or an earlier one did. A later deploy at the same address (an NFT back with an earlier owner)
 * makes it live again. Nothing is held between writes: the rows say all.
 */
export function deriveNftIndexes(group: readonly PreparedBatch[]): NftIndexRows {
  const rows = emptyNftIndexRows();
  const deployed = new Map<string, NftIndexRow>();
  const destroyed = new Map<string, bigint>();
  for (const batch of group) {
    for (const facts of batch.transactions) {
      const address = `${facts.workchain}:${facts.account}`;
      if (facts.nftIndexDeploy) {
        deployed.set(address, indexRow(address, facts));
        destroyed.delete(address);
      } else if (facts.origStatus === 'active' && facts.endStatus !== 'active') {
        const row = deployed.get(address);
        if (row) Object.assign(row, { live: false, destroyed_lt: facts.lt });
        else destroyed.set(address, facts.lt);
      }
    }
  }
  rows.indexes = [...deployed.values()];
  rows.destroyed = [...destroyed].map(([address, lt]) => ({ address, destroyed_lt: lt }));
  return rows;
}

function indexRow(address: string, facts: TransactionFacts): NftIndexRow {
  const init = facts.nftIndexDeploy!;
  const base = { address, collection_address: init.collection, live: true, deployed_at: facts.now, deployed_lt: facts.lt, destroyed_lt: null };
  if (init.kind === 'IndexBasis') return { ...base, kind: 'IndexBasis', nft_address: null, owner_address: null, in_collection: null };
  return { ...base, kind: 'Index', nft_address: init.nft, owner_address: init.owner, in_collection: init.inCollection };
}
