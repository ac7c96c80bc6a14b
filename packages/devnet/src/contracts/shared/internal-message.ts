import { Builder, storeMsgAddressInt, type Cell } from '@tvmscan/tvm';
import { addrStdOf, type RawAddress } from './raw-address.js';
import { checkedUint } from './uint-argument.js';

export interface RelaxedInternalMessage {
  dest: RawAddress;
  value: bigint;
  bounce: boolean;
  /** Deploys the destination with this StateInit (its address must be the StateInit's hash). */
  stateInit?: Cell;
  body?: Cell;
}

/**
 * An internal message as a contract hands it to SENDRAWMSG (MessageRelaxed: no source, and zero fees, lt
 * and time, which the sending transaction fills in). EverWallet's `sendTransactionRaw` sends such a message.
 */
export function relaxedInternalMessage(message: RelaxedInternalMessage): Cell {
  checkedUint(message.value, 120, 'the message value');
  const b = new Builder();
  // int_msg_info$0 ihr_disabled bounce bounced, src addr_none$00
  b.storeBit(0).storeBit(1).storeBit(message.bounce).storeBit(0).storeUint(0b00, 2);
  storeMsgAddressInt(b, addrStdOf(message.dest, 'the message destination'));
  // value: coins and an empty extra-currency dictionary; ihr_fee, fwd_fee, created_lt, created_at
  b.storeCoins(message.value).storeBit(0).storeCoins(0n).storeCoins(0n).storeUint(0n, 64).storeUint(0, 32);
  b.storeBit(message.stateInit !== undefined);
  if (message.stateInit !== undefined) b.storeBit(1).storeRef(message.stateInit);
  if (message.body === undefined) b.storeBit(0);
  else b.storeBit(1).storeRef(message.body);
  return b.endCell();
}
