/**
 * The action types `@tvmscan/contracts` classifies transactions into (its `ACTION_TYPES`; the store may not import
 * it, and `packages/indexer/test/action-types.test.ts` checks the two lists are the same).
 */
export const ACTION_TYPE_NAMES = [
  'TickTock',
  'NativeTransfer',
  'Bounce',
  'TokenTransfer',
  'TokenMint',
  'TokenBurn',
  'NftMint',
  'NftTransfer',
  'NftManagerChange',
  'NftBurn',
  'MultiTokenMint',
  'MultiTokenTransfer',
  'MultiTokenBurn',
  'ContractDeploy',
  'ContractCall',
  'WalletSend',
  'ElectionStake',
  'ElectionRecover',
  'Call',
] as const;

export type ActionTypeName = (typeof ACTION_TYPE_NAMES)[number];
