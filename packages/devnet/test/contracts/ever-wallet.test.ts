import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Builder, Slice, decodeMessage, encodeBase64, hexToBytes, writeBoc, type Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { base64ToCell } from '../../src/contracts/shared/boc-base64.js';
import {
  ContractInputError,
  ed25519KeyFromSeed,
  everWalletRawMessage,
  everWalletState,
  everWalletTransferMessage,
  relaxedInternalMessage,
} from '../../src/contracts/shared/index.js';
import { ed25519Sign } from '../../src/contracts/shared/ed25519-key.js';
import { EMULATOR_SIGNATURE_ID, EmulatedChain, MessageRejectedError } from './harness/emulated-chain.js';
import { TestWallet } from './harness/test-wallet.js';

const EVER_WALLET_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.3',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    {
      name: 'sendTransaction',
      inputs: [
        { name: 'dest', type: 'address' },
        { name: 'value', type: 'uint128' },
        { name: 'bounce', type: 'bool' },
        { name: 'flags', type: 'uint8' },
        { name: 'payload', type: 'cell' },
      ],
      outputs: [],
    },
    {
      name: 'sendTransactionRaw',
      inputs: [
        { name: 'flags', type: 'uint8' },
        { name: 'message', type: 'cell' },
      ],
      outputs: [],
      id: '0x169e3e11',
    },
  ],
  events: [],
});

const KEY = ed25519KeyFromSeed(new Uint8Array(32).fill(7));
const WALLET = everWalletState(KEY.publicKey);
const DEST = `0:${'cd'.repeat(32)}`;
const PAYLOAD = new Builder().storeUint(0xdeadbeef, 32).endCell();
const EVER = 1_000_000_000n;

/** Signs nekoton's own external message with our key, so it can be compared bit for bit with ours. */
function nekotonMessage(
  method: string,
  input: Record<string, string | number | boolean>,
  stateInit?: Cell,
): { message: Cell; timeMs: bigint; expireAt: number } {
  const clock = new nt.ClockWithOffset();
  const unsigned = nt.createExternalMessage(clock, WALLET.address, EVER_WALLET_ABI, method, stateInit && base64(stateInit), input, KEY.publicKey, 60);
  const signature = ed25519Sign(KEY, hexToBytes(unsigned.hash));
  const message = base64ToCell(unsigned.sign(encodeBase64(signature)).boc, 'the message nekoton signed');
  const header = new Slice(decodeMessage(message).body);
  header.skip(1 + 512 + 1 + 256);
  return { message, timeMs: header.loadUintBig(64), expireAt: unsigned.expireAt() };
}

function base64(cell: Cell): string {
  return encodeBase64(writeBoc(cell));
}

describe('EverWallet external messages', () => {
  it('builds sendTransaction exactly as nekoton encodes and signs it (ABI 2.3)', () => {
    const input = { dest: DEST, value: '1500000000', bounce: true, flags: 3, payload: base64(PAYLOAD) };
    const expected = nekotonMessage('sendTransaction', input);
    const ours = everWalletTransferMessage(
      { wallet: WALLET.address, key: KEY, timeMs: expected.timeMs, expireAt: expected.expireAt },
      { dest: DEST, value: 1_500_000_000n, bounce: true, payload: PAYLOAD },
    );
    expect(ours.hashHex()).toBe(expected.message.hashHex());
  });

  it('builds sendTransactionRaw with a deploying StateInit exactly as nekoton does', () => {
    const inner = relaxedInternalMessage({ dest: DEST, value: EVER, bounce: false, body: PAYLOAD });
    const expected = nekotonMessage('sendTransactionRaw', { flags: 3, message: base64(inner) }, WALLET.stateInit);
    const ours = everWalletRawMessage(
      { wallet: WALLET.address, key: KEY, timeMs: expected.timeMs, expireAt: expected.expireAt, stateInit: WALLET.stateInit },
      inner,
    );
    expect(ours.hashHex()).toBe(expected.message.hashHex());
  });

  it('derives the wallet address everscale-standalone-client derives from the same public key', async () => {
    const require = createRequire(import.meta.url);
    const { EverWalletAccount } = require('everscale-standalone-client/nodejs') as {
      EverWalletAccount: { computeAddress(args: { publicKey: string }): Promise<{ toString(): string }> };
    };
    expect((await EverWalletAccount.computeAddress({ publicKey: KEY.publicKey })).toString()).toBe(WALLET.address);
  });

  it('rejects arguments that do not fit before building anything', () => {
    const signing = { wallet: WALLET.address, key: KEY, timeMs: 1n, expireAt: 1 };
    expect(() => everWalletTransferMessage(signing, { dest: '0:xyz', value: 1n, bounce: false })).toThrow(ContractInputError);
    expect(() => everWalletTransferMessage(signing, { dest: DEST, value: 1n << 128n, bounce: false })).toThrow(/2\^128/);
    expect(() => everWalletTransferMessage(signing, { dest: DEST, value: 1n, bounce: false, flags: 256 })).toThrow(/flags/);
    expect(() => ed25519KeyFromSeed(new Uint8Array(31))).toThrow(ContractInputError);
  });
});

describe('EverWallet on the emulated network', () => {
  async function fundedWallet(chain: EmulatedChain, name: string): Promise<TestWallet> {
    const wallet = new TestWallet(chain, name);
    await wallet.fund(10n * EVER);
    return wallet;
  }

  it('deploys with its first message and sends the value with the payload', async () => {
    const chain = await EmulatedChain.create('tycho-emulator');
    const wallet = await fundedWallet(chain, 'sender');
    const txs = await wallet.transfer({ dest: DEST, value: EVER, bounce: false, payload: PAYLOAD });
    expect(txs[0]?.view).toMatchObject({ aborted: false, origStatus: 'uninit', endStatus: 'active' });
    expect(txs[0]?.view.outMessages).toMatchObject([{ dst: DEST, value: EVER, bounce: false, bodyHash: PAYLOAD.hashHex() }]);
    // the destination has no code: it keeps the value as an uninitialised account
    expect(txs[1]?.view).toMatchObject({ account: DEST, origStatus: 'nonexist', endStatus: 'uninit' });
  });

  it('refuses a message signed with another key, a replayed one and an expired one', async () => {
    const chain = await EmulatedChain.create('tycho-emulator');
    const wallet = await fundedWallet(chain, 'victim');
    await wallet.transfer({ dest: DEST, value: EVER, bounce: false });
    const signing = { wallet: wallet.address, key: wallet.key, timeMs: BigInt(chain.now) * 1000n + 500n, expireAt: chain.now + 60 };
    const transfer = { dest: DEST, value: EVER, bounce: false };

    const forged = everWalletTransferMessage({ ...signing, key: ed25519KeyFromSeed(new Uint8Array(32).fill(9)) }, transfer);
    await expect(chain.send(forged)).rejects.toThrow(MessageRejectedError);

    const genuine = everWalletTransferMessage(signing, transfer);
    expect((await chain.send(genuine))[0]?.view.aborted).toBe(false);
    await expect(chain.send(genuine)).rejects.toThrow(MessageRejectedError);

    const late = everWalletTransferMessage({ ...signing, timeMs: signing.timeMs + 1n, expireAt: chain.now - 1 }, transfer);
    await expect(chain.send(late)).rejects.toThrow(MessageRejectedError);
  });

  it('on the Tycho config (SignatureWithId) signs the hash prefixed with the global id', async () => {
    const chain = await EmulatedChain.create('tycho-emulator', 'tycho');
    const wallet = new TestWallet(chain, 'tycho user');
    await wallet.fund(10n * EVER);
    const state = everWalletState(wallet.key.publicKey);
    const signing = {
      wallet: wallet.address,
      key: wallet.key,
      timeMs: BigInt(chain.now) * 1000n,
      expireAt: chain.now + 60,
      stateInit: state.stateInit,
    };
    const transfer = { dest: DEST, value: EVER, bounce: false };

    await expect(chain.send(everWalletTransferMessage(signing, transfer))).rejects.toThrow(MessageRejectedError);
    const txs = await chain.send(everWalletTransferMessage({ ...signing, signatureId: EMULATOR_SIGNATURE_ID }, transfer));
    expect(txs[0]?.view).toMatchObject({ aborted: false, endStatus: 'active' });
  });
});
