import { TvmError, type Transaction } from '@tvmscan/tvm';
import { jettonOperations } from '../jetton/jetton-operations.js';
import { tip3Operations } from '../tip3/tip3-operations.js';
import type { TokenOperation } from './token-operation.js';
import { tokenTransactionView } from './transaction-messages.js';

/**
 * The token operations of a transaction as the codec decodes it: none for most, one or more for a token wallet's
 * transaction. Only message bodies are read (no ABI text, no VM), so it is cheap enough to run on every
 * transaction ingested; a body that starts like a token call but is cut short counts as no operation.
 */
export function tokenOperations(tx: Transaction): TokenOperation[] {
  const view = tokenTransactionView(tx);
  if (view === null) return [];
  try {
    const tip3 = tip3Operations(view);
    return tip3.length > 0 ? tip3 : jettonOperations(view);
  } catch (error) {
    if (error instanceof TvmError) return [];
    throw error;
  }
}
