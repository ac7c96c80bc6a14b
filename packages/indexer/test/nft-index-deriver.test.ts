import { describe, expect, it } from 'vitest';
import type { NftIndexDeploy } from '@tvmscan/contracts/operations';
import { deriveNftIndexes } from '../src/derive/nfts/nft-index-deriver.js';
import type { PreparedBatch } from '../src/pipeline/prepared-batch.js';
import type { TransactionFacts } from '../src/pipeline/transaction-facts.js';

const address = (byte: string) => `0:${byte.repeat(32)}`;
const INDEX = address('1a');
const OTHER_INDEX = address('2b');
const INDEX_DEPLOY: NftIndexDeploy = { kind: 'Index', nft: address('a1'), collection: address('c2'), owner: address('e3'), inCollection: false };

let lt = 1000n;

/** A transaction of `account` that deploys `deploy`, destroys the account (`'destroy'`), or does neither. */
function facts(account: string, action: NftIndexDeploy | 'destroy' | 'other'): TransactionFacts {
  lt += 10n;
  const deploy = typeof action === 'object' ? action : null;
  return {
    hash: lt.toString(16).padStart(64, '0'),
    workchain: 0,
    account: account.slice(2),
    lt,
    prevTransLt: lt - 10n,
    now: 1_700_000_000,
    balanceChange: 0n,
    origStatus: deploy ? 'nonexist' : 'active',
    endStatus: action === 'destroy' ? 'nonexist' : 'active',
    outMsgCount: 0,
    inMessageCodeHash: null,
    inMessage: null,
    inMessageByCollator: false,
    tokenOperations: null,
    tokenDeployInit: null,
    nftEvents: null,
    nftIndexDeploy: deploy,
    multiTokenEvents: null,
  };
}

const group = (transactions: TransactionFacts[]) => [{ transactions } as unknown as PreparedBatch];

describe('the TIP-4.3 Index rows of a write', () => {
  it('makes a deployed Index live with its collection, owner and NFT, and leaves other transactions alone', () => {
    const deploy = facts(INDEX, INDEX_DEPLOY);
    const rows = deriveNftIndexes(group([deploy, facts(INDEX, 'other')]));
    expect(rows.indexes).toEqual([
      {
        address: INDEX,
        kind: 'Index',
        collection_address: INDEX_DEPLOY.collection,
        nft_address: INDEX_DEPLOY.nft,
        owner_address: INDEX_DEPLOY.owner,
        in_collection: false,
        live: true,
        deployed_at: 1_700_000_000,
        deployed_lt: deploy.lt,
        destroyed_lt: null,
      },
    ]);
    expect(rows.destroyed).toEqual([]);
  });

  it('ends an Index deployed and destroyed in the same write, and one an earlier write deployed', () => {
    const destroy = facts(INDEX, 'destroy');
    const rows = deriveNftIndexes(group([facts(INDEX, INDEX_DEPLOY), destroy, facts(OTHER_INDEX, 'destroy')]));
    expect(rows.indexes).toMatchObject([{ address: INDEX, live: false, destroyed_lt: destroy.lt }]);
    expect(rows.destroyed).toEqual([{ address: OTHER_INDEX, destroyed_lt: lt }]);
  });

  it('makes an Index destroyed and deployed again at the same address live, with nothing left to end', () => {
    const redeploy = facts(INDEX, INDEX_DEPLOY);
    const rows = deriveNftIndexes(group([facts(INDEX, 'destroy'), redeploy]));
    expect(rows.indexes).toMatchObject([{ address: INDEX, live: true, deployed_lt: redeploy.lt, destroyed_lt: null }]);
    expect(rows.destroyed).toEqual([]);
  });
});
