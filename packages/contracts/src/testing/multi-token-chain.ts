import { Builder, toMessageRef, type AddrStd, type Cell, type MessageRef, type Transaction } from '@tvmscan/tvm';
import { MULTI_TOKEN_EVENT_IDS, type MultiTokenEventName } from '../multi/multi-token-events.js';

/** An event parameter: an unsigned integer of `bits` bits or a raw address. */
export type EventValue = { uint: bigint; bits: number } | { address: string };

const std = (raw: string): AddrStd => ({ kind: 'std', workchain: Number(raw.split(':')[0]), address: raw.split(':')[1]! });

/** ABI 2.2 places a value by its largest size (an address by 591 bits) and goes on in a new cell's reference when it would not fit. */
const maxBits = (value: EventValue) => ('uint' in value ? value.bits : 591);

/** The body of an ABI 2.2 event: its id, then its parameters laid out as the encoder lays them. */
export function eventBody(eventId: number, values: readonly EventValue[]): Cell {
  const builders = [new Builder().storeUint(eventId, 32)];
  let used = 32;
  for (const value of values) {
    if (used + maxBits(value) > 1023) {
      builders.push(new Builder());
      used = 0;
    }
    const builder = builders.at(-1)!;
    if ('uint' in value) builder.storeUint(value.uint, value.bits);
    else {
      const { workchain, address } = std(value.address);
      builder
        .storeUint(0b100, 3)
        .storeInt(workchain, 8)
        .storeUint(BigInt(`0x${address}`), 256);
    }
    used += maxBits(value);
  }
  return builders.reduceRight<Cell | null>((next, builder) => (next ? builder.storeRef(next) : builder).endCell(), null)!;
}

/** An external outbound message (an event) of `src` carrying `body`. */
export function eventMessage(src: string, body: Cell): MessageRef {
  return toMessageRef({
    info: { kind: 'externalOut', src: std(src), dest: { kind: 'none' }, createdLt: 1n, createdAt: 1 },
    init: null,
    initInRef: false,
    body,
    bodyInRef: true,
  });
}

const uint = (value: bigint, bits: number): EventValue => ({ uint: value, bits });
const address = (raw: string): EventValue => ({ address: raw });

/** A multi-token event as its contract emits it, by name with its parameters in the standard's order. */
export type MultiTokenEventSpec =
  | { name: 'MultiTokenCreated'; id: bigint; wallet: string; count: bigint; owner: string; creator: string }
  | { name: 'MultiTokenBurned'; id: bigint; count: bigint; owner: string }
  | { name: 'CollectionNftCreated'; id: bigint; nft: string; owner: string; creator: string }
  | { name: 'MultiTokenWalletCreated'; id: bigint; owner: string; collection: string; balance: bigint }
  | { name: 'MultiTokenTransfered'; sender: string; senderWallet: string; recipient: string; count: bigint; newBalance: bigint };

/** The values of an event, laid out in its parameters' order. */
function valuesOf(event: MultiTokenEventSpec): EventValue[] {
  switch (event.name) {
    case 'MultiTokenCreated':
      return [uint(event.id, 256), address(event.wallet), uint(event.count, 128), address(event.owner), address(event.creator)];
    case 'MultiTokenBurned':
      return [uint(event.id, 256), uint(event.count, 128), address(event.owner)];
    case 'CollectionNftCreated':
      return [uint(event.id, 256), address(event.nft), address(event.owner), address(event.owner), address(event.creator)];
    case 'MultiTokenWalletCreated':
      return [uint(event.id, 256), address(event.owner), address(event.collection), uint(event.balance, 128)];
    case 'MultiTokenTransfered':
      return [address(event.sender), address(event.senderWallet), address(event.recipient), uint(event.count, 128), uint(event.newBalance, 128)];
  }
}

/** The body of a multi-token event. */
function multiTokenEventBody(event: MultiTokenEventSpec): Cell {
  return eventBody(MULTI_TOKEN_EVENT_IDS[event.name satisfies MultiTokenEventName], valuesOf(event));
}

/**
 * A transaction of `account` that ran to the end on an internal message from `from` and emitted `events`, as a
 * standard-6 collection or wallet does; `aborted` as the transaction ended.
 */
export function multiTokenTransaction(
  account: string,
  from: string,
  events: readonly MultiTokenEventSpec[],
  { lt, now, aborted = false }: { lt: bigint; now: number; aborted?: boolean },
): Transaction {
  const inbound = toMessageRef({
    info: {
      kind: 'internal',
      ihrDisabled: true,
      bounce: true,
      bounced: false,
      src: std(from),
      dest: std(account),
      value: { coins: 1_000_000_000n, other: [] },
      ihrFee: 0n,
      fwdFee: 0n,
      createdLt: lt - 1n,
      createdAt: now,
    },
    init: null,
    initInRef: false,
    body: new Builder().endCell(),
    bodyInRef: true,
  });
  const outbound = events.map((event) => eventMessage(account, multiTokenEventBody(event)));
  return ordinaryTransaction(account, inbound, outbound, { lt, now, aborted });
}

/** An ordinary transaction of `account` run by `inbound` that sent `outbound`, with no phases but its end, `aborted` or not. */
export function ordinaryTransaction(
  account: string,
  inbound: MessageRef,
  outbound: MessageRef[],
  { lt, now, aborted = false }: { lt: bigint; now: number; aborted?: boolean },
): Transaction {
  const zero = '0'.repeat(64);
  return {
    accountAddr: std(account).address,
    lt,
    prevTransHash: zero,
    prevTransLt: 0n,
    now,
    outMsgCnt: outbound.length,
    origStatus: 'active',
    endStatus: 'active',
    inMsg: inbound,
    outMsgs: outbound,
    totalFees: { coins: 0n, other: [] },
    stateUpdate: { oldHash: zero, newHash: zero },
    description: {
      kind: 'ordinary',
      creditFirst: false,
      storagePhase: null,
      creditPhase: null,
      computePhase: { kind: 'skipped', reason: 'noState' },
      actionPhase: null,
      aborted,
      bouncePhase: null,
      destroyed: false,
    },
  };
}
