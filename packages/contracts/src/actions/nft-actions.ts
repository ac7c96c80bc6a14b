import type { Action, MultiTokenRef, NftRef } from './action.js';
import { action } from './action-parts.js';
import type { MultiTokenMovement, NftEventFact } from './classifier-input.js';

const DONE = { success: true, failure: null, amount: null } as const;

/**
 * The NFT actions of an NFT's transaction: a transfer changes the owner and, in TIP-4.1, the manager in the same
 * step; the two events are one NftTransfer (with the new manager), a lone ManagerChanged is an NftManagerChange.
 */
export function nftActions(events: readonly NftEventFact[]): Action[] {
  const transferred = new Set(events.filter((event) => event.kind === 'OwnerChanged').map((event) => event.nft));
  return events.flatMap((event): Action[] => {
    const ref: NftRef = { nft: event.nft, collection: event.collection, id: event.id.toString() };
    switch (event.kind) {
      case 'NftCreated':
        return [action('NftMint', { ...ref, owner: event.to, manager: event.manager ?? event.to }, { ...DONE, accounts: [event.nft, event.to] })];
      case 'OwnerChanged': {
        const manager = events.find((other) => other.kind === 'ManagerChanged' && other.nft === event.nft)?.to ?? null;
        return [action('NftTransfer', { ...ref, from: event.from, to: event.to, manager }, { ...DONE, accounts: [event.nft, event.from, event.to] })];
      }
      case 'ManagerChanged':
        if (transferred.has(event.nft)) return [];
        return [action('NftManagerChange', { ...ref, from: event.from, to: event.to }, { ...DONE, accounts: [event.nft, event.from, event.to] })];
      case 'NftBurned':
        return [action('NftBurn', { ...ref, owner: event.from }, { ...DONE, accounts: [event.nft, event.from] })];
    }
  });
}

export function multiTokenActions(movements: readonly MultiTokenMovement[]): Action[] {
  return movements.flatMap((movement): Action[] => {
    const ref: MultiTokenRef = { collection: movement.collection, id: movement.id.toString(), nft: movement.nft };
    const fields = { success: true, failure: null, amount: movement.count };
    const { from, to, fromWallet, toWallet } = movement;
    switch (movement.kind) {
      case 'Mint':
        return to === null ? [] : [action('MultiTokenMint', { ...ref, to }, { ...fields, accounts: [movement.nft, to, toWallet] })];
      case 'Transfer':
        if (from === null || to === null || fromWallet === null || toWallet === null) return [];
        return [
          action(
            'MultiTokenTransfer',
            { ...ref, from, to, fromWallet, toWallet },
            { ...fields, accounts: [movement.nft, from, fromWallet, to, toWallet] },
          ),
        ];
      case 'Burn':
        return from === null ? [] : [action('MultiTokenBurn', { ...ref, owner: from }, { ...fields, accounts: [movement.nft, from, fromWallet] })];
    }
  });
}
