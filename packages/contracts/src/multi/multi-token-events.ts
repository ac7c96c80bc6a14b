import { TvmError, type Cell, type Transaction } from '@tvmscan/tvm';
import { AbiBodyReader } from '../abi/abi-body-reader.js';

/**
 * The event ids of the standard-6 multi-token events (ABI 2.x: the first 32 bits of the SHA-256 of `Name(types)v2`,
 * the top bit cleared); `test/multi-token-ids.test.ts` computes them from the signatures.
 */
export const MULTI_TOKEN_EVENT_IDS = {
  /** The collection's `MultiTokenCreated(uint256 id, address token, uint128 balance, address owner, address creator)` at a mint. */
  MultiTokenCreated: 0x2dbcbef8,
  /** The collection's `MultiTokenBurned(uint256 id, uint128 count, address owner)` once the NFT's supply is lowered. */
  MultiTokenBurned: 0x5284cf2e,
  /** The TIP-4.1 collection's `NftCreated(uint256 id, address nft, address owner, address manager, address creator)`. */
  CollectionNftCreated: 0x010e5db7,
  /** The wallet's `MultiTokenWalletCreated(uint256 id, address owner, address collection, uint128 balance)` as it is deployed. */
  MultiTokenWalletCreated: 0x33fd7f79,
  /** The receiving wallet's `MultiTokenTransfered(address sender, address senderWallet, address recipient, uint128 count, uint128 newBalance)`. */
  MultiTokenTransfered: 0x09d44242,
} as const;

export type MultiTokenEventName = keyof typeof MULTI_TOKEN_EVENT_IDS;

/** A multi-token event as its contract emitted it; `index` counts the events read of the transaction. */
export type MultiTokenChainEvent =
  | {
      readonly kind: 'MultiTokenCreated';
      readonly index: number;
      readonly id: bigint;
      readonly wallet: string;
      readonly count: bigint;
      readonly owner: string;
    }
  | { readonly kind: 'MultiTokenBurned'; readonly index: number; readonly id: bigint; readonly count: bigint; readonly owner: string }
  | { readonly kind: 'CollectionNftCreated'; readonly index: number; readonly id: bigint; readonly nft: string }
  | {
      readonly kind: 'MultiTokenWalletCreated';
      readonly index: number;
      readonly id: bigint;
      readonly owner: string;
      readonly collection: string;
      readonly balance: bigint;
    }
  | {
      readonly kind: 'MultiTokenTransfered';
      readonly index: number;
      readonly senderWallet: string;
      readonly count: bigint;
      readonly newBalance: bigint;
    };

const NAMES = new Map<number, MultiTokenEventName>(Object.entries(MULTI_TOKEN_EVENT_IDS).map(([name, id]) => [id, name as MultiTokenEventName]));

/**
 * The multi-token events of a transaction that ran to the end, read from its external outbound messages in order.
 * Only bodies are read, so it is cheap enough to run on every transaction; a body with an event's id that does not
 * hold its parameters is no event.
 */
export function multiTokenEvents(tx: Transaction): MultiTokenChainEvent[] {
  if (tx.description.kind !== 'ordinary' || tx.description.aborted) return [];
  const events: MultiTokenChainEvent[] = [];
  for (const ref of tx.outMsgs) {
    if (ref.message.info.kind !== 'externalOut') continue;
    const event = readEvent(ref.message.body, events.length);
    if (event) events.push(event);
  }
  return events;
}

function readEvent(body: Cell, index: number): MultiTokenChainEvent | null {
  const start = AbiBodyReader.afterFunctionId(body);
  const kind = start && NAMES.get(start.functionId);
  if (!start || !kind) return null;
  try {
    return readParameters(kind, start.reader, index);
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}

function readParameters(kind: MultiTokenEventName, reader: AbiBodyReader, index: number): MultiTokenChainEvent | null {
  switch (kind) {
    case 'MultiTokenCreated': {
      const [id, wallet, count, owner] = [reader.uint(256), reader.address(), reader.uint(128), reader.address()];
      return wallet && owner ? { kind, index, id, wallet, count, owner } : null;
    }
    case 'MultiTokenBurned': {
      const [id, count, owner] = [reader.uint(256), reader.uint(128), reader.address()];
      return owner ? { kind, index, id, count, owner } : null;
    }
    case 'CollectionNftCreated': {
      const [id, nft] = [reader.uint(256), reader.address()];
      return nft ? { kind, index, id, nft } : null;
    }
    case 'MultiTokenWalletCreated': {
      const [id, owner, collection, balance] = [reader.uint(256), reader.address(), reader.address(), reader.uint(128)];
      return owner && collection ? { kind, index, id, owner, collection, balance } : null;
    }
    case 'MultiTokenTransfered': {
      const [sender, senderWallet, recipient, count, newBalance] = [
        reader.address(),
        reader.address(),
        reader.address(),
        reader.uint(128),
        reader.uint(128),
      ];
      return sender && senderWallet && recipient ? { kind, index, senderWallet, count, newBalance } : null;
    }
  }
}
