import type { Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { hashInput, int4Input } from '../../sql/inputs.js';
import { MESSAGE_COLUMNS, type MessageRecord } from './message-columns.js';
import { TRANSACTION_SUMMARY_COLUMNS, type TransactionSummary } from './transactions.js';

export interface MessageTreeOptions {
  /** Transaction levels followed from the message, each way (default 16, at most 64). */
  readonly maxDepth?: number;
  /** Messages plus transactions returned (default 300, at most 2 000). */
  readonly maxNodes?: number;
}

/** The first node of a chain: its first message, or a transaction without an inbound message (a tick-tock one). */
export interface MessageTreeRoot {
  readonly kind: 'Message' | 'Transaction';
  readonly hash: string;
}

/**
 * The whole chain one message belongs to, for the diagram: from the message up through the transactions that created
 * each message to the chain's root, then down from that root through every transaction that consumed a message and
 * every message a transaction sent, so the siblings of every message are in it. Edges are the messages' transaction links.
 */
export interface MessageTree {
  readonly root: MessageTreeRoot;
  readonly messages: MessageRecord[];
  readonly transactions: TransactionSummary[];
  /** True when the depth or size bound cut the tree. */
  readonly truncated: boolean;
}

const DEFAULT_DEPTH = 16;
const MAX_DEPTH = 64;
const DEFAULT_NODES = 300;
const MAX_NODES = 2000;

export async function messageTree(db: Kysely<ChainSchema>, hash: string, options: MessageTreeOptions = {}): Promise<MessageTree | undefined> {
  const maxDepth = boundInput('maxDepth', options.maxDepth ?? DEFAULT_DEPTH, MAX_DEPTH);
  const maxNodes = boundInput('maxNodes', options.maxNodes ?? DEFAULT_NODES, MAX_NODES);
  const [message] = await loadMessages(db, [hashInput('hash', hash)]);
  if (!message) return undefined;

  const { root, cut } = await chainRoot(db, message, maxDepth);
  const tree = new TreeBuilder(maxNodes);
  let down: string[];
  if (root.kind === 'Message') {
    tree.addMessages([root.message], () => null);
    down = root.message.dst_transaction_hash ? [root.message.dst_transaction_hash] : [];
  } else {
    down = [root.transaction.hash];
  }
  for (let depth = 0; depth < maxDepth && down.length > 0; depth++) {
    tree.addTransactions(await loadTransactions(db, [...new Set(down)]));
    const children = await loadOutMessages(
      db,
      down.filter((txHash) => tree.hasTransaction(txHash)),
    );
    down = tree.addMessages(children, (child) => child.dst_transaction_hash);
  }
  const rootHash = root.kind === 'Message' ? root.message.hash : root.transaction.hash;
  return tree.result({ kind: root.kind, hash: rootHash }, cut || down.length > 0);
}

type RootNode = { kind: 'Message'; message: MessageRecord } | { kind: 'Transaction'; transaction: TransactionSummary };

/** Climbs from the message through creating transactions and their inbound messages; `cut` when the depth bound stopped it. */
async function chainRoot(db: Kysely<ChainSchema>, message: MessageRecord, maxDepth: number): Promise<{ root: RootNode; cut: boolean }> {
  let current = message;
  for (let depth = 0; depth < maxDepth; depth++) {
    if (!current.src_transaction_hash) return { root: { kind: 'Message', message: current }, cut: false };
    const [creator] = await loadTransactions(db, [current.src_transaction_hash]);
    if (!creator) return { root: { kind: 'Message', message: current }, cut: false };
    const [inbound] = creator.in_msg_hash ? await loadMessages(db, [creator.in_msg_hash]) : [];
    if (!inbound) return { root: { kind: 'Transaction', transaction: creator }, cut: false };
    current = inbound;
  }
  return { root: { kind: 'Message', message: current }, cut: true };
}

/** Collects the tree's nodes up to the size bound and remembers whether the bound cut anything. */
class TreeBuilder {
  private readonly messages = new Map<string, MessageRecord>();
  private readonly transactions = new Map<string, TransactionSummary>();
  private truncated = false;

  constructor(private readonly maxNodes: number) {}

  hasTransaction(hash: string): boolean {
    return this.transactions.has(hash);
  }

  inMessageOf(transactionHash: string): string | null {
    return this.transactions.get(transactionHash)?.in_msg_hash ?? null;
  }

  addTransactions(rows: readonly TransactionSummary[]): void {
    for (const row of rows) if (!this.transactions.has(row.hash) && this.take()) this.transactions.set(row.hash, row);
  }

  /** Adds the messages; returns the transactions to follow next (through `link`) that are not in the tree yet. */
  addMessages(rows: readonly MessageRecord[], link: (message: MessageRecord) => string | null): string[] {
    const next: string[] = [];
    for (const row of rows) {
      if (this.messages.has(row.hash) || !this.take()) continue;
      this.messages.set(row.hash, row);
      const transactionHash = link(row);
      if (transactionHash !== null && !this.transactions.has(transactionHash)) next.push(transactionHash);
    }
    return next;
  }

  result(root: MessageTreeRoot, cutByDepth: boolean): MessageTree {
    return {
      root,
      messages: [...this.messages.values()],
      transactions: [...this.transactions.values()],
      truncated: this.truncated || cutByDepth,
    };
  }

  private take(): boolean {
    if (this.messages.size + this.transactions.size < this.maxNodes) return true;
    this.truncated = true;
    return false;
  }
}

function boundInput(field: string, value: number, max: number): number {
  const bound = int4Input(field, value);
  if (bound < 1 || bound > max) throw new QueryInputError(field, `must be from 1 to ${max}`);
  return bound;
}

async function loadMessages(db: Kysely<ChainSchema>, hashes: readonly string[]): Promise<MessageRecord[]> {
  if (hashes.length === 0) return [];
  return db.selectFrom('messages').select(MESSAGE_COLUMNS).where('hash', 'in', hashes).orderBy('hash').execute();
}

async function loadOutMessages(db: Kysely<ChainSchema>, transactionHashes: readonly string[]): Promise<MessageRecord[]> {
  if (transactionHashes.length === 0) return [];
  return db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('src_transaction_hash', 'in', transactionHashes)
    .orderBy('src_transaction_lt')
    .orderBy('created_lt')
    .orderBy('hash')
    .execute();
}

async function loadTransactions(db: Kysely<ChainSchema>, hashes: readonly string[]): Promise<TransactionSummary[]> {
  if (hashes.length === 0) return [];
  return db.selectFrom('transactions').select(TRANSACTION_SUMMARY_COLUMNS).where('hash', 'in', hashes).orderBy('lt').orderBy('hash').execute();
}
