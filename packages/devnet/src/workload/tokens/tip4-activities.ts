import { readTip4NftInfo } from '@tvmscan/contracts';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import { mintNftBody, nftBurnBody, nftChangeManagerBody, nftTransferBody, readTotalMinted, TIP4_VALUES } from '../../contracts/tip4/index.js';
import type { DevnetCollection } from './devnet-tokens.js';
import type { SubmitResult } from '../../chain/chain-engine.js';
import type { ActivityContext, WorkloadActivity } from '../activity.js';
import { activeAccount, existingAccount, nftAddressOf } from './chain-reads.js';
import type { LedgerNft, TokenLedger } from './token-ledger.js';
import { present } from '../../present.js';

/** Value sent ahead to the address of the next NFT, so that the NFT is deployed into an account that exists. */
const PREFUND_VALUE = 100_000_000n;

/**
 * TIP-4 activities on the devnet's collections: the owner mints NFTs to participants, managers transfer
 * them on, hand the management to another participant, or burn them. A mint takes two calls, as a careful minter makes them: value to the address the next NFT
 * will have, then `mintNft` once that account exists. (The sample Nft needs Everscale's executor, which
 * nekoton provides only for an account that exists; see DevnetExecutor.)
 */
export function tip4Activities(collections: readonly DevnetCollection[], ledger: TokenLedger): WorkloadActivity[] {
  const prefunded = new Map<string, { id: bigint; minted: boolean }>();
  return [
    {
      name: 'tip4-mint',
      weight: 5,
      run(context) {
        for (const collection of shuffled(context, collections)) {
          const result = advanceMint(context, collection, prefunded, ledger);
          if (result !== null) return result;
        }
        return null;
      },
    },
    {
      name: 'tip4-transfer',
      weight: 4,
      run: (context) =>
        sendAsManager(context, ledger, (nft, manager, others) => {
          const to = context.random.pick(others);
          return {
            body: nftTransferBody({ to: to.rawAddress, sendGasTo: manager.rawAddress }),
            value: TIP4_VALUES.transfer,
            record: () => ledger.transferNft(nft.collection, nft.id, to.rawAddress),
          };
        }),
    },
    {
      name: 'tip4-manager',
      weight: 2,
      run: (context) =>
        sendAsManager(context, ledger, (nft, manager, others) => {
          const to = context.random.pick(others);
          return {
            body: nftChangeManagerBody({ newManager: to.rawAddress, sendGasTo: manager.rawAddress }),
            value: TIP4_VALUES.changeManager,
            record: () => ledger.changeNftManager(nft.collection, nft.id, to.rawAddress),
          };
        }),
    },
    {
      name: 'tip4-burn',
      weight: 1,
      run: (context) =>
        sendAsManager(context, ledger, (nft, manager) => ({
          body: nftBurnBody({ sendGasTo: manager.rawAddress, callbackTo: manager.rawAddress }),
          value: TIP4_VALUES.burn,
          record: () => ledger.burnNft(nft.collection, nft.id),
        })),
    },
  ];
}

/** The next step of minting in `collection`: prefund the next NFT's address, or mint into it once funded; null while waiting. */
function advanceMint(
  context: ActivityContext,
  collection: DevnetCollection,
  prefunded: Map<string, { id: bigint; minted: boolean }>,
  ledger: TokenLedger,
): SubmitResult | null {
  const account = activeAccount(context.host, collection.address);
  if (account === null) return null;
  const next = readTotalMinted(account);
  const pending = prefunded.get(collection.address);
  const nft = nftAddressOf(collection.address, next);
  if (pending === undefined || pending.id < next) {
    const result = context.send(collection.owner, { internal: relaxedInternalMessage({ dest: nft, value: PREFUND_VALUE, bounce: false }) });
    if (result.kind === 'executed') prefunded.set(collection.address, { id: next, minted: false });
    return result;
  }
  if (pending.minted || existingAccount(context.host, nft) === null) return null;
  const to = context.random.pick(context.participants);
  const json = JSON.stringify({ type: 'Basic NFT', name: `${collection.name} #${next}` });
  const result = context.send(collection.owner, {
    internal: relaxedInternalMessage({
      dest: collection.address,
      value: TIP4_VALUES.mint,
      bounce: true,
      body: mintNftBody({ owner: to.rawAddress, json }),
    }),
  });
  if (result.kind === 'executed') {
    pending.minted = true;
    ledger.mintNft(collection.address, next, to.rawAddress);
  }
  return result;
}

const NFT_TRIES = 8;

type Participant = ActivityContext['participants'][number];
interface NftCall {
  body: ReturnType<typeof nftTransferBody>;
  value: bigint;
  /** Records the call in the ledger once it is executed. */
  record(): void;
}

/** Sends the call `make` builds from a settled NFT's manager wallet to the NFT; null when no NFT is settled. */
function sendAsManager(
  context: ActivityContext,
  ledger: TokenLedger,
  make: (nft: Readonly<LedgerNft>, manager: Participant, others: Participant[]) => NftCall,
): SubmitResult | null {
  const nft = pickSettledNft(context, ledger);
  if (nft === null) return null;
  const manager = context.participants.find((wallet) => wallet.rawAddress === nft.manager);
  const others = context.participants.filter((wallet) => wallet !== manager);
  if (manager === undefined || others.length === 0) return null;
  const call = make(nft, manager, others);
  const result = context.send(manager, {
    internal: relaxedInternalMessage({ dest: nftAddressOf(nft.collection, nft.id), value: call.value, bounce: true, body: call.body }),
  });
  if (result.kind === 'executed') call.record();
  return result;
}

/** An NFT whose owner and manager on chain are the ones the ledger expects (no call to it in flight), among a few tried at random. */
function pickSettledNft(context: ActivityContext, ledger: TokenLedger): Readonly<LedgerNft> | null {
  const nfts = ledger.nfts().filter((nft) => !nft.burned);
  for (let i = 0; i < NFT_TRIES && nfts.length > 0; i++) {
    const nft = context.random.pick(nfts);
    const account = activeAccount(context.host, nftAddressOf(nft.collection, nft.id));
    if (account === null) continue;
    const info = readTip4NftInfo(account);
    if (info.owner === nft.owner && info.manager === nft.manager) return nft;
  }
  return null;
}

function shuffled<T>(context: ActivityContext, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = context.random.below(i + 1);
    const picked = present(copy[j], `item ${j} of the shuffle`);
    copy[j] = present(copy[i], `item ${i} of the shuffle`);
    copy[i] = picked;
  }
  return copy;
}
