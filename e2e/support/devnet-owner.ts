import { deriveBytes, EverWallet } from '@tvmscan/devnet';

/** The seed `tvmscan start` gives a new devnet (DEVNET_DEFAULTS), from which every genesis wallet's key follows. */
const DEVNET_SEED = '0';

/** The genesis wallet that owns (and alone mints) the devnet's first TIP-3 token. */
export function firstTokenOwner(): EverWallet {
  return EverWallet.fromSecret(deriveBytes(DEVNET_SEED, 'wallet:0'));
}
