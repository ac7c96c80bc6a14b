import { describe, expect, it } from 'vitest';
import { MULTI_TOKEN_ABI_TEXT, standardFunction } from '@tvmscan/contracts';
import { inputId, packageAbiFunctions, signatureId, type AbiFunction } from './support/abi-ids.js';

describe('the standard functions', () => {
  it.each([
    [
      '@broxus/tip3',
      'TokenWallet',
      ['transfer', 'transferToWallet', 'acceptTransfer', 'acceptMint', 'burn', 'burnByRoot', 'destroy', 'sendSurplusGas'],
    ],
    ['@broxus/tip3', 'TokenRoot', ['mint', 'acceptBurn', 'deployWallet', 'transferOwnership', 'burnTokens', 'disableMint', 'setBurnPaused']],
    ['@broxus/tip4', 'Nft', ['transfer', 'changeOwner', 'changeManager', 'burn']],
    ['@broxus/tip4', 'Collection', ['mintNft', 'batchMintNft', 'acceptNftBurn']],
    ['@broxus/tip4', 'Index', ['constructor', 'destruct']],
    ['@broxus/tip4', 'IndexBasis', ['constructor', 'destruct']],
  ])('name the functions of %s %s by the ids of the installed ABI', (pkg, contract, names) => {
    const functions = packageAbiFunctions(pkg, contract);
    for (const name of names) {
      const fn = functions.find((candidate) => candidate.name === name)!;
      expect(standardFunction(inputId(fn))?.name, `${contract}.${name}`).toBe(name);
    }
  });

  it("name standard 6's wallet functions by the ids of its ABI, with TIP-3 where the signature is the same", () => {
    const functions = (JSON.parse(MULTI_TOKEN_ABI_TEXT) as { functions: AbiFunction[] }).functions;
    for (const name of ['transfer', 'transferToWallet', 'acceptTransfer', 'burn']) {
      const known = standardFunction(inputId(functions.find((fn) => fn.name === name)!));
      expect(known?.name).toBe(name);
      expect(known?.standards).toContain('Standard 6');
    }
    expect(standardFunction(0x73e22143)?.standards).toEqual(['TIP-3', 'Standard 6']);
  });

  it.each([
    ['onAcceptTokensTransfer(address,uint128,address,address,address,cell)()v2', 'onAcceptTokensTransfer'],
    ['onAcceptTokensMint(address,uint128,address,cell)()v2', 'onAcceptTokensMint'],
    ['onAcceptTokensBurn(uint128,address,address,address,cell)()v2', 'onAcceptTokensBurn'],
    ['onBounceTokensTransfer(address,uint128,address)()v2', 'onBounceTokensTransfer'],
    ['onBounceTokensBurn(address,uint128)()v2', 'onBounceTokensBurn'],
    ['onNftChangeOwner(uint256,address,address,address,address,address,cell)()v2', 'onNftChangeOwner'],
    ['onNftChangeManager(uint256,address,address,address,address,address,cell)()v2', 'onNftChangeManager'],
    ['onNftTransfer(uint256,address,address,address,address,address,address,cell)()v2', 'onNftTransfer'],
    ['onAcceptNftBurn(address,uint256,address,address,address,address,cell)()v2', 'onAcceptNftBurn'],
    ['notifyWalletDeployed(address)()v2', 'notifyWalletDeployed'],
  ])('name the callback %s of the TIP-3 and TIP-4 interfaces', (signature, name) => {
    expect(standardFunction(signatureId(signature))?.name).toBe(name);
  });

  it('tell the steps of token and NFT operations from calls that stand alone', () => {
    expect(standardFunction(0x73e22143)?.step).toBe(true);
    expect(standardFunction(0x1df385c6)).toMatchObject({ name: 'transferOwnership', step: false });
    expect(standardFunction(0x12345678)).toBeUndefined();
  });
});
