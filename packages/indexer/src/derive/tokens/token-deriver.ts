import type { TokenOperation } from '@tvmscan/contracts/operations';
import {
  emptyTokenRows,
  loadTokenRoots,
  loadTokenWallets,
  type Database,
  type TokenRows,
  type TokenStatsRow,
  type TokenTransactionRow,
} from '@tvmscan/store';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';
import type { StateSource } from '../../sources/state-source.js';
import { TokenBook, type RootState, type WalletState } from './token-book.js';
import { TokenIdentities, type FirstMeeting } from './token-identities.js';
import { balanceChange, dayOf, standardName, storedKind, supplyChange } from './token-rules.js';

/** How many wallets and roots the book keeps between writes before it lets go of those already committed. */
const BOOK_LIMIT = 200_000;

/** A token operation with the transaction that performs it and its place among that transaction's operations. */
interface PlacedOperation {
  readonly operation: TokenOperation;
  readonly facts: TransactionFacts;
  readonly position: number;
}

/**
 * Derives the token rows of consecutive writes from the token operations of their transactions: each wallet's
 * balance follows its operations (Receive, Mint and the cancellations add, Send and Burn take), each root's supply
 * its mints and burns, and every operation becomes a token transaction; the rows go into the same database
 * transaction as the blocks. Wallets and roots first met are told by `TokenIdentities` (once each).
 */
export class TokenDeriver {
  private readonly book = new TokenBook();
  private readonly identities: TokenIdentities;
  /** Wallets whose owner and root could not be told: their operations are stored with what the messages say. */
  private readonly unidentified = new Set<string>();

  constructor(
    private readonly database: Database,
    stateSource: StateSource | undefined,
  ) {
    this.identities = new TokenIdentities(database, stateSource);
  }

  /** `committed`: how many of the writes derived so far are committed. */
  async derive(group: readonly PreparedBatch[], committed: number): Promise<TokenRows> {
    this.book.forgetCommitted(committed, BOOK_LIMIT);
    this.identities.forgetCommitted(committed);
    const write = this.book.beginWrite();
    const operations: PlacedOperation[] = [];
    for (const batch of group) {
      for (const facts of batch.transactions) {
        if (facts.origStatus !== 'active' && facts.endStatus === 'active') {
          this.identities.rememberDeploy(`${facts.workchain}:${facts.account}`, facts.tokenDeployInit, write);
        }
        facts.tokenOperations?.forEach((operation, position) => operations.push({ operation, facts, position }));
      }
    }
    if (operations.length === 0) return emptyTokenRows();
    const newWallets = await this.meetWallets(operations);
    const newRoots = await this.meetRoots(operations, newWallets);
    return this.apply(operations, newWallets, newRoots);
  }

  /** Loads the stored wallets the operations touch or name, and tells the ones never stored. */
  private async meetWallets(operations: readonly PlacedOperation[]): Promise<Map<string, WalletState>> {
    const named = new Set<string>();
    for (const { operation } of operations) {
      for (const address of [operation.wallet, operation.sender.wallet, operation.receiver.wallet]) if (address) named.add(address);
    }
    const missing = [...named].filter((address) => !this.book.wallets.has(address) && !this.unidentified.has(address));
    this.book.loadWallets(await loadTokenWallets(this.database.db, missing));
    const meetings = new Map<string, FirstMeeting>();
    for (const { operation, facts } of operations) {
      const { wallet } = operation;
      if (this.book.wallets.has(wallet) || this.unidentified.has(wallet)) continue;
      const meeting = meetings.get(wallet);
      const change = (meeting?.changeInWrite ?? 0n) + balanceChange(operation.kind, operation.amount);
      meetings.set(wallet, { standard: operation.standard, changeInWrite: change, time: meeting?.time ?? facts.now, lt: meeting?.lt ?? facts.lt });
    }
    const found = new Map<string, WalletState>();
    for (const [address, meeting] of meetings) {
      const wallet = await this.identities.wallet(address, meeting);
      if (wallet) found.set(address, wallet);
      else this.unidentified.add(address);
    }
    return found;
  }

  /** Loads the stored roots of the operations' wallets, and tells the ones never stored. */
  private async meetRoots(operations: readonly PlacedOperation[], newWallets: ReadonlyMap<string, WalletState>): Promise<Map<string, RootState>> {
    const rootOf = (operation: TokenOperation) => (this.book.wallets.get(operation.wallet) ?? newWallets.get(operation.wallet))?.root ?? null;
    const roots = new Set<string>();
    for (const { operation } of operations) {
      const root = rootOf(operation);
      if (root) roots.add(root);
    }
    this.book.loadRoots(
      await loadTokenRoots(
        this.database.db,
        [...roots].filter((root) => !this.book.roots.has(root)),
      ),
    );
    const meetings = new Map<string, FirstMeeting>();
    for (const { operation, facts } of operations) {
      const root = rootOf(operation);
      if (root === null || this.book.roots.has(root)) continue;
      const meeting = meetings.get(root);
      const change = supplyChange(storedKind(operation.kind, operation.sender.wallet, root), operation.amount);
      meetings.set(root, {
        standard: operation.standard,
        changeInWrite: (meeting?.changeInWrite ?? 0n) + change,
        time: meeting?.time ?? facts.now,
        lt: meeting?.lt ?? facts.lt,
      });
    }
    const found = new Map<string, RootState>();
    for (const [address, meeting] of meetings) found.set(address, await this.identities.root(address, meeting));
    return found;
  }

  /**
   * Applies the operations in chain order. A wallet or root first met joins the book at its first operation, so
   * that what an operation reads of the others (a counterpart's owner) never depends on how the chain was cut
   * into writes.
   */
  private apply(operations: readonly PlacedOperation[], newWallets: Map<string, WalletState>, newRoots: Map<string, RootState>): TokenRows {
    const rows = emptyTokenRows();
    const stats = new Map<string, TokenStatsRow>();
    for (const { operation, facts, position } of operations) {
      const wallet = this.join(this.book.wallets, newWallets, operation.wallet);
      const rootAddress = wallet?.root ?? operation.root;
      const root = wallet ? this.join(this.book.roots, newRoots, wallet.root) : null;
      const kind = storedKind(operation.kind, operation.sender.wallet, rootAddress);
      if (wallet) {
        wallet.balance += balanceChange(kind, operation.amount);
        wallet.updatedAt = facts.now;
        wallet.updatedLt = facts.lt;
        this.book.changeWallet(wallet);
      }
      if (root) {
        root.totalSupply += supplyChange(kind, operation.amount);
        root.updatedLt = facts.lt;
        this.book.changeRoot(root);
      }
      const row = this.transactionRow(operation, facts, position, kind, wallet, rootAddress);
      rows.transactions.push(row);
      if (rootAddress) addToStats(stats, row);
    }
    rows.wallets = this.book.walletRows();
    rows.roots = this.book.rootRows();
    rows.stats = [...stats.values()];
    return rows;
  }

  /** The held state of `address`, or the newly met one, which joins the book now. */
  private join<T>(held: Map<string, T>, met: Map<string, T>, address: string): T | null {
    const known = held.get(address);
    if (known) return known;
    const first = met.get(address);
    if (!first) return null;
    met.delete(address);
    held.set(address, first);
    return first;
  }

  private transactionRow(
    operation: TokenOperation,
    facts: TransactionFacts,
    position: number,
    kind: TokenTransactionRow['kind'],
    wallet: WalletState | null,
    root: string | null,
  ): TokenTransactionRow {
    const own = { owner: wallet?.owner ?? ownerNamedBy(operation), wallet: operation.wallet };
    const counterpart = (party: TokenOperation['sender']) => ({
      owner: party.owner ?? (party.wallet ? (this.book.wallets.get(party.wallet)?.owner ?? null) : null),
      wallet: party.wallet,
    });
    const none = { owner: null, wallet: null };
    const [sender, receiver] =
      kind === 'Receive'
        ? [counterpart(operation.sender), own]
        : kind === 'Mint'
          ? [none, own]
          : kind === 'Send' || kind === 'SendCancellation'
            ? [own, counterpart(operation.receiver)]
            : [own, none];
    return {
      transaction_hash: facts.hash,
      position,
      message_hash: operation.messageHash,
      kind,
      standard: standardName(operation.standard),
      root_address: root ?? '',
      wallet_address: operation.wallet,
      owner_address: own.owner ?? '',
      sender_owner: sender.owner,
      sender_wallet: sender.wallet,
      receiver_owner: receiver.owner,
      receiver_wallet: receiver.wallet,
      amount: operation.amount,
      block_time: facts.now,
      lt: facts.lt,
    };
  }
}

/** The owner of the operation's own wallet where its messages name it: the sender of a transfer or a burn. */
function ownerNamedBy(operation: TokenOperation): string | null {
  return operation.kind === 'Send' || operation.kind === 'Burn' ? operation.sender.owner : null;
}

function addToStats(stats: Map<string, TokenStatsRow>, row: TokenTransactionRow): void {
  const day = dayOf(Number(row.block_time));
  const key = `${row.root_address}|${day}|${row.kind}`;
  const sum = stats.get(key);
  if (sum) {
    sum.count = BigInt(sum.count) + 1n;
    sum.amount = BigInt(sum.amount) + BigInt(row.amount);
  } else {
    stats.set(key, { root_address: row.root_address, day, kind: row.kind, count: 1n, amount: BigInt(row.amount) });
  }
}
