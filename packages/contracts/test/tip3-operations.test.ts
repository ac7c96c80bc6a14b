import { describe, expect, it } from 'vitest';
import { TIP3_FUNCTION_IDS as IDS, tokenOperations } from '@tvmscan/contracts';
import { Builder, storeMsgAddress, type Cell } from '@tvmscan/tvm';
import { bouncedBody, internal, OTHER_OWNER, OTHER_WALLET, OWNER, ROOT, std, WALLET, walletTransaction } from './support/token-transactions.js';

const EMPTY = new Builder().endCell();

/** `burn(amount, remainingGasTo, callbackTo, payload)` as ABI 2.2 lays it out: the second address moves to a continuation cell. */
function burnCall(functionId: number, amount: bigint): Cell {
  const rest = new Builder();
  storeMsgAddress(rest, std(OWNER));
  rest.storeRef(EMPTY);
  const b = new Builder().storeUint(functionId, 32).storeUint(amount, 128);
  storeMsgAddress(b, std(OWNER));
  return b.storeRef(rest.endCell()).endCell();
}

/** `acceptBurn(amount, walletOwner, remainingGasTo, callbackTo, payload)`. */
function acceptBurnCall(amount: bigint): Cell {
  const rest = new Builder();
  storeMsgAddress(rest, std(OWNER));
  storeMsgAddress(rest, std(OWNER));
  rest.storeRef(EMPTY);
  const b = new Builder().storeUint(IDS.acceptBurn, 32).storeUint(amount, 128);
  storeMsgAddress(b, std(OWNER));
  return b.storeRef(rest.endCell()).endCell();
}

/** `acceptMint(amount, remainingGasTo, notify, payload)`. */
function acceptMintCall(amount: bigint): Cell {
  const b = new Builder().storeUint(IDS.acceptMint, 32).storeUint(amount, 128);
  storeMsgAddress(b, std(OWNER));
  return b.storeBit(0).storeRef(EMPTY).endCell();
}

/** `transferToWallet(amount, recipientTokenWallet, remainingGasTo, notify, payload)`. */
function transferToWalletCall(amount: bigint): Cell {
  const rest = new Builder();
  storeMsgAddress(rest, std(OWNER));
  rest.storeBit(0).storeRef(EMPTY);
  const b = new Builder().storeUint(IDS.transferToWallet, 32).storeUint(amount, 128);
  storeMsgAddress(b, std(OTHER_WALLET));
  return b.storeRef(rest.endCell()).endCell();
}

/** `acceptTransfer(amount, sender, remainingGasTo, notify, payload)`. */
function acceptTransferCall(amount: bigint, sender: string): Cell {
  const rest = new Builder();
  storeMsgAddress(rest, std(sender));
  rest.storeBit(0).storeRef(EMPTY);
  const b = new Builder().storeUint(IDS.acceptTransfer, 32).storeUint(amount, 128);
  storeMsgAddress(b, std(sender));
  return b.storeRef(rest.endCell()).endCell();
}

describe('TIP-3 operations of bodies laid out as ABI 2.2 does', () => {
  it("the owner's burn is a Burn whose root is where acceptBurn goes", () => {
    const tx = walletTransaction(internal(OWNER, WALLET, burnCall(IDS.burn, 70n)), [internal(WALLET, ROOT, acceptBurnCall(70n))]);
    expect(tokenOperations(tx)).toMatchObject([{ kind: 'Burn', amount: 70n, root: ROOT, sender: { owner: OWNER, wallet: WALLET } }]);
  });

  it("the root's burnByRoot is a Burn too, the root being its sender", () => {
    const tx = walletTransaction(internal(ROOT, WALLET, burnCall(IDS.burnByRoot, 9n)), [internal(WALLET, ROOT, acceptBurnCall(9n))]);
    expect(tokenOperations(tx)).toMatchObject([{ kind: 'Burn', amount: 9n, root: ROOT, sender: { owner: null, wallet: WALLET } }]);
  });

  it('acceptMint from the root is a Mint', () => {
    const tx = walletTransaction(internal(ROOT, WALLET, acceptMintCall(2n ** 127n)), []);
    expect(tokenOperations(tx)).toMatchObject([{ kind: 'Mint', amount: 2n ** 127n, root: ROOT, receiver: { wallet: WALLET } }]);
  });

  it('transferToWallet is a Send to the wallet acceptTransfer goes to, the receiving owner unknown', () => {
    const tx = walletTransaction(internal(OWNER, WALLET, transferToWalletCall(12n)), [
      internal(WALLET, OTHER_WALLET, acceptTransferCall(12n, OWNER)),
    ]);
    expect(tokenOperations(tx)).toMatchObject([
      { kind: 'Send', amount: 12n, receiver: { owner: null, wallet: OTHER_WALLET }, sender: { owner: OWNER } },
    ]);
  });

  it('a bounced acceptBurn is a BurnCancellation from the root, a bounced acceptTransfer a SendCancellation', () => {
    const burn = walletTransaction(internal(ROOT, WALLET, bouncedBody(acceptBurnCall(33n)), true), []);
    expect(tokenOperations(burn)).toMatchObject([{ kind: 'BurnCancellation', amount: 33n, root: ROOT, wallet: WALLET }]);
    const transfer = walletTransaction(internal(OTHER_WALLET, WALLET, bouncedBody(acceptTransferCall(44n, OTHER_OWNER)), true), []);
    expect(tokenOperations(transfer)).toMatchObject([{ kind: 'SendCancellation', amount: 44n, receiver: { wallet: OTHER_WALLET } }]);
  });

  it('an aborted acceptTransfer received nothing, and a bounced acceptMint back at the root is no wallet operation', () => {
    expect(tokenOperations(walletTransaction(internal(OTHER_WALLET, WALLET, acceptTransferCall(5n, OTHER_OWNER)), [], true))).toEqual([]);
    expect(tokenOperations(walletTransaction(internal(OTHER_WALLET, WALLET, bouncedBody(acceptMintCall(5n)), true), []))).toEqual([]);
  });
});
