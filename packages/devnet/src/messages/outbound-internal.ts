import { Builder, encodeStateInit, storeMsgAddressInt, type AddrStd, type Cell, type StateInit } from '@tvmscan/tvm';

export interface OutboundInternal {
  dest: AddrStd;
  value: bigint;
  bounce: boolean;
  body?: Cell;
  stateInit?: StateInit;
}

/**
 * An internal message as a contract hands it to SENDRAWMSG: source addr_none (the executor fills in the
 * sender), zero fees and times (the executor fills them too), optional state init and body in references.
 */
export function buildOutboundInternal(message: OutboundInternal): Cell {
  const b = new Builder().storeBit(0).storeBit(1).storeBit(message.bounce).storeBit(0).storeUint(0b00, 2);
  storeMsgAddressInt(b, message.dest);
  b.storeCoins(message.value).storeBit(0).storeCoins(0n).storeCoins(0n).storeUint(0, 64).storeUint(0, 32);
  b.storeBit(message.stateInit !== undefined);
  if (message.stateInit !== undefined) b.storeBit(1).storeRef(encodeStateInit(message.stateInit));
  b.storeBit(message.body !== undefined);
  if (message.body !== undefined) b.storeRef(message.body);
  return b.endCell();
}
