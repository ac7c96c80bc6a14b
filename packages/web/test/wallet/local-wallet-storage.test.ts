// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_WALLET_KEYS, readKeyPair, reportedNetworkId } from '../../src/app/wallet/local-wallet/local-wallet-storage.js';

afterEach(() => localStorage.clear());

describe("the local wallet's storage", () => {
  it('reads back a stored key pair, and treats anything else as no key (a new one is made)', () => {
    const keyPair = { publicKey: 'ab'.repeat(32), secretKey: 'cd'.repeat(32) };
    expect(readKeyPair(localStorage)).toBeNull();
    localStorage.setItem(LOCAL_WALLET_KEYS.keyPair, JSON.stringify(keyPair));
    expect(readKeyPair(localStorage)).toEqual(keyPair);
    for (const damaged of ['not json', '{}', JSON.stringify({ ...keyPair, secretKey: 'zz' }), JSON.stringify({ ...keyPair, publicKey: 7 })]) {
      localStorage.setItem(LOCAL_WALLET_KEYS.keyPair, damaged);
      expect(readKeyPair(localStorage), damaged).toBeNull();
    }
  });

  it("reports the devnet's network id unless another whole number is set for it", () => {
    expect(reportedNetworkId(localStorage, 42)).toBe(42);
    localStorage.setItem(LOCAL_WALLET_KEYS.networkId, '100860');
    expect(reportedNetworkId(localStorage, 42)).toBe(100860);
    localStorage.setItem(LOCAL_WALLET_KEYS.networkId, 'mainnet');
    expect(reportedNetworkId(localStorage, 42)).toBe(42);
  });
});
