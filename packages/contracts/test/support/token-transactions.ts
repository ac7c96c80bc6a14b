import { ordinaryTransaction } from '@tvmscan/contracts/testing';
import { Builder, Slice, toMessageRef, type AddrStd, type Cell, type MessageRef, type Transaction } from '@tvmscan/tvm';

export const hex = (byte: string) => byte.repeat(32);
export const OWNER = `0:${hex('a1')}`;
export const WALLET = `0:${hex('b2')}`;
export const OTHER_OWNER = `0:${hex('c3')}`;
export const OTHER_WALLET = `0:${hex('d4')}`;
export const ROOT = `0:${hex('e5')}`;

export const std = (raw: string): AddrStd => ({ kind: 'std', workchain: 0, address: raw.slice(2) });

/** An internal message from `src` to `dest` with `body` in a reference; a bounced one when `bounced`. */
export function internal(src: string, dest: string, body: Cell, bounced = false): MessageRef {
  return toMessageRef({
    info: {
      kind: 'internal',
      ihrDisabled: true,
      bounce: !bounced,
      bounced,
      src: std(src),
      dest: std(dest),
      value: { coins: 100_000_000n, other: [] },
      ihrFee: 0n,
      fwdFee: 0n,
      createdLt: 1n,
      createdAt: 1,
    },
    init: null,
    initInRef: false,
    body,
    bodyInRef: true,
  });
}

/** A transaction of `WALLET` run by `inbound`, sending `outbound`; `aborted` as the transaction ended. */
export function walletTransaction(inbound: MessageRef, outbound: MessageRef[], aborted = false): Transaction {
  return ordinaryTransaction(WALLET, inbound, outbound, { lt: 2n, now: 1, aborted });
}

/** What a bounced message carries: 0xffffffff and the first 256 bits of the body that bounced. */
export function bouncedBody(original: Cell): Cell {
  const bits = new Slice(original).loadBits(Math.min(256, original.bitLength));
  return new Builder().storeUint(0xffffffff, 32).storeBits(bits).endCell();
}
