import type { MultiTokenChainEvent } from '@tvmscan/contracts/operations';
import {
  emptyMultiTokenRows,
  loadMultiTokenCollections,
  loadMultiTokens,
  loadMultiTokenWallets,
  type Database,
  type MultiTokenCollectionRow,
  type MultiTokenRow,
  type MultiTokenRows,
  type MultiTokenWalletRow,
  type StoredMultiToken,
  type StoredMultiTokenCollection,
  type StoredMultiTokenWallet,
} from '@tvmscan/store';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';

interface CollectionState {
  address: string;
  tokenCount: bigint;
  liveTokenCount: bigint;
  totalSupply: bigint;
  lastTokenId: bigint;
  createdAt: number;
  createdLt: bigint;
  updatedLt: bigint;
}

interface TokenState {
  collection: string;
  id: bigint;
  nft: string | null;
  minted: bigint;
  supply: bigint;
  createdAt: number;
  createdLt: bigint;
  updatedLt: bigint;
}

interface WalletState {
  address: string;
  collection: string;
  id: bigint;
  owner: string;
  nft: string | null;
  balance: bigint;
  createdAt: number;
  createdLt: bigint;
  updatedAt: number;
  updatedLt: bigint;
}

interface PlacedTransaction {
  readonly facts: TransactionFacts;
  readonly account: string;
  readonly events: readonly MultiTokenChainEvent[];
}

/** What one write changed: the keys of the rows to write. */
interface Changes {
  collections: Set<string>;
  tokens: Set<string>;
  wallets: Set<string>;
}

/** How many rows the deriver keeps between writes before it lets go of those already committed. */
const BOOK_LIMIT = 200_000;

const tokenKey = (collection: string, id: bigint) => `${collection}/${id}`;
const ownedKey = (collection: string, id: bigint, owner: string) => `${collection}/${id}/${owner}`;

/**
 * Derives the standard-6 (VEP-1155) multi-token rows of consecutive writes from the events of their collections and
 * wallets, in chain order:
 * - a collection's MultiTokenCreated mints a multi-token (its NFT is the one the collection's NftCreated of the same
 *   id names in the same transaction), adding to the collection's counts, supply and last token id;
 * - a wallet's MultiTokenWalletCreated makes a wallet only when it was deployed by the collection it names (which
 *   minted that multi-token) or by a wallet of the same multi-token (a transfer deploying its recipient's wallet), so
 *   that no contract can claim a collection's tokens;
 * - a wallet's MultiTokenTransfered moves the count from the sending wallet (of the same multi-token, which sent the
 *   message) to the receiving one; the sender's own transaction emits nothing;
 * - a collection's MultiTokenBurned ends the count in the owner's wallet and lowers the supply; a multi-token whose
 *   supply reaches zero no longer counts among the collection's live ones.
 * Balances so kept add up to the multi-token's supply once its wallets are deployed. Rows are held between writes
 * (the indexer is their only writer), those not held are read from the database.
 */
export class MultiTokenDeriver {
  private readonly collections = new Map<string, CollectionState>();
  private readonly tokens = new Map<string, TokenState>();
  private readonly wallets = new Map<string, WalletState>();
  private readonly walletsByOwner = new Map<string, string>();
  private readonly lastWrite = new Map<string, number>();
  private write = 0;

  constructor(private readonly database: Database) {}

  /** `committed`: how many of the writes derived so far are committed. */
  async derive(group: readonly PreparedBatch[], committed: number): Promise<MultiTokenRows> {
    this.forgetCommitted(committed);
    this.write += 1;
    const placed: PlacedTransaction[] = [];
    for (const batch of group) {
      for (const facts of batch.transactions) {
        if (facts.multiTokenEvents) placed.push({ facts, account: `${facts.workchain}:${facts.account}`, events: facts.multiTokenEvents });
      }
    }
    if (placed.length === 0) return emptyMultiTokenRows();
    await this.loadMissing(placed);
    const changes: Changes = { collections: new Set(), tokens: new Set(), wallets: new Set() };
    for (const transaction of placed) this.applyTransaction(transaction, changes);
    return this.rowsOf(changes);
  }

  private forgetCommitted(committed: number): void {
    if (this.collections.size + this.tokens.size + this.wallets.size <= BOOK_LIMIT) return;
    for (const [key, write] of this.lastWrite) {
      if (write > committed) continue;
      this.lastWrite.delete(key);
      this.collections.delete(key);
      this.tokens.delete(key);
      const wallet = this.wallets.get(key);
      if (wallet) this.walletsByOwner.delete(ownedKey(wallet.collection, wallet.id, wallet.owner));
      this.wallets.delete(key);
    }
  }

  /** Reads the stored rows the events may touch that are not held. */
  private async loadMissing(placed: readonly PlacedTransaction[]): Promise<void> {
    const collections = new Set<string>();
    const tokens = new Map<string, { collection: string; id: bigint }>();
    const wallets = new Set<string>();
    const owned = new Map<string, { collection: string; id: bigint; owner: string }>();
    const needToken = (collection: string, id: bigint) => {
      if (!this.tokens.has(tokenKey(collection, id))) tokens.set(tokenKey(collection, id), { collection, id });
    };
    const needWallet = (address: string | null | undefined) => {
      if (address && !this.wallets.has(address)) wallets.add(address);
    };
    for (const { facts, account, events } of placed) {
      for (const event of events) {
        if (event.kind === 'MultiTokenCreated' || event.kind === 'MultiTokenBurned') {
          if (!this.collections.has(account)) collections.add(account);
          needToken(account, event.id);
        }
        if (event.kind === 'MultiTokenBurned' && !this.walletsByOwner.has(ownedKey(account, event.id, event.owner))) {
          owned.set(ownedKey(account, event.id, event.owner), { collection: account, id: event.id, owner: event.owner });
        }
        if (event.kind === 'MultiTokenWalletCreated') {
          needToken(event.collection, event.id);
          needWallet(account);
          needWallet(facts.inMessage?.src);
        }
        if (event.kind === 'MultiTokenTransfered') {
          needWallet(account);
          needWallet(event.senderWallet);
        }
      }
    }
    const { db } = this.database;
    for (const row of await loadMultiTokenCollections(db, [...collections])) this.holdCollection(collectionOf(row));
    for (const row of await loadMultiTokens(db, [...tokens.values()])) this.holdToken(tokenOf(row));
    for (const row of await loadMultiTokenWallets(db, [...wallets], [...owned.values()])) this.holdWallet(walletOf(row));
  }

  private applyTransaction({ facts, account, events }: PlacedTransaction, changes: Changes): void {
    const nfts = new Map<bigint, string>();
    for (const event of events) if (event.kind === 'CollectionNftCreated') nfts.set(event.id, event.nft);
    for (const event of events) {
      if (event.kind === 'MultiTokenCreated') this.mint(account, event.id, event.count, nfts.get(event.id) ?? null, facts, changes);
      else if (event.kind === 'MultiTokenWalletCreated') this.createWallet(account, event, facts, changes);
      else if (event.kind === 'MultiTokenTransfered') this.transfer(account, event.senderWallet, event.count, facts, changes);
      else if (event.kind === 'MultiTokenBurned') this.burn(account, event.id, event.count, event.owner, facts, changes);
    }
  }

  private mint(collection: string, id: bigint, count: bigint, nft: string | null, facts: TransactionFacts, changes: Changes): void {
    if (this.tokens.has(tokenKey(collection, id))) return;
    const { now, lt } = facts;
    this.holdToken({ collection, id, nft, minted: count, supply: count, createdAt: now, createdLt: lt, updatedLt: lt });
    const state = this.collections.get(collection) ?? {
      address: collection,
      tokenCount: 0n,
      liveTokenCount: 0n,
      totalSupply: 0n,
      lastTokenId: id,
      createdAt: now,
      createdLt: lt,
      updatedLt: lt,
    };
    state.tokenCount += 1n;
    if (count > 0n) state.liveTokenCount += 1n;
    state.totalSupply += count;
    state.lastTokenId = id;
    state.updatedLt = lt;
    this.holdCollection(state);
    changes.collections.add(collection);
    changes.tokens.add(tokenKey(collection, id));
  }

  private createWallet(
    address: string,
    event: Extract<MultiTokenChainEvent, { kind: 'MultiTokenWalletCreated' }>,
    facts: TransactionFacts,
    changes: Changes,
  ): void {
    const token = this.tokens.get(tokenKey(event.collection, event.id));
    const deployer = facts.inMessage?.src ?? null;
    if (token === undefined || this.wallets.has(address) || deployer === null) return;
    const byCollection = deployer === event.collection;
    const sibling = this.wallets.get(deployer);
    const bySibling = sibling !== undefined && sibling.collection === event.collection && sibling.id === event.id && event.balance === 0n;
    if (!byCollection && !bySibling) return;
    const { now, lt } = facts;
    this.holdWallet({
      address,
      collection: event.collection,
      id: event.id,
      owner: event.owner,
      nft: token.nft,
      balance: event.balance,
      createdAt: now,
      createdLt: lt,
      updatedAt: now,
      updatedLt: lt,
    });
    changes.wallets.add(address);
  }

  private transfer(address: string, senderWallet: string, count: bigint, facts: TransactionFacts, changes: Changes): void {
    const receiver = this.wallets.get(address);
    const sender = this.wallets.get(senderWallet);
    if (receiver === undefined || sender === undefined || facts.inMessage?.src !== senderWallet) return;
    if (sender.collection !== receiver.collection || sender.id !== receiver.id || sender.balance < count) return;
    sender.balance -= count;
    receiver.balance += count;
    for (const wallet of [sender, receiver]) this.touchWallet(wallet, facts, changes);
  }

  private burn(collection: string, id: bigint, count: bigint, owner: string, facts: TransactionFacts, changes: Changes): void {
    const token = this.tokens.get(tokenKey(collection, id));
    const collectionState = this.collections.get(collection);
    const walletAddress = this.walletsByOwner.get(ownedKey(collection, id, owner));
    const wallet = walletAddress === undefined ? undefined : this.wallets.get(walletAddress);
    if (!token || !collectionState || !wallet || wallet.balance < count || token.supply < count) return;
    wallet.balance -= count;
    token.supply -= count;
    token.updatedLt = facts.lt;
    collectionState.totalSupply -= count;
    if (token.supply === 0n && count > 0n) collectionState.liveTokenCount -= 1n;
    collectionState.updatedLt = facts.lt;
    this.holdToken(token);
    this.holdCollection(collectionState);
    this.touchWallet(wallet, facts, changes);
    changes.tokens.add(tokenKey(collection, id));
    changes.collections.add(collection);
  }

  private touchWallet(wallet: WalletState, facts: TransactionFacts, changes: Changes): void {
    wallet.updatedAt = facts.now;
    wallet.updatedLt = facts.lt;
    this.holdWallet(wallet);
    changes.wallets.add(wallet.address);
  }

  private holdCollection(state: CollectionState): void {
    this.collections.set(state.address, state);
    this.lastWrite.set(state.address, this.write);
  }

  private holdToken(state: TokenState): void {
    const key = tokenKey(state.collection, state.id);
    this.tokens.set(key, state);
    this.lastWrite.set(key, this.write);
  }

  private holdWallet(state: WalletState): void {
    this.wallets.set(state.address, state);
    this.walletsByOwner.set(ownedKey(state.collection, state.id, state.owner), state.address);
    this.lastWrite.set(state.address, this.write);
  }

  private rowsOf(changes: Changes): MultiTokenRows {
    return {
      collections: [...changes.collections].map((address) => collectionRow(this.collections.get(address)!)),
      tokens: [...changes.tokens].map((key) => tokenRow(this.tokens.get(key)!)),
      wallets: [...changes.wallets].map((address) => walletRow(this.wallets.get(address)!)),
    };
  }
}

function collectionOf(row: StoredMultiTokenCollection): CollectionState {
  return {
    address: row.address,
    tokenCount: BigInt(row.token_count),
    liveTokenCount: BigInt(row.live_token_count),
    totalSupply: BigInt(row.total_supply),
    lastTokenId: BigInt(row.last_token_id),
    createdAt: Number(row.created_at),
    createdLt: BigInt(row.created_lt),
    updatedLt: BigInt(row.updated_lt),
  };
}

function tokenOf(row: StoredMultiToken): TokenState {
  return {
    collection: row.collection_address,
    id: BigInt(row.token_id),
    nft: row.nft_address,
    minted: BigInt(row.minted),
    supply: BigInt(row.supply),
    createdAt: Number(row.created_at),
    createdLt: BigInt(row.created_lt),
    updatedLt: BigInt(row.updated_lt),
  };
}

function walletOf(row: StoredMultiTokenWallet): WalletState {
  return {
    address: row.address,
    collection: row.collection_address,
    id: BigInt(row.token_id),
    owner: row.owner_address,
    nft: row.nft_address,
    balance: BigInt(row.balance),
    createdAt: Number(row.created_at),
    createdLt: BigInt(row.created_lt),
    updatedAt: Number(row.updated_at),
    updatedLt: BigInt(row.updated_lt),
  };
}

function collectionRow(state: CollectionState): MultiTokenCollectionRow {
  return {
    address: state.address,
    token_count: state.tokenCount,
    live_token_count: state.liveTokenCount,
    total_supply: state.totalSupply,
    last_token_id: state.lastTokenId,
    created_at: state.createdAt,
    created_lt: state.createdLt,
    updated_lt: state.updatedLt,
  };
}

function tokenRow(state: TokenState): MultiTokenRow {
  return {
    collection_address: state.collection,
    token_id: state.id,
    nft_address: state.nft,
    minted: state.minted,
    supply: state.supply,
    created_at: state.createdAt,
    created_lt: state.createdLt,
    updated_lt: state.updatedLt,
  };
}

function walletRow(state: WalletState): MultiTokenWalletRow {
  return {
    address: state.address,
    collection_address: state.collection,
    token_id: state.id,
    owner_address: state.owner,
    nft_address: state.nft,
    balance: state.balance,
    created_at: state.createdAt,
    created_lt: state.createdLt,
    updated_at: state.updatedAt,
    updated_lt: state.updatedLt,
  };
}
