import { describe, expect, it } from 'vitest';
import { WALLET_STANDARDS, walletStandardOf } from '@tvmscan/contracts';
import { decodeAccount, readBocSingle } from '@tvmscan/tvm';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { inputId } from './support/abi-ids.js';

describe('the wallet standards', () => {
  it("give each function the id of its signature (EverWallet's sendTransactionRaw has the explicit id 0x169e3e11, which is its signature's too)", () => {
    for (const standard of WALLET_STANDARDS) {
      for (const fn of standard.functions) expect(fn.id, `${standard.name}.${fn.name}`).toBe(inputId({ ...fn, id: undefined }));
    }
  });

  it("keep the multisig ids nekoton's own test checks", () => {
    const safe = walletStandardOf('80d6c47c4a25543c9b397b71716f3fae1e2c5d247174c52e2c19bd896442b105')!;
    expect(Object.fromEntries(safe.functions.map((fn) => [fn.name, fn.id]))).toEqual({
      constructor: 0x6c1e693c,
      sendTransaction: 0x4cee646c,
      submitTransaction: 0x131d82cd,
      confirmTransaction: 0x1aa740ed,
    });
  });

  it('are told apart by code hash, one standard per hash', () => {
    expect(new Set(WALLET_STANDARDS.map((standard) => standard.codeHash)).size).toBe(WALLET_STANDARDS.length);
    expect(walletStandardOf(null)).toBeUndefined();
    expect(walletStandardOf('00'.repeat(32))).toBeUndefined();
  });
});

describeWithFixtures('the wallet standards on the chain', () => {
  it('know the SafeMultisig account of the fixtures (code hash 80d6c47c…) by its code hash', () => {
    const account = decodeAccount(readBocSingle(readFixture('everscale/proofs/account-safemultisig-proof.boc')));
    const state = account?.storage.state;
    const codeHash = state?.kind === 'active' ? state.stateInit.code?.hashHex(0) : undefined;
    expect(walletStandardOf(codeHash ?? null)?.name).toBe('SafeMultisig');
  });
});
