import { walletAbiText, walletStandardOf } from '@tvmscan/contracts/actions';
import { decodeAccount, type Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { messageOf, VerifyError } from '../verify-error.js';

/** A send from a wallet as a wallet app asks for it: value and an optional ABI call to a recipient. */
export interface WalletSendRequest {
  /** The wallet, raw `wc:hex`. */
  readonly from: string;
  /** The key the wallet's owner signs with, 64 hex digits. */
  readonly publicKey: string;
  /** The recipient, raw `wc:hex`. */
  readonly to: string;
  /** Nano. */
  readonly amount: bigint;
  readonly bounce: boolean;
  /** The call the message carries, encoded with its ABI (JSON text); null for a plain transfer. */
  readonly call: { readonly abi: string; readonly method: string; readonly params: Record<string, unknown> } | null;
}

/** The wallet function wallet apps call for one transfer (EverWallet's and the multisigs' `sendTransaction`), with their flags. */
const SEND_FUNCTION = 'sendTransaction';
const SEND_FLAGS = 3;
const EXPIRE_AFTER_SECONDS = 60;

/**
 * The external message the wallet's owner would sign for this send, with a fake signature (the emulation runs it
 * taking signatures as valid): `sendTransaction(dest, value, bounce, 3, payload)`, as the wallet apps of this family
 * send one transfer. A wallet of no standard with that function, or a call its ABI cannot encode, is an
 * `emulate-input` error naming the field.
 */
export function walletSendMessage(wallet: Cell | null, request: WalletSendRequest, nowSeconds: number): Uint8Array {
  const state = wallet === null ? null : decodeAccount(wallet)?.storage.state;
  if (state?.kind === 'frozen') throw new VerifyError('emulate-input', 'is frozen: it cannot send', { field: 'from' });
  if (state?.kind !== 'active') {
    throw new VerifyError('emulate-input', 'is not deployed yet: its first send deploys it, which is not emulated', { field: 'from' });
  }
  const standard = walletStandardOf(state.stateInit.code?.hashHex() ?? null);
  const abi = standard === undefined ? null : walletAbiText(standard);
  if (standard === undefined || abi === null || !standard.functions.some((fn) => fn.name === SEND_FUNCTION)) {
    throw new VerifyError('emulate-input', `is not a wallet of a standard that sends with ${SEND_FUNCTION}`, { field: 'from' });
  }
  const payload = request.call === null ? '' : encodePayload(request.call);
  const clock = new nt.ClockWithOffset();
  try {
    clock.updateOffset(nowSeconds * 1000 - Date.now());
    const input = { dest: request.to, value: request.amount.toString(), bounce: request.bounce, flags: SEND_FLAGS, payload };
    let unsigned: nt.UnsignedMessage;
    try {
      unsigned = nt.createExternalMessage(clock, request.from, abi, SEND_FUNCTION, null, input, request.publicKey, EXPIRE_AFTER_SECONDS);
    } catch (error) {
      throw new VerifyError('emulate-input', `is not a key the wallet can be called with: ${messageOf(error)}`, { field: 'publicKey' });
    }
    return Buffer.from(unsigned.signFake().boc, 'base64');
  } finally {
    clock.free();
  }
}

function encodePayload(call: NonNullable<WalletSendRequest['call']>): string {
  try {
    return nt.encodeInternalInput(call.abi, call.method, call.params as nt.TokensObject);
  } catch (error) {
    throw new VerifyError('emulate-input', `cannot be encoded with its ABI: ${messageOf(error)}`, { field: 'call' });
  }
}
