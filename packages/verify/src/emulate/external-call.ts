import * as nt from 'nekoton-wasm';
import { messageOf, VerifyError } from '../verify-error.js';

/** An external call of a contract's ABI function, as the executor sends one through the wallet or unsigned. */
export interface ExternalCallRequest {
  /** The contract, raw `wc:hex`. */
  readonly to: string;
  /** The key the caller signs with, 64 hex digits; null for a message sent without a signature. */
  readonly publicKey: string | null;
  /** The ABI (JSON text), the function and a value for each of its inputs. */
  readonly call: { readonly abi: string; readonly method: string; readonly params: Record<string, unknown> };
}

const EXPIRE_AFTER_SECONDS = 60;

/**
 * The external message the caller's wallet would sign for this call, with a fake signature (the emulation takes
 * signatures as valid), or without one when it is sent unsigned. A call the ABI cannot encode, or a key its header
 * cannot take, is an `emulate-input` error naming `call` or `publicKey`.
 */
export function externalCallMessage(request: ExternalCallRequest, nowSeconds: number): Uint8Array {
  const clock = new nt.ClockWithOffset();
  try {
    clock.updateOffset(nowSeconds * 1000 - Date.now());
    try {
      return Buffer.from(signedOrNot(clock, request).boc, 'base64');
    } catch (error) {
      const field = request.publicKey !== null && /pubkey|public key/i.test(messageOf(error)) ? 'publicKey' : 'call';
      throw new VerifyError('emulate-input', `cannot be encoded as an external call: ${messageOf(error)}`, { field });
    }
  } finally {
    clock.free();
  }
}

function signedOrNot(clock: nt.ClockWithOffset, { to, publicKey, call }: ExternalCallRequest): nt.SignedMessage {
  const params = call.params as nt.TokensObject;
  if (publicKey === null) return nt.createExternalMessageWithoutSignature(clock, to, call.abi, call.method, null, params, EXPIRE_AFTER_SECONDS);
  return nt.createExternalMessage(clock, to, call.abi, call.method, null, params, publicKey, EXPIRE_AFTER_SECONDS).signFake();
}
