import { bytesToHex } from '@tvmscan/tvm';
import { ed25519KeyFromSeed, type Ed25519Key } from '../contracts/shared/ed25519-key.js';
import { deriveBytes } from '../derive-bytes.js';
import { EverWallet } from '../wallet/ever-wallet.js';

/** Validators the devnet's seed gives. */
const POOL_SIZE = 8;
const MASTERCHAIN = -1;

/** One of the devnet's validators: its validator key, its ADNL address and the masterchain wallet it stakes from. */
export interface DevnetValidator {
  readonly key: Ed25519Key;
  readonly adnlAddress: string;
  readonly wallet: EverWallet;
}

/** The devnet's validators, every key derived from the seed. */
export function devnetValidators(seed: string): DevnetValidator[] {
  return Array.from({ length: POOL_SIZE }, (_, i) => ({
    key: ed25519KeyFromSeed(deriveBytes(seed, `validator:${i}`)),
    adnlAddress: bytesToHex(deriveBytes(seed, `validator-adnl:${i}`)),
    wallet: new EverWallet(ed25519KeyFromSeed(deriveBytes(seed, `validator-wallet:${i}`)), MASTERCHAIN),
  }));
}
