import type { TFunction } from 'i18next';
import type { Action } from '@tvmscan/api/contract';
import { actionSentence, headlineAction, type NativeUnits } from './action-sentence.js';

/** Each transaction's one-line action, keyed by its hash: the sentence of its most telling action (none without actions). */
export function transactionLines(actions: readonly Action[], t: TFunction<'actions'>, native: NativeUnits): Map<string, string> {
  const byTransaction = new Map<string, Action[]>();
  for (const action of actions) byTransaction.set(action.transactionHash, [...(byTransaction.get(action.transactionHash) ?? []), action]);
  const lines = new Map<string, string>();
  for (const [hash, own] of byTransaction) {
    const headline = headlineAction(own);
    if (headline !== undefined) lines.set(hash, actionSentence(headline, t, native));
  }
  return lines;
}
