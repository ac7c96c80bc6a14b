import type { NftEventFact } from './classifier-input.js';
import { burnedNft, ZERO_ADDRESS, type NftChainEvent } from '../tip4/nft-events.js';

/** An NFT as its events have left it. */
export interface NftItemState {
  readonly address: string;
  readonly collection: string;
  readonly id: bigint;
  readonly owner: string;
  readonly manager: string;
  readonly burned: boolean;
}

/** Where an event was read: the account that emitted it, and the sender of the message it ran on. */
export interface NftEventSource {
  readonly account: string;
  readonly inMessageSource: string | null;
}

/** The NFT an event is about: the emitting account, or the NFT a collection's NftBurned names. */
export function nftEventSubject(event: NftChainEvent, account: string): string {
  return event.kind === 'NftBurned' ? burnedNft(event, account).nft : account;
}

/**
 * What one event does to its NFT (`item`: the NFT as known before it, undefined when never seen), by the rules the
 * index keeps, so that the indexer and an emulation tell the same: an NftCreated counts only for an NFT not seen
 * before, deployed by the collection it names (the deploying message came from it), so that no contract claims a
 * collection's name; the other events count only for NFTs so made and not burned, a burn only with its NFT's
 * collection and id. Null when the event does not count.
 */
export function applyNftEvent(
  item: NftItemState | undefined,
  event: NftChainEvent,
  source: NftEventSource,
): { readonly item: NftItemState; readonly fact: NftEventFact } | null {
  if (event.kind === 'NftCreated') {
    if (item !== undefined || source.inMessageSource !== event.collection) return null;
    const created = {
      address: source.account,
      collection: event.collection,
      id: event.id,
      owner: event.owner,
      manager: event.manager,
      burned: false,
    };
    return {
      item: created,
      fact: {
        kind: 'NftCreated',
        nft: created.address,
        collection: created.collection,
        id: created.id,
        from: ZERO_ADDRESS,
        to: created.owner,
        manager: created.manager,
      },
    };
  }
  if (item === undefined || item.burned) return null;
  const about = { nft: item.address, collection: item.collection, id: item.id, manager: null };
  if (event.kind === 'NftBurned') {
    const burned = burnedNft(event, source.account);
    if (burned.collection !== item.collection || event.id !== item.id) return null;
    return { item: { ...item, burned: true }, fact: { ...about, kind: 'NftBurned', from: burned.owner, to: ZERO_ADDRESS } };
  }
  const moved = event.kind === 'OwnerChanged' ? { ...item, owner: event.to } : { ...item, manager: event.to };
  return { item: moved, fact: { ...about, kind: event.kind, from: event.from, to: event.to } };
}
