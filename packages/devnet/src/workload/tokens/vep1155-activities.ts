import { MULTI_TOKEN_ABI_TEXT, runGetter } from '@tvmscan/contracts';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { RawAddress } from '../../contracts/shared/raw-address.js';
import {
  MULTI_COLLECTION_ABI,
  multiBurnBody,
  multiCollectionState,
  multiMintBody,
  multiNftAddress,
  multiTransferBody,
  multiWalletAddress,
} from '../../contracts/multi/index.js';
import type { DevnetMultiCollection } from './devnet-multi-collection.js';
import type { ActivityContext, WorkloadActivity } from '../activity.js';
import { activeAccount } from './chain-reads.js';
import type { TokenLedger } from './token-ledger.js';

const EVER = 1_000_000_000n;

/** Values (nano) of the multi-token calls; what is not spent stays with the collection or wallets, or returns. */
const VEP1155_VALUES = {
  /** Deploys the NFT (0.2) and the wallet (0.5); the first mint also deploys the collection, which keeps the rest. */
  mint: 2n * EVER,
  /** What the wallets do not spend returns to the sender. */
  transfer: EVER,
  burn: EVER,
} as const;

/** The supplies of the multi-tokens the workload mints, by id: a large, a middling and a small one. */
export const MULTI_TOKEN_SUPPLIES: readonly bigint[] = [1_000_000n, 500n, 7n];

/** The workload burns once: enough to show a lowered supply. */
const BURNS = 1;
const TRIES = 8;

/**
 * The multi-token collection's activities: its owner deploys it with the first mint and mints the next multi-tokens one
 * at a time (the next once the collection counted the last) to participants; holders transfer part of a balance to
 * another participant (deploying their wallet), and one holder burns. The ledger records each multi-token by its NFT's
 * address, like a fungible token.
 */
export function vep1155Activities(collection: DevnetMultiCollection, ledger: TokenLedger): WorkloadActivity[] {
  let deploySent = false;
  /** The id of the mint in flight, until the collection counted it. */
  let minting: bigint | null = null;
  let burns = 0;
  const nftOf = (id: bigint) => multiNftAddress(collection.codes, collection.address, id);
  return [
    {
      name: 'vep1155-mint',
      weight: 2,
      run(context) {
        const account = activeAccount(context.host, collection.address);
        if (account === null && deploySent) return null;
        const minted =
          account === null ? 0n : BigInt(runGetter(MULTI_COLLECTION_ABI, account, 'totalSupply', { answerId: '0' }, true).count as string);
        if ((minting !== null && minted <= minting) || minted >= BigInt(MULTI_TOKEN_SUPPLIES.length)) return null;
        const to = context.random.pick(context.participants);
        const supply = MULTI_TOKEN_SUPPLIES[Number(minted)]!;
        const stateInit =
          account === null
            ? multiCollectionState(collection.codes, { owner: collection.owner.rawAddress, nonce: collection.nonce }).stateInit
            : undefined;
        const result = context.send(collection.owner, {
          internal: relaxedInternalMessage({
            dest: collection.address,
            value: VEP1155_VALUES.mint,
            bounce: stateInit === undefined,
            body: multiMintBody(to.rawAddress, supply),
            ...(stateInit === undefined ? {} : { stateInit }),
          }),
        });
        if (result.kind === 'executed') {
          deploySent = true;
          minting = minted;
          ledger.mint(nftOf(minted), to.rawAddress, supply);
        }
        return result;
      },
    },
    {
      name: 'vep1155-transfer',
      weight: 3,
      run: (context) =>
        sendAsHolder(context, collection, ledger, (id, holder, balance) => {
          const others = context.participants.filter((wallet) => wallet.rawAddress !== holder);
          if (others.length === 0) return null;
          const to = context.random.pick(others).rawAddress;
          const count = context.random.amount(1n, balance < 1000n ? balance : 1000n);
          return {
            value: VEP1155_VALUES.transfer,
            body: multiTransferBody(count, to, holder),
            record: () => ledger.transfer(nftOf(id), holder, to, count),
          };
        }),
    },
    {
      name: 'vep1155-burn',
      weight: 1,
      run: (context) => {
        if (burns >= BURNS) return null;
        return sendAsHolder(context, collection, ledger, (id, holder, balance) => {
          const count = balance > 1n ? balance / 2n : balance;
          return {
            value: VEP1155_VALUES.burn,
            body: multiBurnBody(count, holder),
            record: () => {
              burns += 1;
              ledger.burn(nftOf(id), holder, count);
            },
          };
        });
      },
    },
  ];
}

interface HolderCall {
  readonly value: bigint;
  readonly body: ReturnType<typeof multiTransferBody>;
  readonly record: () => void;
}

/**
 * The call `make` builds for a settled wallet of one of the collection's multi-tokens (its balance on chain the
 * ledger's, above zero), sent by its owner; null when none is settled.
 */
function sendAsHolder(
  context: ActivityContext,
  collection: DevnetMultiCollection,
  ledger: TokenLedger,
  make: (id: bigint, holder: RawAddress, balance: bigint) => HolderCall | null,
) {
  const held: [bigint, RawAddress, bigint][] = [];
  for (let id = 0n; id < BigInt(MULTI_TOKEN_SUPPLIES.length); id++) {
    const nft = multiNftAddress(collection.codes, collection.address, id);
    for (const [holder, balance] of ledger.holders(nft)) if (balance > 0n) held.push([id, holder, balance]);
  }
  for (let i = 0; i < TRIES && held.length > 0; i++) {
    const [id, holder, balance] = context.random.pick(held);
    const wallet = multiWalletAddress(collection.codes, collection.address, id, holder);
    const account = activeAccount(context.host, wallet);
    if (account === null || BigInt(runGetter(MULTI_TOKEN_ABI_TEXT, account, 'balance', { answerId: '0' }, true).value as string) !== balance)
      continue;
    const sender = context.participants.find((participant) => participant.rawAddress === holder);
    if (sender === undefined) continue;
    const call = make(id, holder, balance);
    if (call === null) return null;
    const result = context.send(sender, { internal: relaxedInternalMessage({ dest: wallet, value: call.value, bounce: true, body: call.body }) });
    if (result.kind === 'executed') call.record();
    return result;
  }
  return null;
}
