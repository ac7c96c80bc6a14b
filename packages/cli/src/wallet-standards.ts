import { everWalletCodeCell } from '@tvmscan/devnet';

/**
 * The wallet contracts the explorer names an account's kind by, keyed by code hash: the EverWallet code that
 * everscale-standalone-client deploys (the devnet's wallets and the family's browser wallets).
 */
export function walletStandards(): ReadonlyMap<string, string> {
  return new Map([[everWalletCodeCell().hashHex(), 'EverWallet']]);
}
