import { actionsOfTransactions, type ChainSchema } from '@tvmscan/store';
import type { Kysely } from 'kysely';
import { actionEntity, calledFunction } from '../mappers/action.js';

/**
 * The function each transaction's actions name as called (a verified or published contract's function, a wallet
 * standard's method), keyed by transaction hash: the `methodName` of a transaction no verified ABI names.
 */
export async function actionMethods(db: Kysely<ChainSchema>, hashes: readonly string[]): Promise<Map<string, string | null>> {
  const byTransaction = await actionsOfTransactions(db, hashes);
  return new Map([...byTransaction].map(([hash, actions]) => [hash, calledFunction(actions.map(actionEntity))]));
}
