import { Builder, encodeMessage, encodeStateInit, storeMsgAddressInt, type AddrStd, type Cell, type StateInit } from '@tvmscan/tvm';
import type { Ed25519Key } from '../keys/ed25519-key.js';
import { lockliftAssets } from '../network/locklift-assets.js';
import { DevnetError } from '../errors.js';

/** Function id of EverWallet's `sendTransactionRaw(uint8 flags, cell message)` (ABI 2.3). */
const SEND_TRANSACTION_RAW = 0x169e3e11;

/** Send mode 3: pay forwarding fees separately and ignore action errors. */
export const SEND_MODE_DEFAULT = 3;

let walletCode: Cell | undefined;

/** The EverWallet code cell (the code everscale-standalone-client deploys for EverWallet accounts). */
export function everWalletCode(): Cell {
  if (walletCode === undefined) {
    const state = lockliftAssets.everWalletAccount().storage.state;
    if (state.kind !== 'active' || state.stateInit.code === null) throw new DevnetError('bad-config', 'the shipped EverWallet account has no code');
    walletCode = state.stateInit.code;
  }
  return walletCode;
}

export interface WalletCall {
  /** The internal message the wallet sends, as built by `buildOutboundInternal`. */
  internal: Cell;
  flags: number;
  /** ABI `time` header: must grow with every accepted call of this wallet. */
  timeMs: bigint;
  /** ABI `expire` header, unix seconds. */
  expireAt: number;
  /** Attach the state init so that the call deploys the wallet. */
  deploy: boolean;
  /** Sign with a wrong signature (the wallet must reject the message). */
  corruptSignature?: boolean;
  /** The network's signature id when its config binds signatures to it (CapSignatureWithId). */
  signatureId?: number | null;
}

/** An EverWallet in workchain 0 owned by an Ed25519 key: its state init, address and signed external calls. */
export class EverWallet {
  readonly stateInit: StateInit;
  readonly address: AddrStd;

  constructor(readonly key: Ed25519Key) {
    const data = new Builder().storeBytes(key.publicKey).storeUint(0, 64).endCell();
    this.stateInit = { splitDepth: null, special: null, code: everWalletCode(), data, library: null };
    this.address = { kind: 'std', workchain: 0, address: encodeStateInit(this.stateInit).hashHex() };
  }

  get rawAddress(): string {
    return `0:${this.address.address}`;
  }

  /**
   * An external message calling sendTransactionRaw, signed the ABI 2.3 way: the signature covers the
   * destination address followed by the body (headers pubkey, time, expire; function id; arguments).
   */
  call(call: WalletCall): Cell {
    const writeBody = (b: Builder) =>
      b
        .storeBit(1)
        .storeBytes(this.key.publicKey)
        .storeUint(call.timeMs, 64)
        .storeUint(call.expireAt, 32)
        .storeUint(SEND_TRANSACTION_RAW, 32)
        .storeUint(call.flags, 8)
        .storeRef(call.internal);
    const signed = new Builder();
    storeMsgAddressInt(signed, this.address);
    const hash = writeBody(signed).endCell().hash();
    const signature = this.key.sign(call.signatureId == null ? hash : withSignatureId(call.signatureId, hash));
    if (call.corruptSignature === true) signature[0] ^= 0xff;
    const body = writeBody(new Builder().storeBit(1).storeBytes(signature)).endCell();
    return encodeMessage({
      info: { kind: 'externalIn', src: { kind: 'none' }, dest: this.address, importFee: 0n },
      init: call.deploy ? this.stateInit : null,
      initInRef: true,
      body,
      bodyInRef: true,
    });
  }
}

function withSignatureId(id: number, hash: Uint8Array): Uint8Array {
  const data = new Uint8Array(4 + hash.length);
  new DataView(data.buffer).setInt32(0, id);
  data.set(hash, 4);
  return data;
}
