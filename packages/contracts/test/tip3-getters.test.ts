import { describe, expect, it } from 'vitest';
import { ContractsError, fetchTokenRootInfo, GetterError, readTokenBalance, readWalletOf } from '@tvmscan/contracts';
import { Builder } from '@tvmscan/tvm';

/** An Account cell of `account_none$0`: no account at that address. */
const NO_ACCOUNT = new Builder().storeBit(0).endCell();

describe('TIP-3 getters refuse what they cannot read', () => {
  it('a getter on an account that is not active is a GetterError naming the method', () => {
    expect(() => readTokenBalance(NO_ACCOUNT)).toThrow(GetterError);
    expect(() => readTokenBalance(NO_ACCOUNT)).toThrow(/balance.*not active/);
  });

  it('walletOf with an owner that is not a raw address is a bad-argument error, before anything runs', () => {
    expect(() => readWalletOf(NO_ACCOUNT, 'alice')).toThrow(
      expect.objectContaining({ code: 'bad-argument', message: expect.stringMatching(/wallet owner/) }),
    );
    expect(() => readWalletOf(NO_ACCOUNT, 'alice')).toThrow(ContractsError);
  });

  it('reading a root the source does not have says which address is missing', async () => {
    const source = { getAccount: async () => null };
    await expect(fetchTokenRootInfo(source, `0:${'12'.repeat(32)}`)).rejects.toThrow(`there is no account 0:${'12'.repeat(32)}`);
  });
});
