import type { ActionRecord, TraceRecord } from '@tvmscan/store';
import type { Action } from '../schemas/action.js';
import type { Trace } from '../schemas/action-routes.js';
import { toNumber } from './numbers.js';

/** A stored action with where it sits: the classifier's fields as it wrote them. */
export function actionEntity(row: ActionRecord): Action {
  return {
    ...(row.action as unknown as Omit<Action, 'transactionHash' | 'position' | 'traceId' | 'lt' | 'time'>),
    transactionHash: row.transaction_hash,
    position: row.position,
    traceId: row.trace_id,
    lt: String(row.lt),
    time: toNumber(row.block_time),
  } as Action;
}

export function traceEntity(row: TraceRecord): Trace {
  return {
    id: row.trace_id,
    rootMessageHash: row.root_message_hash,
    rootAccount: row.root_account,
    startLt: String(row.start_lt),
    endLt: String(row.end_lt),
    startTime: toNumber(row.start_time),
    endTime: toNumber(row.end_time),
    transactionCount: row.transaction_count,
    actionCount: row.action_count,
    pendingMessages: row.pending_messages,
    complete: row.complete,
  };
}
