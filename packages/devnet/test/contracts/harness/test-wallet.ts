import { createHash } from 'node:crypto';
import { Builder, encodeMessage, parseRawAddress, bytesToHex, type AddrStd, type Cell } from '@tvmscan/tvm';
import {
  ed25519KeyFromSeed,
  everWalletRawMessage,
  everWalletState,
  everWalletTransferMessage,
  type Ed25519Key,
  type EverWalletTransfer,
} from '../../../src/contracts/shared/index.js';
import type { EmulatedChain, ExecutedTransaction } from './emulated-chain.js';

/** A faucet outside the chain: the source of the value that funds test wallets. */
const FAUCET = `-1:${'f'.repeat(64)}`;
const MESSAGE_LIFETIME_S = 60;

/** An EverWallet on the emulated chain, driven by signed external messages as a user's wallet app does. */
export class TestWallet {
  readonly key: Ed25519Key;
  readonly address: string;
  private readonly stateInit: Cell;
  private lastTimeMs = 0n;
  private deployed = false;

  constructor(
    private readonly chain: EmulatedChain,
    name: string,
  ) {
    this.key = ed25519KeyFromSeed(createHash('sha256').update(name).digest());
    const state = everWalletState(this.key.publicKey);
    this.address = state.address;
    this.stateInit = state.stateInit;
  }

  /** Credits the (not yet deployed) wallet from the faucet; the first external message deploys it. */
  async fund(value: bigint): Promise<ExecutedTransaction[]> {
    return this.chain.send(faucetMessage(this.address, value, this.chain.now));
  }

  async transfer(transfer: EverWalletTransfer): Promise<ExecutedTransaction[]> {
    return this.chain.send(everWalletTransferMessage(this.signing(), transfer));
  }

  async sendRaw(message: Cell): Promise<ExecutedTransaction[]> {
    return this.chain.send(everWalletRawMessage(this.signing(), message));
  }

  private signing() {
    const timeMs = BigInt(this.chain.now) * 1000n > this.lastTimeMs ? BigInt(this.chain.now) * 1000n : this.lastTimeMs + 1n;
    this.lastTimeMs = timeMs;
    const stateInit = this.deployed ? undefined : this.stateInit;
    this.deployed = true;
    return { wallet: this.address, key: this.key, timeMs, expireAt: this.chain.now + MESSAGE_LIFETIME_S, stateInit };
  }
}

/** A non-bouncing internal message carrying `value` from the faucet. */
function faucetMessage(dest: string, value: bigint, now: number): Cell {
  return encodeMessage({
    info: {
      kind: 'internal',
      ihrDisabled: true,
      bounce: false,
      bounced: false,
      src: addrStd(FAUCET),
      dest: addrStd(dest),
      value: { coins: value, other: [] },
      ihrFee: 0n,
      fwdFee: 0n,
      createdLt: 0n,
      createdAt: now,
    },
    init: null,
    initInRef: false,
    body: new Builder().endCell(),
    bodyInRef: false,
  });
}

function addrStd(raw: string): AddrStd {
  const address = parseRawAddress(raw);
  return { kind: 'std', workchain: address.workchain, address: bytesToHex(address.hash) };
}
