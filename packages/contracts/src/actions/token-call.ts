import { Slice, TvmError, type Cell } from '@tvmscan/tvm';
import { AbiBodyReader } from '../abi/abi-body-reader.js';
import { readJettonAddress, readJettonBody } from '../jetton/jetton-bodies.js';
import { JETTON_OPCODES } from '../jetton/jetton-opcodes.js';
import { TIP3_FUNCTION_IDS } from '../tip3/tip3-function-ids.js';

/**
 * The tokens a call asks a token wallet to send: its amount and recipient, the owner (TIP-3 `transfer`, TEP-74
 * `transfer`'s destination) or the receiving token wallet (TIP-3 `transferToWallet`). What a wallet's message to its
 * token wallet says before the token wallet acts on it.
 */
export interface TokenTransferCall {
  readonly amount: bigint;
  readonly recipient: string | null;
  readonly recipientIs: 'owner' | 'wallet';
}

/** The token transfer a call body asks for; null for any other body and for bodies cut short. */
export function readTokenTransferCall(body: Cell, functionId: number): TokenTransferCall | null {
  try {
    if (functionId === JETTON_OPCODES.transfer) {
      const jetton = readJettonBody(body);
      return jetton === null ? null : { amount: jetton.amount, recipient: readJettonAddress(jetton.rest), recipientIs: 'owner' };
    }
    if (functionId !== TIP3_FUNCTION_IDS.transfer && functionId !== TIP3_FUNCTION_IDS.transferToWallet) return null;
    const reader = AbiBodyReader.at(new Slice(body).skip(32));
    const amount = reader.uint(128);
    return { amount, recipient: reader.address(), recipientIs: functionId === TIP3_FUNCTION_IDS.transfer ? 'owner' : 'wallet' };
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}
