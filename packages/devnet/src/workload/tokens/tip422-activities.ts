import { readTip4CollectionInfo, readTip4NftInfo } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import type { RawAddress } from '../../contracts/shared/raw-address.js';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import {
  urlCollectionConstructorBody,
  urlCollectionState,
  urlMintBody,
  urlNftAddress,
  urlNftChangeManagerBody,
  urlNftTransferBody,
} from '../../contracts/tip422/index.js';
import type { DevnetUrlCollection } from './devnet-url-collection.js';
import type { ActivityContext, WorkloadActivity } from '../activity.js';
import { activeAccount } from './chain-reads.js';
import type { LedgerNft, TokenLedger } from './token-ledger.js';

const EVER = 1_000_000_000n;

/** Values (nano) of the URL collection's calls; what is not spent stays with the collection or the NFT, or returns. */
const TIP422_VALUES = {
  /** The collection keeps it for its storage. */
  deploy: EVER,
  /** All of it goes on to the NFT, which keeps it. */
  mint: EVER / 2n,
  /** What the NFT does not spend returns to the manager (changeManager alike). */
  transfer: EVER / 4n,
} as const;

/** NFTs the workload mints in the URL collection: enough to show lists and a failing metadata server, few enough to read quickly. */
export const URL_COLLECTION_SIZE = 12n;

const NFT_TRIES = 8;

/**
 * The URL collection's activities: its owner deploys it (setting its URLs), then mints its NFTs to participants one
 * at a time (the next once the collection counted the last), and managers transfer them on or hand the management to
 * another participant. The ledger records them like the TIP-4 collections' NFTs.
 */
export function tip422Activities(collection: DevnetUrlCollection, ledger: TokenLedger): WorkloadActivity[] {
  let deploySent = false;
  /** The id of the mint in flight, until the collection counted it. */
  let minting: bigint | null = null;
  return [
    {
      name: 'tip422-mint',
      weight: 3,
      run(context) {
        const account = activeAccount(context.host, collection.address);
        if (account === null) {
          if (deploySent) return null;
          const result = context.send(collection.owner, { internal: deployMessage(collection) });
          deploySent = result.kind === 'executed';
          return result;
        }
        const minted = readTip4CollectionInfo(account).totalMinted ?? 0n;
        if ((minting !== null && minted <= minting) || minted >= URL_COLLECTION_SIZE) return null;
        const to = context.random.pick(context.participants);
        const result = context.send(collection.owner, {
          internal: relaxedInternalMessage({ dest: collection.address, value: TIP422_VALUES.mint, bounce: true, body: urlMintBody(to.rawAddress) }),
        });
        if (result.kind === 'executed') {
          minting = minted;
          ledger.mintNft(collection.address, minted, to.rawAddress);
        }
        return result;
      },
    },
    {
      name: 'tip422-transfer',
      weight: 2,
      run: (context) =>
        sendAsManager(context, collection, ledger, (nft, manager, to) => ({
          body: urlNftTransferBody(to, manager),
          record: () => ledger.transferNft(nft.collection, nft.id, to),
        })),
    },
    {
      name: 'tip422-manager',
      weight: 1,
      run: (context) =>
        sendAsManager(context, collection, ledger, (nft, manager, to) => ({
          body: urlNftChangeManagerBody(to, manager),
          record: () => ledger.changeNftManager(nft.collection, nft.id, to),
        })),
    },
  ];
}

function deployMessage(collection: DevnetUrlCollection) {
  const { stateInit } = urlCollectionState(collection.codes, { owner: collection.owner.rawAddress, nonce: collection.nonce });
  return relaxedInternalMessage({
    dest: collection.address,
    value: TIP422_VALUES.deploy,
    bounce: false,
    stateInit,
    body: urlCollectionConstructorBody({ collectionUrl: collection.collectionUrl, nftBaseUrl: collection.nftBaseUrl }),
  });
}

/**
 * The call `make` builds for a settled NFT of the collection (its owner and manager on chain the ledger's), sent by its
 * manager with another participant as the new party; null when none is settled.
 */
function sendAsManager(
  context: ActivityContext,
  collection: DevnetUrlCollection,
  ledger: TokenLedger,
  make: (nft: Readonly<LedgerNft>, manager: RawAddress, to: RawAddress) => { body: Cell; record: () => void },
) {
  const nfts = ledger.nfts().filter((nft) => nft.collection === collection.address && !nft.burned);
  for (let i = 0; i < NFT_TRIES && nfts.length > 0; i++) {
    const nft = context.random.pick(nfts);
    const address = urlNftAddress(collection.codes, collection.address, nft.id);
    const account = activeAccount(context.host, address);
    if (account === null) continue;
    const info = readTip4NftInfo(account);
    if (info.owner !== nft.owner || info.manager !== nft.manager) continue;
    const manager = context.participants.find((wallet) => wallet.rawAddress === nft.manager);
    const others = context.participants.filter((wallet) => wallet !== manager);
    if (manager === undefined || others.length === 0) return null;
    const call = make(nft, manager.rawAddress, context.random.pick(others).rawAddress);
    const result = context.send(manager, {
      internal: relaxedInternalMessage({ dest: address, value: TIP422_VALUES.transfer, bounce: true, body: call.body }),
    });
    if (result.kind === 'executed') call.record();
    return result;
  }
  return null;
}
