import { decodeAccount, Slice, type AddrStd, type Cell, type ShardAccount } from '@tvmscan/tvm';
import type { SubmitResult } from '../chain/chain-engine.js';
import type { Ed25519Key } from '../contracts/shared/ed25519-key.js';
import { EVER_WALLET_DEFAULT_FLAGS } from '../contracts/shared/ever-wallet-message.js';
import type { EverWallet } from './ever-wallet.js';

const PUBLIC_KEY_BITS = 256;
const EXPIRE_AFTER_SECONDS = 60;

/** The network a wallet call goes to. */
export interface WalletNetwork {
  readonly utime: number;
  /** What signatures must be bound to (null: plain signatures). */
  readonly signatureId: number | null;
  sendExternal(message: Cell): SubmitResult;
  accountState(address: AddrStd): ShardAccount | undefined;
}

export interface WalletSend {
  /** The internal message the wallet sends (see relaxedInternalMessage). */
  internal: Cell;
  /** Send mode; default 3 (fees apart, errors ignored). */
  flags?: number;
  /** Attach the wallet's state init (first call of an uninitialised wallet). */
  deploy?: boolean;
  /** Sign with this key instead of the wallet's: a forged call the wallet refuses. */
  signer?: Ed25519Key;
}

/**
 * Sends a signed call of `wallet` now. Its `time` header follows the last one the wallet accepted, read
 * from the wallet's data, so that calls from anyone (workload, devnet, JRPC users) never replay.
 */
export function sendFromWallet(network: WalletNetwork, wallet: EverWallet, send: WalletSend): SubmitResult {
  const last = lastWalletTimeMs(network.accountState(wallet.address));
  const now = BigInt(network.utime) * 1000n;
  const message = wallet.call({
    internal: send.internal,
    flags: send.flags ?? EVER_WALLET_DEFAULT_FLAGS,
    timeMs: last >= now ? last + 1n : now,
    expireAt: network.utime + EXPIRE_AFTER_SECONDS,
    deploy: send.deploy ?? false,
    signer: send.signer,
    signatureId: network.signatureId,
  });
  return network.sendExternal(message);
}

/** The `time` header (ms) of the last call an EverWallet accepted, kept in its data after the public key; 0 before its first. */
function lastWalletTimeMs(state: ShardAccount | undefined): bigint {
  const account = state === undefined ? null : decodeAccount(state.account);
  if (account === null || account.storage.state.kind !== 'active' || account.storage.state.stateInit.data === null) return 0n;
  const data = new Slice(account.storage.state.stateInit.data);
  data.skip(PUBLIC_KEY_BITS);
  return data.loadUintBig(64);
}
