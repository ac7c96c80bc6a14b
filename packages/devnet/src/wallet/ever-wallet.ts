import type { AddrStd, Cell } from '@tvmscan/tvm';
import { ed25519KeyFromSeed, type Ed25519Key } from '../contracts/shared/ed25519-key.js';
import { everWalletRawMessage } from '../contracts/shared/ever-wallet-message.js';
import { everWalletState } from '../contracts/shared/ever-wallet-state.js';
import { addrStdOf, type RawAddress } from '../contracts/shared/raw-address.js';

export interface WalletCall {
  /** The internal message the wallet sends, as built by `relaxedInternalMessage`. */
  internal: Cell;
  flags: number;
  /** ABI `time` header: must grow with every accepted call of this wallet. */
  timeMs: bigint;
  /** ABI `expire` header, unix seconds. */
  expireAt: number;
  /** Attach the state init so that the call deploys the wallet. */
  deploy: boolean;
  /** The network's signature id when its config binds signatures to it (CapSignatureWithId). */
  signatureId?: number | null;
  /** Sign with this key instead of the wallet's (a forged call, which the wallet must refuse). */
  signer?: Ed25519Key;
}

/** An EverWallet owned by an Ed25519 key: its state init, address and signed `sendTransactionRaw` calls. */
export class EverWallet {
  readonly stateInit: Cell;
  readonly address: AddrStd;
  readonly rawAddress: RawAddress;

  constructor(
    readonly key: Ed25519Key,
    workchain = 0,
  ) {
    const state = everWalletState(key.publicKey, workchain);
    this.stateInit = state.stateInit;
    this.rawAddress = state.address;
    this.address = addrStdOf(state.address, 'the wallet address');
  }

  /** The wallet of the key whose 32-byte secret is `secret`. */
  static fromSecret(secret: Uint8Array): EverWallet {
    return new EverWallet(ed25519KeyFromSeed(secret));
  }

  /** A signed external message calling `sendTransactionRaw(flags, internal)`. */
  call(call: WalletCall): Cell {
    return everWalletRawMessage(
      {
        wallet: this.rawAddress,
        key: call.signer ?? this.key,
        timeMs: call.timeMs,
        expireAt: call.expireAt,
        stateInit: call.deploy ? this.stateInit : undefined,
        signatureId: call.signatureId ?? undefined,
      },
      call.internal,
      call.flags,
    );
  }
}
