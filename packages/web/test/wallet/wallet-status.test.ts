import { describe, expect, it } from 'vitest';
import { shortenWalletAddress } from '../../src/app/wallet/wallet-address.js';
import { walletStatusOf, type WalletSnapshot } from '../../src/app/wallet/wallet-snapshot.js';

const account = { address: `0:${'ab'.repeat(32)}`, publicKey: 'cd'.repeat(32) };
const base: WalletSnapshot = { available: true, loading: false, account: null, networkId: 42, local: false };

describe('the wallet states of spec 001 §4', () => {
  it('is not installed without a wallet, not connected without an account, ready on the network, unsupported on another', () => {
    expect(walletStatusOf({ ...base, available: false }, 42)).toBe('not-installed');
    expect(walletStatusOf(base, 42)).toBe('not-connected');
    expect(walletStatusOf({ ...base, account }, 42)).toBe('ready');
    expect(walletStatusOf({ ...base, account, networkId: 1 }, 42)).toBe('unsupported-network');
    expect(walletStatusOf({ ...base, account, networkId: 0 }, 0)).toBe('ready');
  });

  it('shortens a raw address to 3 or 5 leading and trailing digits, and leaves other text alone', () => {
    const address = `-1:${'1a2b3c4d5e'.repeat(6)}f9e8`;
    expect(shortenWalletAddress(address, 5)).toBe('-1:1a2b3…ef9e8');
    expect(shortenWalletAddress(address, 3)).toBe('-1:1a2…9e8');
    expect(shortenWalletAddress('not an address', 3)).toBe('not an address');
  });
});
