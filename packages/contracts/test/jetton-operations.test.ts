import { describe, expect, it } from 'vitest';
import { JETTON_OPCODES as OP, tokenOperations } from '@tvmscan/contracts';
import { Builder, storeMsgAddress, type Cell } from '@tvmscan/tvm';
import {
  bouncedBody,
  internal,
  OTHER_OWNER,
  OTHER_WALLET,
  OWNER,
  ROOT as MASTER,
  std,
  WALLET,
  walletTransaction,
} from './support/token-transactions.js';

const address = (b: Builder, raw: string | null) => storeMsgAddress(b, raw === null ? { kind: 'none' } : std(raw));
const QUERY_ID = 7n;

/** transfer query_id amount destination response_destination custom_payload:(Maybe ^Cell) forward_ton_amount forward_payload:(Either Cell ^Cell). */
function transferBody(amount: bigint, destination: string): Cell {
  const b = new Builder().storeUint(OP.transfer, 32).storeUint(QUERY_ID, 64).storeCoins(amount);
  address(b, destination);
  address(b, OWNER);
  return b.storeBit(0).storeCoins(1n).storeBit(0).endCell();
}

/** internal_transfer query_id amount from response_address forward_ton_amount forward_payload. */
function internalTransferBody(amount: bigint, from: string | null): Cell {
  const b = new Builder().storeUint(OP.internalTransfer, 32).storeUint(QUERY_ID, 64).storeCoins(amount);
  address(b, from);
  address(b, from);
  return b.storeCoins(1n).storeBit(0).endCell();
}

/** burn query_id amount response_destination custom_payload. */
function burnBody(amount: bigint): Cell {
  const b = new Builder().storeUint(OP.burn, 32).storeUint(QUERY_ID, 64).storeCoins(amount);
  address(b, OWNER);
  return b.storeBit(0).endCell();
}

/** burn_notification query_id amount sender response_destination. */
function burnNotificationBody(amount: bigint): Cell {
  const b = new Builder().storeUint(OP.burnNotification, 32).storeUint(QUERY_ID, 64).storeCoins(amount);
  address(b, OWNER);
  address(b, OWNER);
  return b.endCell();
}

describe('TEP-74 jetton operations', () => {
  it('an owner transfer is a Send from the wallet, naming the destination owner and the receiving wallet', () => {
    const inbound = internal(OWNER, WALLET, transferBody(1_500n, OTHER_OWNER));
    const out = internal(WALLET, OTHER_WALLET, internalTransferBody(1_500n, OWNER));
    expect(tokenOperations(walletTransaction(inbound, [out]))).toEqual([
      {
        standard: 'jetton',
        kind: 'Send',
        amount: 1_500n,
        wallet: WALLET,
        root: null,
        sender: { owner: OWNER, wallet: WALLET },
        receiver: { owner: OTHER_OWNER, wallet: OTHER_WALLET },
        messageHash: inbound.hash,
      },
    ]);
  });

  it('an internal_transfer is a Receive from the sending wallet and its owner', () => {
    const inbound = internal(OTHER_WALLET, WALLET, internalTransferBody(2n ** 100n, OTHER_OWNER));
    expect(tokenOperations(walletTransaction(inbound, []))).toMatchObject([
      { kind: 'Receive', amount: 2n ** 100n, sender: { owner: OTHER_OWNER, wallet: OTHER_WALLET }, receiver: { owner: null, wallet: WALLET } },
    ]);
  });

  it('a burn is a Burn whose root is the master the burn_notification goes to', () => {
    const inbound = internal(OWNER, WALLET, burnBody(40n));
    const out = internal(WALLET, MASTER, burnNotificationBody(40n));
    expect(tokenOperations(walletTransaction(inbound, [out]))).toMatchObject([
      { kind: 'Burn', amount: 40n, root: MASTER, sender: { owner: OWNER, wallet: WALLET } },
    ]);
  });

  it('a bounced internal_transfer is a SendCancellation, a bounced burn_notification a BurnCancellation', () => {
    const transfer = internal(OTHER_WALLET, WALLET, bouncedBody(internalTransferBody(99n, OWNER)), true);
    expect(tokenOperations(walletTransaction(transfer, []))).toMatchObject([
      { kind: 'SendCancellation', amount: 99n, receiver: { wallet: OTHER_WALLET } },
    ]);
    const burn = internal(MASTER, WALLET, bouncedBody(burnNotificationBody(5n)), true);
    expect(tokenOperations(walletTransaction(burn, []))).toMatchObject([{ kind: 'BurnCancellation', amount: 5n, root: MASTER }]);
  });

  it('an aborted transaction moved nothing; excesses, notifications and other bodies are no operation', () => {
    const transfer = internal(OWNER, WALLET, transferBody(10n, OTHER_OWNER));
    expect(tokenOperations(walletTransaction(transfer, [], true))).toEqual([]);
    const excesses = new Builder().storeUint(OP.excesses, 32).storeUint(QUERY_ID, 64).endCell();
    expect(tokenOperations(walletTransaction(internal(OTHER_WALLET, WALLET, excesses), []))).toEqual([]);
    const notification = new Builder()
      .storeUint(OP.transferNotification, 32)
      .storeUint(QUERY_ID, 64)
      .storeCoins(3n)
      .storeUint(0, 2)
      .storeBit(0)
      .endCell();
    expect(tokenOperations(walletTransaction(internal(OTHER_WALLET, WALLET, notification), []))).toEqual([]);
    expect(tokenOperations(walletTransaction(internal(OWNER, WALLET, new Builder().storeUint(0, 32).endCell()), []))).toEqual([]);
  });

  it('a body cut short after a token op counts as no operation rather than failing', () => {
    const cut = new Builder().storeUint(OP.internalTransfer, 32).storeUint(QUERY_ID, 64).storeUint(15, 4).storeUint(1, 8).endCell();
    expect(tokenOperations(walletTransaction(internal(OTHER_WALLET, WALLET, cut), []))).toEqual([]);
  });
});
