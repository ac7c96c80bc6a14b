import { loadPackageAbi } from '../getters/abi-file.js';
import { MULTI_TOKEN_ABI_TEXT } from '../multi/multi-abi.js';
import { WALLET_STANDARDS, walletAbiText } from '../wallets/wallet-standards.js';
import type { KnownAbi } from './decode-body.js';

let standards: KnownAbi[] | undefined;

/**
 * The published standards' ABIs a body is read with when no verified contract's ABI reads it: the wallets of this
 * family (one per ABI, named by the standards that share it: pass a wallet's own standard first to name it), TIP-3's TokenWallet and TokenRoot (of the installed `@broxus/tip3`), TIP-4.1's Nft and
 * Collection (of the installed `@broxus/tip4`) and standard 6's multi-token ABI.
 */
export function standardAbis(): readonly KnownAbi[] {
  standards ??= [
    ...walletAbis(),
    { name: 'TIP-3 TokenWallet', abi: loadPackageAbi('@broxus/tip3', 'TokenWallet') },
    { name: 'TIP-3 TokenRoot', abi: loadPackageAbi('@broxus/tip3', 'TokenRoot') },
    { name: 'TIP-4.1 Nft', abi: loadPackageAbi('@broxus/tip4', 'Nft') },
    { name: 'TIP-4.1 Collection', abi: loadPackageAbi('@broxus/tip4', 'Collection') },
    { name: 'Standard 6', abi: MULTI_TOKEN_ABI_TEXT },
  ];
  return standards;
}

function walletAbis(): KnownAbi[] {
  const names = new Map<string, string[]>();
  for (const standard of WALLET_STANDARDS) {
    const abi = walletAbiText(standard);
    if (abi !== null) names.set(abi, [...(names.get(abi) ?? []), standard.name]);
  }
  return [...names].map(([abi, standardNames]) => ({ name: standardNames.join(', '), abi }));
}
