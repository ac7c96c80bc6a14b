import { loadTrimmedAbi } from '../getters/abi-file.js';

let tokenRoot: string | undefined;
let tokenWallet: string | undefined;

/** The TokenRoot ABI of the installed `@broxus/tip3` (the contracts the devnet deploys), with its getters. */
export function tokenRootAbi(): string {
  tokenRoot ??= loadTrimmedAbi('@broxus/tip3', 'TokenRoot', ['name', 'symbol', 'decimals', 'totalSupply', 'rootOwner', 'walletOf']);
  return tokenRoot;
}

/** The TokenWallet ABI of the installed `@broxus/tip3`, with its getters. */
export function tokenWalletAbi(): string {
  tokenWallet ??= loadTrimmedAbi('@broxus/tip3', 'TokenWallet', ['balance', 'owner', 'root']);
  return tokenWallet;
}
