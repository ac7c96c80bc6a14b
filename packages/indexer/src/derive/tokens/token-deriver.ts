import { operationSides, ownerNamedBy, toldKind, type TokenOperation } from '@tvmscan/contracts/operations';
import {
  emptyTokenRows,
  loadTokenRoots,
  loadTokenWallets,
  type Database,
  type TokenHoldersDailyRow,
  type TokenRows,
  type TokenStatsRow,
  type TokenTransactionRow,
} from '@tvmscan/store';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';
import type { StateSource } from '../../sources/state-source.js';
import { TokenBook, type RootState, type WalletState } from './token-book.js';
import { TokenIdentities, type FirstMeeting } from './token-identities.js';
import { balanceChange, dayOf, standardName, supplyChange } from './token-rules.js';

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

  /** A root as the writes derived so far leave it: every root of the last write's operations is held. */
  heldRoot(address: string): Readonly<RootState> | undefined {
    return this.book.roots.get(address);
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
    const headTime = Math.max(...group.map((batch) => batch.genUtime));
    if (operations.length === 0) return { ...emptyTokenRows(), headTime };
    const newWallets = await this.meetWallets(operations);
    const newRoots = await this.meetRoots(operations, newWallets);
    return { ...this.apply(operations, newWallets, newRoots), headTime };
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
      const change = supplyChange(toldKind(operation.kind, operation.sender.wallet, root), operation.amount);
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
   * into writes. A root's holders follow its wallets' balances: a wallet first met counts from its first operation
   * on (it was no stored holder before), and each day's last count is kept for the holders' history.
   */
  private apply(operations: readonly PlacedOperation[], newWallets: Map<string, WalletState>, newRoots: Map<string, RootState>): TokenRows {
    const rows = emptyTokenRows();
    const stats = new Map<string, TokenStatsRow>();
    const holdersDaily = new Map<string, TokenHoldersDailyRow>();
    for (const { operation, facts, position } of operations) {
      const firstMet = !this.book.wallets.has(operation.wallet) && newWallets.has(operation.wallet);
      const wallet = this.join(this.book.wallets, newWallets, operation.wallet);
      const rootAddress = wallet?.root ?? operation.root;
      const root = wallet ? this.join(this.book.roots, newRoots, wallet.root) : null;
      const kind = toldKind(operation.kind, operation.sender.wallet, rootAddress);
      const heldBefore = wallet !== null && !firstMet && wallet.balance > 0n;
      if (wallet) {
        wallet.balance += balanceChange(kind, operation.amount);
        wallet.updatedAt = facts.now;
        wallet.updatedLt = facts.lt;
        this.book.changeWallet(wallet);
      }
      if (wallet && root) {
        root.totalSupply += supplyChange(kind, operation.amount);
        root.updatedLt = facts.lt;
        const holding = wallet.balance > 0n;
        if (holding !== heldBefore) {
          root.holders += holding ? 1n : -1n;
          const day = dayOf(facts.now);
          holdersDaily.set(`${root.address}|${day}`, { root_address: root.address, day, holders: root.holders });
        }
        this.book.changeRoot(root);
      }
      const row = this.transactionRow(operation, facts, position, kind, wallet, rootAddress);
      rows.transactions.push(row);
      if (rootAddress) addToStats(stats, row);
    }
    rows.wallets = this.book.walletRows();
    rows.roots = this.book.rootRows();
    rows.holders = this.book.holderRows();
    rows.holdersDaily = [...holdersDaily.values()];
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
    const { sender, receiver } = operationSides(operation, kind, own, (address) => this.book.wallets.get(address)?.owner ?? null);
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
