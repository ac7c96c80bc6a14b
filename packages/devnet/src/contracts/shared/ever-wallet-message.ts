import { Builder, decodeStateInit, encodeMessage, storeMsgAddressInt, type Cell } from '@tvmscan/tvm';
import { ContractInputError } from './contract-error.js';
import { ed25519Sign, hexArgument, type Ed25519Key } from './ed25519-key.js';
import { addrStdOf, type RawAddress } from './raw-address.js';
import { checkedUint } from './uint-argument.js';

/** Function ids of EverWallet's ABI 2.3 (headers pubkey, time, expire). */
const SEND_TRANSACTION_ID = 0x4cee646c;
const SEND_TRANSACTION_RAW_ID = 0x169e3e11;

/** Send flags the standalone client uses: pay the forwarding fees apart from the value, ignore action errors. */
export const EVER_WALLET_DEFAULT_FLAGS = 3;

/** Who signs an external message to an EverWallet and when it is valid. */
export interface EverWalletSigning {
  wallet: RawAddress;
  key: Ed25519Key;
  /**
   * The `time` header in milliseconds. The wallet keeps the last one and accepts only a later one, at
   * most 30 minutes ahead of the block time: give each message from a wallet a strictly greater time.
   */
  timeMs: bigint;
  /** The `expire` header in unix seconds: the message is rejected once the block time passes it. */
  expireAt: number;
  /** Deploys the wallet with this StateInit (from `everWalletState`) along with its first message. */
  stateInit?: Cell;
  /** The global id to prefix the signed hash with, on networks with the SignatureWithId capability. */
  signatureId?: number;
}

export interface EverWalletTransfer {
  dest: RawAddress;
  value: bigint;
  bounce: boolean;
  /** SENDRAWMSG mode; default 3. */
  flags?: number;
  /** The body of the outgoing message, e.g. a TIP-3 transfer call. */
  payload?: Cell;
}

/** The signed external message calling `sendTransaction(dest, value, bounce, flags, payload)`. */
export function everWalletTransferMessage(signing: EverWalletSigning, transfer: EverWalletTransfer): Cell {
  const params = new Builder();
  storeMsgAddressInt(params, addrStdOf(transfer.dest, 'the transfer destination'));
  params.storeUint(checkedUint(transfer.value, 128, 'the transfer value'), 128);
  params.storeBit(transfer.bounce).storeUint(flagsArgument(transfer.flags), 8);
  params.storeRef(transfer.payload ?? new Builder().endCell());
  return signedExternalMessage(signing, SEND_TRANSACTION_ID, (b) => b.storeRef(params.endCell()));
}

/**
 * The signed external message calling `sendTransactionRaw(flags, message)`: the wallet sends `message`
 * (from `relaxedInternalMessage`) as it is, which is how a wallet deploys a contract with a StateInit.
 */
export function everWalletRawMessage(signing: EverWalletSigning, message: Cell, flags?: number): Cell {
  return signedExternalMessage(signing, SEND_TRANSACTION_RAW_ID, (b) => b.storeUint(flagsArgument(flags), 8).storeRef(message));
}

/**
 * ABI 2.3 signing: the header, function id and inline parameters are hashed in a cell that starts with
 * the destination address; the body sent holds the signature in place of the address. As nekoton does,
 * a StateInit goes inline and the body in a reference.
 */
function signedExternalMessage(signing: EverWalletSigning, functionId: number, storeParams: (b: Builder) => void): Cell {
  const wallet = addrStdOf(signing.wallet, 'the wallet address');
  const call = new Builder();
  call.storeBit(1).storeBytes(hexArgument(signing.key.publicKey, 'public key'));
  call.storeUint(checkedUint(signing.timeMs, 64, 'the time header'), 64);
  call.storeUint(checkedUint(BigInt(signing.expireAt), 32, 'the expire header'), 32);
  call.storeUint(functionId, 32);
  storeParams(call);

  const toSign = new Builder();
  storeMsgAddressInt(toSign, wallet);
  const signature = ed25519Sign(signing.key, withSignatureId(toSign.storeBuilder(call).endCell().hash(), signing.signatureId));
  const body = new Builder().storeBit(1).storeBytes(signature).storeBuilder(call).endCell();

  return encodeMessage({
    info: { kind: 'externalIn', src: { kind: 'none' }, dest: wallet, importFee: 0n },
    init: signing.stateInit === undefined ? null : decodeStateInit(signing.stateInit),
    initInRef: false,
    body,
    bodyInRef: true,
  });
}

/** The data a signature covers on a network that binds signatures to its global id: the id (big-endian), then the data. */
export function withSignatureId(hash: Uint8Array, signatureId: number | undefined): Uint8Array {
  if (signatureId === undefined) return hash;
  const data = new Uint8Array(4 + hash.length);
  new DataView(data.buffer).setInt32(0, signatureId);
  data.set(hash, 4);
  return data;
}

function flagsArgument(flags: number | undefined): number {
  const value = flags ?? EVER_WALLET_DEFAULT_FLAGS;
  if (!Number.isInteger(value) || value < 0 || value > 255) throw new ContractInputError(`send flags must be 0..255, got ${value}`);
  return value;
}
