import { BOUNCED_PREFIX } from '../abi/abi-body-reader.js';
import { formatRawAddress, loadMsgAddress, Slice, type Cell } from '@tvmscan/tvm';
import { JETTON_OPCODES } from './jetton-opcodes.js';

/** The leading fields of a TEP-74 body: its operation and the amount every token-moving operation carries next. */
interface JettonBody {
  op: number;
  amount: bigint;
  /** The rest of the body, at the field after `amount`. */
  rest: Slice;
}

const AMOUNT_OPS: ReadonlySet<number> = new Set([
  JETTON_OPCODES.transfer,
  JETTON_OPCODES.internalTransfer,
  JETTON_OPCODES.transferNotification,
  JETTON_OPCODES.burn,
  JETTON_OPCODES.burnNotification,
]);

/** Reads `op query_id amount` of a token-moving Jetton body; null for any other body. */
export function readJettonBody(body: Cell): JettonBody | null {
  return readAfterOp(new Slice(body));
}

/**
 * The same of a bounced body: 0xffffffff, then the first 256 bits of the body that bounced, which hold its
 * op, query id and amount (TEP-74 keeps the amount in the first 256 bits for this reason).
 */
export function readBouncedJettonBody(body: Cell): JettonBody | null {
  const slice = new Slice(body);
  if (slice.remainingBits < 32 || slice.loadUint(32) !== BOUNCED_PREFIX) return null;
  return readAfterOp(slice);
}

/** A MsgAddress field in raw form; null for addr_none. */
export function readJettonAddress(slice: Slice): string | null {
  return formatRawAddress(loadMsgAddress(slice));
}

function readAfterOp(slice: Slice): JettonBody | null {
  if (slice.remainingBits < 32 + 64 + 4) return null;
  const op = slice.loadUint(32);
  if (!AMOUNT_OPS.has(op)) return null;
  slice.skip(64);
  const amount = slice.loadCoins();
  return { op, amount, rest: slice };
}
