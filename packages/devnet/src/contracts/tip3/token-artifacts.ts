import { loadArtifact, type ContractArtifact } from '../shared/artifact.js';

let tokenRoot: ContractArtifact | undefined;
let tokenWallet: ContractArtifact | undefined;

/** The TIP-3 TokenRoot compiled by @broxus/tip3, with the functions the devnet calls (its getters are read with @tvmscan/contracts). */
export function tokenRootArtifact(): ContractArtifact {
  tokenRoot ??= loadArtifact('@broxus/tip3', 'TokenRoot', ['constructor', 'mint', 'deployWallet']);
  return tokenRoot;
}

/** The TIP-3 TokenWallet compiled by @broxus/tip3; its code is the wallet code every TokenRoot here carries. */
export function tokenWalletArtifact(): ContractArtifact {
  tokenWallet ??= loadArtifact('@broxus/tip3', 'TokenWallet', ['transfer', 'burn']);
  return tokenWallet;
}
