import { createHash } from 'node:crypto';
import * as nt from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { Builder, writeBoc } from '@tvmscan/tvm';
import {
  MULTI_TOKEN_ABI_TEXT,
  MULTI_TOKEN_EVENT_IDS,
  MULTI_TOKEN_INTERFACE_IDS,
  multiTokenEvents,
  NFT_INTERFACE_IDS,
  standardsOf,
} from '@tvmscan/contracts';
import { eventBody, eventMessage, type EventValue } from '@tvmscan/contracts/testing';
import { internal, walletTransaction, OWNER, OTHER_OWNER, WALLET, OTHER_WALLET, ROOT } from './support/token-transactions.js';

/** The first 32 bits of SHA-256 of an ABI 2.x signature, the top bit cleared. */
function idOf(signature: string): number {
  return createHash('sha256').update(`${signature}v2`).digest().readUInt32BE(0) & 0x7fffffff;
}

/** A TIP-6 interface id: the XOR of its functions' ids. */
function interfaceId(...signatures: string[]): number {
  return signatures.map(idOf).reduce((id, next) => (id ^ next) >>> 0, 0);
}

const uint = (value: bigint, bits: number): EventValue => ({ uint: value, bits });
const address = (raw: string): EventValue => ({ address: raw });
const ID = 2n ** 255n + 7n;

/** Each event as the contracts emit it: the values we lay out and what nekoton and our reader make of them. */
const EVENTS = [
  {
    name: 'MultiTokenCreated',
    values: [uint(ID, 256), address(WALLET), uint(1000n, 128), address(OWNER), address(ROOT)],
    decoded: { kind: 'MultiTokenCreated', id: ID, wallet: WALLET, count: 1000n, owner: OWNER },
  },
  {
    name: 'MultiTokenBurned',
    values: [uint(ID, 256), uint(30n, 128), address(OWNER)],
    decoded: { kind: 'MultiTokenBurned', id: ID, count: 30n, owner: OWNER },
  },
  {
    name: 'NftCreated',
    values: [uint(ID, 256), address(OTHER_WALLET), address(ROOT), address(ROOT), address(OWNER)],
    decoded: { kind: 'CollectionNftCreated', id: ID, nft: OTHER_WALLET },
  },
  {
    name: 'MultiTokenWalletCreated',
    values: [uint(ID, 256), address(OWNER), address(ROOT), uint(1000n, 128)],
    decoded: { kind: 'MultiTokenWalletCreated', id: ID, owner: OWNER, collection: ROOT, balance: 1000n },
  },
  {
    name: 'MultiTokenTransfered',
    values: [address(OWNER), address(WALLET), address(OTHER_OWNER), uint(25n, 128), uint(25n, 128)],
    decoded: { kind: 'MultiTokenTransfered', senderWallet: WALLET, count: 25n, newBalance: 25n },
  },
] as const;

const idKey = (name: string) => (name === 'NftCreated' ? 'CollectionNftCreated' : name) as keyof typeof MULTI_TOKEN_EVENT_IDS;
const transactionOf = (...bodies: ReturnType<typeof eventBody>[]) =>
  walletTransaction(
    internal(ROOT, WALLET, new Builder().endCell()),
    bodies.map((body) => eventMessage(WALLET, body)),
  );

describe('standard-6 (VEP-1155) multi-token ids and events', () => {
  it('has the event ids of the events’ signatures in our ABI', () => {
    const abi = JSON.parse(MULTI_TOKEN_ABI_TEXT) as { events: { name: string; inputs: { type: string }[] }[] };
    for (const event of abi.events) {
      expect(MULTI_TOKEN_EVENT_IDS[idKey(event.name)]).toBe(idOf(`${event.name}(${event.inputs.map((input) => input.type).join(',')})`));
    }
  });

  it('has interface ids that are the XOR of the interfaces’ function ids, and calls their contracts VEP-1155', () => {
    expect(
      interfaceId(
        'multiTokenWalletCode(uint32,uint256,bool)(cell)',
        'multiTokenCodeHash(uint32,uint256,bool)(uint256)',
        'multiTokenWalletAddress(uint32,uint256,address)(address)',
      ),
    ).toBe(MULTI_TOKEN_INTERFACE_IDS.vep1155Collection);
    expect(interfaceId('multiTokenSupply(uint32)(uint128)')).toBe(MULTI_TOKEN_INTERFACE_IDS.vep1155Nft);
    expect(
      interfaceId(
        'getInfo(uint32)(uint256,address,address)',
        'balance(uint32)(uint128)',
        'transfer(uint128,address,uint128,address,bool,cell)()',
        'transferToWallet(uint128,address,address,bool,cell)()',
        'acceptTransfer(uint128,address,address,bool,cell)()',
        'burn(uint128,address,address,cell)()',
      ),
    ).toBe(MULTI_TOKEN_INTERFACE_IDS.vep1155Wallet);
    expect(standardsOf([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Collection, MULTI_TOKEN_INTERFACE_IDS.vep1155Collection])).toEqual([
      'TIP-4.1',
      'VEP-1155',
    ]);
    expect(standardsOf([NFT_INTERFACE_IDS.tip6, MULTI_TOKEN_INTERFACE_IDS.vep1155Wallet])).toEqual(['VEP-1155']);
  });

  it('reads each event as nekoton reads it from our ABI, in the order the transaction emitted them', () => {
    const bodies = EVENTS.map(({ name, values }) => eventBody(MULTI_TOKEN_EVENT_IDS[idKey(name)], values));
    for (const [at, body] of bodies.entries()) {
      const decoded = nt.decodeEvent(Buffer.from(writeBoc(body)).toString('base64'), MULTI_TOKEN_ABI_TEXT, EVENTS[at]!.name);
      expect(decoded?.event).toBe(EVENTS[at]!.name);
    }
    const walletCreated = nt.decodeEvent(Buffer.from(writeBoc(bodies[3]!)).toString('base64'), MULTI_TOKEN_ABI_TEXT, 'MultiTokenWalletCreated');
    expect(walletCreated?.data).toEqual({ id: ID.toString(), owner: OWNER, collection: ROOT, balance: '1000' });
    expect(multiTokenEvents(transactionOf(...bodies))).toEqual(EVENTS.map(({ decoded }, index) => ({ ...decoded, index })));
  });

  it('reads nothing from an aborted transaction or a body cut short', () => {
    const created = eventBody(MULTI_TOKEN_EVENT_IDS.MultiTokenCreated, EVENTS[0].values);
    const aborted = walletTransaction(internal(ROOT, WALLET, new Builder().endCell()), [eventMessage(WALLET, created)], true);
    expect(multiTokenEvents(aborted)).toEqual([]);
    const short = new Builder().storeUint(MULTI_TOKEN_EVENT_IDS.MultiTokenBurned, 32).storeUint(1n, 100).endCell();
    expect(multiTokenEvents(transactionOf(short))).toEqual([]);
  });
});
