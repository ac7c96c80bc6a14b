import type { Action, TokenSide } from './action.js';
import { action, BOUNCED_BACK } from './action-parts.js';
import type { ResolvedTokenOperation } from './classifier-input.js';

/**
 * The token actions of a token wallet's transaction. A transfer is told once, where it arrives (the receiving wallet's
 * Receive) or where it comes back (the sender's SendCancellation); the sending wallet's Send is the same transfer
 * seen from its start, so it adds no action.
 */
export function tokenActions(operations: readonly ResolvedTokenOperation[]): Action[] {
  return operations.flatMap((operation): Action[] => {
    const { amount, token, sender, receiver } = operation;
    const fields = { amount, token, success: true, failure: null };
    switch (operation.kind) {
      case 'Receive':
        return [action('TokenTransfer', { from: sender, to: receiver, bounced: false }, { ...fields, accounts: sides(sender, receiver) })];
      case 'SendCancellation':
        return [
          action(
            'TokenTransfer',
            { from: sender, to: receiver, bounced: true },
            { ...fields, success: false, failure: BOUNCED_BACK, accounts: sides(sender, receiver) },
          ),
        ];
      case 'Mint':
        return [action('TokenMint', { to: receiver }, { ...fields, accounts: sides(receiver) })];
      case 'Burn':
        return [action('TokenBurn', { from: sender, bounced: false }, { ...fields, accounts: sides(sender) })];
      case 'BurnCancellation':
        return [action('TokenBurn', { from: sender, bounced: true }, { ...fields, success: false, failure: BOUNCED_BACK, accounts: sides(sender) })];
      case 'Send':
        return [];
    }
  });
}

function sides(...parties: TokenSide[]): (string | null)[] {
  return parties.flatMap((party) => [party.owner, party.wallet]);
}
