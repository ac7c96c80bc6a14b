import type { Account, Message, MessageDetails, Transaction } from '@tvmscan/api/contract';
import type { MessageTree } from '../../src/features/message-diagram/index.js';

/** A 64-digit hex hash made of one repeated byte. */
export const hash = (byte: number) => byte.toString(16).padStart(2, '0').repeat(32);
export const address = (byte: number) => `0:${hash(byte)}`;

export function message(byte: number, fields: Partial<Message> = {}): Message {
  return {
    messageHash: hash(byte),
    messageType: 'Internal',
    messageValue: '1500000000',
    srcWorkchain: 0,
    srcAddress: address(0xa1),
    dstWorkchain: 0,
    dstAddress: address(0xa2),
    srcTransactionHash: null,
    dstTransactionHash: null,
    transactionHash: null,
    transactionTime: 1_700_000_000,
    isOut: null,
    indexInTransaction: null,
    createdAt: 1_700_000_000,
    createdLt: '1000',
    ihrFee: '0',
    fwdFee: '1000000',
    importFee: '0',
    bounce: true,
    bounced: false,
    bodyHash: null,
    hasStateInit: false,
    methodName: null,
    parsedType: null,
    contractName: null,
    ...fields,
  };
}

export function messageDetails(byte: number, fields: Partial<MessageDetails> = {}): MessageDetails {
  return { ...message(byte), decodedBody: null, boc: 'te6ccgEBAQEAAgAAAA==', body: 'te6ccgEBAQEAAwAAAgA=', stateInit: null, ...fields };
}

export function transaction(byte: number, fields: Partial<Transaction> = {}): Transaction {
  return {
    hash: hash(byte),
    workchain: 0,
    accountId: address(0xa2),
    lt: '2000',
    time: 1_700_000_001,
    txType: 'Ordinary',
    tickTock: null,
    aborted: false,
    origStatus: 'Active',
    endStatus: 'Active',
    exitCode: 0,
    resultCode: 0,
    methodName: null,
    parsedId: null,
    balanceChange: '0',
    totalFees: '10000000',
    valueReceived: '0',
    valueSent: '0',
    blockRootHash: hash(0xbb),
    blockHash: hash(0xbb),
    blockSeqno: 7,
    blockShard: '8000000000000000',
    mcSeqno: 1,
    outMsgCount: 0,
    inMessageHash: null,
    ...fields,
  };
}

/**
 * external in (0x01) → tx 0x11 → internal 0x02 → tx 0x12 (aborted, exit code 60)
 *                             ↘ internal 0x03 → tx 0x13 (warning: no exit code, uninit)
 *                             ↘ external out 0x04 (an event)
 */
export function sampleTree(): MessageTree {
  return {
    root: { kind: 'Message', hash: hash(0x01) },
    truncated: false,
    messages: [
      message(0x01, { messageType: 'ExternalIn', srcAddress: null, messageValue: '0', dstTransactionHash: hash(0x11) }),
      message(0x02, { srcTransactionHash: hash(0x11), dstTransactionHash: hash(0x12) }),
      message(0x03, { srcTransactionHash: hash(0x11), dstTransactionHash: hash(0x13), bounce: false }),
      message(0x04, { messageType: 'ExternalOut', dstAddress: null, messageValue: '0', srcTransactionHash: hash(0x11) }),
    ],
    transactions: [
      transaction(0x11, { totalFees: '20000000' }),
      transaction(0x12, { aborted: true, exitCode: 60, resultCode: null, totalFees: '3000000' }),
      transaction(0x13, { aborted: true, exitCode: null, resultCode: null, origStatus: 'NonExist', endStatus: 'Uninit', totalFees: '0' }),
    ],
  };
}

export function account(fields: Partial<Account> = {}): Account {
  return {
    workchain: 0,
    address: address(0xa2),
    balance: '12345670000000',
    state: 'Active',
    creatorWc: 0,
    creatorAddress: address(0xa1),
    createdAt: 1_700_000_000,
    updatedAt: 1_700_100_000,
    codeHash: hash(0xc0),
    lastTransLt: '2000',
    lastTransHash: hash(0x11),
    updatedLt: '2000',
    kind: 'Wallet',
    contractName: 'EverWallet',
    ...fields,
  };
}
