import { EVER_MAIN_CONFIG, GIVER_BOC, GIVER_BOC_EVER_WALLET, TYCHO_CONFIG } from '@broxus/locklift-network/internal/constants.js';
import { decodeAccountStuff, type Account, type Cell } from '@tvmscan/tvm';
import { base64ToCell } from '../contracts/shared/boc-base64.js';

/**
 * Real network data shipped in @broxus/locklift-network (Apache-2.0), loaded at run time: the Everscale
 * mainnet and Tycho testnet configs, the SE giver every locklift setup knows the key of, and an EverWallet
 * account whose code is the EverWallet code everscale-standalone-client ships (same code hash).
 */
export const lockliftAssets = {
  everscaleConfig: (): Cell => base64ToCell(EVER_MAIN_CONFIG, 'the Everscale mainnet config'),
  tychoConfig: (): Cell => base64ToCell(TYCHO_CONFIG, 'the Tycho testnet config'),
  seGiverAccount: (): Account => decodeAccountStuff(base64ToCell(GIVER_BOC, 'the SE giver account')),
  everWalletAccount: (): Account => decodeAccountStuff(base64ToCell(GIVER_BOC_EVER_WALLET, 'the EverWallet giver account')),
};
