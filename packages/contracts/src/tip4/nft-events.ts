import { TvmError, type Cell, type Transaction } from '@tvmscan/tvm';
import { AbiBodyReader } from '../abi/abi-body-reader.js';

/**
 * The event ids of the TIP-4.1 NFT events (ABI 2.x: the first 32 bits of the SHA-256 of `Name(types)v2`, the top bit
 * cleared); `test/tip4-ids.test.ts` checks them against the ABI of @broxus/tip4's Nft.
 */
export const NFT_EVENT_IDS = {
  /** `NftCreated(uint256 id, address owner, address manager, address collection)`, from the NFT's constructor. */
  NftCreated: 0x0c1b0fb4,
  /** `OwnerChanged(address oldOwner, address newOwner)`. */
  OwnerChanged: 0x147d9cbe,
  /** `ManagerChanged(address oldManager, address newManager)`. */
  ManagerChanged: 0x39b2fc09,
  /** `NftBurned(uint256 id, address owner, address manager, address collection)`, or `(id, nft, owner, manager)` from a collection. */
  NftBurned: 0x60a04106,
} as const;

export type NftEventName = keyof typeof NFT_EVENT_IDS;

/** An NFT event as the NFT emitted it: `id` and `collection` for NftCreated and NftBurned, the old and new party otherwise. */
export type NftChainEvent = NftCreatedEvent | NftBurnedEvent | NftPartyEvent;
/** NftCreated, which the NFT emits as its constructor runs. */
export interface NftCreatedEvent {
  readonly kind: 'NftCreated';
  readonly index: number;
  readonly id: bigint;
  readonly owner: string;
  readonly manager: string;
  readonly collection: string;
}
/**
 * NftBurned: the standard's NFT emits `(id, owner, manager, collection)`, while the @broxus collections emit it on
 * the NFT's `acceptNftBurn` as `(id, nft, owner, manager)`; `burnedNft` tells which from the emitting account.
 */
export interface NftBurnedEvent {
  readonly kind: 'NftBurned';
  readonly index: number;
  readonly id: bigint;
  readonly addresses: readonly [string, string, string];
}
/** OwnerChanged or ManagerChanged: the old and the new party. */
export interface NftPartyEvent {
  readonly kind: 'OwnerChanged' | 'ManagerChanged';
  readonly index: number;
  readonly from: string;
  readonly to: string;
}

/** The NFT, its collection and its last owner and manager of an NftBurned event emitted by `emitter`. */
export function burnedNft(event: NftBurnedEvent, emitter: string): { nft: string; collection: string; owner: string; manager: string } {
  const [first, second, third] = event.addresses;
  if (third === emitter) return { nft: emitter, collection: third, owner: first, manager: second };
  return { nft: first, collection: emitter, owner: second, manager: third };
}

const NAMES = new Map<number, NftEventName>(Object.entries(NFT_EVENT_IDS).map(([name, id]) => [id, name as NftEventName]));

/**
 * The NFT events of a transaction that ran to the end, read from its external outbound messages in order (`index`
 * counts the events read). Only bodies are read, so it is cheap enough to run on every transaction; a body with an
 * event's id that does not hold its parameters is no event.
 */
export function nftEvents(tx: Transaction): NftChainEvent[] {
  if (tx.description.kind !== 'ordinary' || tx.description.aborted) return [];
  const events: NftChainEvent[] = [];
  for (const ref of tx.outMsgs) {
    if (ref.message.info.kind !== 'externalOut') continue;
    const event = readEvent(ref.message.body, events.length);
    if (event) events.push(event);
  }
  return events;
}

function readEvent(body: Cell, index: number): NftChainEvent | null {
  const start = AbiBodyReader.afterFunctionId(body);
  const kind = start && NAMES.get(start.functionId);
  if (!start || !kind) return null;
  const { reader } = start;
  try {
    if (kind === 'NftCreated' || kind === 'NftBurned') {
      const id = reader.uint(256);
      const [first, second, third] = [reader.address(), reader.address(), reader.address()];
      if (!first || !second || !third) return null;
      if (kind === 'NftBurned') return { kind, index, id, addresses: [first, second, third] };
      return { kind, index, id, owner: first, manager: second, collection: third };
    }
    const [from, to] = [reader.address(), reader.address()];
    return from && to ? { kind, index, from, to } : null;
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}

/** The zero address of workchain 0: where an NFT's creation comes from and its burn goes to (spec 001 §3). */
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;
