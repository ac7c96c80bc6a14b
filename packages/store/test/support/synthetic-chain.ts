import type { AccountInsert } from '../../src/chain/accounts.js';
import { emptyChainRows, type BlockRow, type ChainRows, type TransactionRow } from '../../src/chain/chain-rows.js';
import type { MessageRow } from '../../src/chain/messages.js';
import { accountRow, blockRow, hashOf, MASTER_SHARD, messageRow, transactionRow } from './chain-rows.js';

export interface Account {
  readonly workchain: number;
  readonly address: string;
  readonly shard: string;
}

export interface SyntheticBatch {
  readonly mcSeqno: number;
  readonly rows: ChainRows;
}

/** A message as the table holds it once every batch is written, with the batch that first wrote it. */
export type StoredMessage = MessageRow & { readonly dst_mc_seqno: number | null };

export interface SyntheticChain {
  readonly batches: SyntheticBatch[];
  readonly blocks: BlockRow[];
  readonly transactions: TransactionRow[];
  readonly messages: Map<string, StoredMessage>;
  readonly accounts: Map<string, AccountInsert>;
  readonly users: Account[];
  readonly elector: Account;
  readonly codeHashes: string[];
}

export interface SyntheticChainOptions {
  readonly seed: number;
  readonly batches: number;
  /** Accounts in workchain 0. */
  readonly accounts?: number;
  /** External messages that start work in each batch. */
  readonly externalsPerBatch?: number;
  /** The time of masterchain block 1; each later one comes 5 s after. */
  readonly startTime?: number;
  /** The first masterchain seqno (to continue an earlier chain). */
  readonly firstMcSeqno?: number;
}

const SHARDS = ['4000000000000000', 'c000000000000000'];
const MAX_CHAIN_DEPTH = 4;

/** A small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Pending {
  readonly message: StoredMessage;
  readonly depth: number;
}

/**
 * A masterchain with two workchain-0 shards: external messages start transactions that send internal messages,
 * consumed in the next batch (and sending more, a few levels deep), some to the elector in the masterchain, which
 * also runs a tick-tock transaction in every masterchain block. Some shard blocks stay empty.
 */
export function syntheticChain(options: SyntheticChainOptions): SyntheticChain {
  const next = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const accountCount = options.accounts ?? 12;
  const startTime = options.startTime ?? 1_700_000_000;
  const firstMcSeqno = options.firstMcSeqno ?? 1;
  const codeHashes = [hashOf('code wallet'), hashOf('code multisig'), hashOf('code token')];
  const elector: Account = { workchain: -1, address: '3'.repeat(64), shard: MASTER_SHARD };
  const users: Account[] = Array.from({ length: accountCount }, (_, index) => {
    const address = hashOf(`account ${options.seed} ${index}`);
    return { workchain: 0, address, shard: parseInt(address[0]!, 16) < 8 ? SHARDS[0]! : SHARDS[1]! };
  });
  const chain: SyntheticChain = {
    batches: [],
    blocks: [],
    transactions: [],
    messages: new Map(),
    accounts: new Map(),
    users,
    elector,
    codeHashes,
  };
  const key = (account: Account) => `${account.workchain}:${account.address}`;
  users.forEach((user, index) =>
    chain.accounts.set(
      key(user),
      accountRow({
        workchain: user.workchain,
        address: user.address,
        balance: String(1_000_000_000_000 + index),
        code_hash: codeHashes[index % codeHashes.length]!,
        created_at: index % 4 === 0 ? null : startTime - 1000 + index,
        updated_at: index % 5 === 0 ? null : startTime - 500 + index,
      }),
    ),
  );
  chain.accounts.set(key(elector), accountRow({ workchain: -1, address: elector.address, balance: '5000000000000' }));
  let pending: Pending[] = [];

  for (let offset = 0; offset < options.batches; offset++) {
    const mcSeqno = firstMcSeqno + offset;
    const time = startTime + 5 * (mcSeqno - 1);
    const rows = emptyChainRows();
    const touched = new Set<string>();
    const blockOf = new Map<string, { block: BlockRow; lt: bigint; accounts: Map<string, number> }>();
    const masterBlock = blockRow({ workchain: -1, shard: MASTER_SHARD, seqno: mcSeqno, mc_seqno: mcSeqno, gen_utime: time });
    blockOf.set(MASTER_SHARD + -1, { block: masterBlock, lt: BigInt(masterBlock.start_lt), accounts: new Map() });
    SHARDS.forEach((shard, index) => {
      const block = blockRow({
        workchain: 0,
        shard,
        seqno: mcSeqno,
        mc_seqno: mcSeqno,
        // Shard blocks lag the masterchain block by a few seconds.
        gen_utime: time - 1 - 2 * index,
        start_lt: BigInt(mcSeqno) * 1_000_000n + BigInt(index + 1) * 100_000n,
      });
      blockOf.set(shard + 0, { block, lt: BigInt(block.start_lt), accounts: new Map() });
    });

    const runTransaction = (account: Account, inMessage: StoredMessage | null, txType = 'Ordinary'): TransactionRow => {
      const place = blockOf.get(account.shard + account.workchain)!;
      place.lt += 10n;
      const value = inMessage ? BigInt(inMessage.value as string) : 0n;
      const fees = BigInt(1000 + Math.floor(next() * 9000));
      const transaction = transactionRow({
        workchain: account.workchain,
        account: account.address,
        lt: place.lt,
        now: place.block.gen_utime,
        block_root_hash: place.block.root_hash,
        mc_seqno: mcSeqno,
        tx_type: txType,
        tick_tock: txType === 'TickTock' ? 'Tick' : null,
        aborted: next() < 0.1,
        total_fees: String(fees),
        balance_change: String(value - fees),
        in_msg_value: String(value),
        in_msg_hash: inMessage?.hash ?? null,
        exit_code: txType === 'TickTock' ? null : next() < 0.1 ? 60 : 0,
      });
      chain.transactions.push(transaction);
      rows.transactions.push(transaction);
      place.accounts.set(account.address, (place.accounts.get(account.address) ?? 0) + 1);
      touched.add(key(account));
      const stored = chain.accounts.get(key(account))!;
      chain.accounts.set(key(account), {
        ...stored,
        balance: String(BigInt(stored.balance as string) + value - fees),
        created_at: stored.created_at ?? place.block.gen_utime,
        updated_at: place.block.gen_utime,
        last_trans_lt: transaction.lt,
        last_trans_hash: transaction.hash,
      });
      return transaction;
    };

    const send = (transaction: TransactionRow, from: Account, depth: number): void => {
      const count = depth >= MAX_CHAIN_DEPTH ? 0 : Math.floor(next() * 3);
      let sent = 0n;
      for (let index = 0; index < count; index++) {
        const to = next() < 0.15 ? elector : pick(users);
        const value = BigInt(Math.floor(next() * 10_000_000_000)) + 1n;
        sent += value;
        const message = stored(
          messageRow({
            hash: hashOf(`message ${transaction.hash} ${index}`),
            message_type: 'Internal',
            mc_seqno: mcSeqno,
            src_workchain: from.workchain,
            src_address: from.address,
            dst_workchain: to.workchain,
            dst_address: to.address,
            value: String(value),
            fwd_fee: '100',
            created_lt: BigInt(transaction.lt) + BigInt(index) + 1n,
            created_at: transaction.now,
            bounce: true,
            src_transaction_hash: transaction.hash,
            src_transaction_lt: transaction.lt,
            src_transaction_time: transaction.now,
          }),
        );
        chain.messages.set(message.hash, message);
        rows.messages.push(message);
        pending.push({ message, depth: depth + 1 });
      }
      if (next() < 0.3) {
        const event = stored(
          messageRow({
            hash: hashOf(`event ${transaction.hash}`),
            message_type: 'ExternalOut',
            mc_seqno: mcSeqno,
            src_workchain: from.workchain,
            src_address: from.address,
            created_lt: BigInt(transaction.lt) + 10n,
            created_at: transaction.now,
            src_transaction_hash: transaction.hash,
            src_transaction_lt: transaction.lt,
            src_transaction_time: transaction.now,
          }),
        );
        chain.messages.set(event.hash, event);
        rows.messages.push(event);
      }
      transaction.out_msgs_value = String(sent);
      transaction.out_msg_count = rows.messages.filter((m) => m.src_transaction_hash === transaction.hash).length;
    };

    const consume = (message: StoredMessage, transaction: TransactionRow): StoredMessage => {
      const consumed: StoredMessage = {
        ...message,
        dst_transaction_hash: transaction.hash,
        dst_transaction_lt: transaction.lt,
        dst_transaction_time: transaction.now,
        dst_mc_seqno: mcSeqno,
      };
      chain.messages.set(message.hash, consumed);
      return consumed;
    };

    runTransaction(elector, null, 'TickTock');
    const arriving = pending;
    pending = [];
    for (const { message, depth } of arriving) {
      const to = message.dst_workchain === -1 ? elector : users.find((user) => user.address === message.dst_address)!;
      const transaction = runTransaction(to, message);
      rows.messages.push(consume(message, transaction));
      if (to !== elector) send(transaction, to, depth);
    }
    const externals = options.externalsPerBatch ?? 3;
    for (let index = 0; index < externals; index++) {
      const to = pick(users);
      const external = stored(
        messageRow({
          hash: hashOf(`external ${options.seed} ${mcSeqno} ${index}`),
          message_type: 'ExternalIn',
          mc_seqno: mcSeqno,
          dst_workchain: to.workchain,
          dst_address: to.address,
          import_fee: '500',
        }),
      );
      const transaction = runTransaction(to, external);
      rows.messages.push(consume(external, transaction));
      send(transaction, to, 0);
    }

    for (const { block, accounts } of blockOf.values()) {
      block.transaction_count = [...accounts.values()].reduce((sum, count) => sum + count, 0);
      block.account_block_count = accounts.size;
      for (const [address, count] of accounts) {
        rows.accountBlocks.push({
          block_root_hash: block.root_hash,
          workchain: block.workchain,
          account: address,
          old_hash: hashOf(`old ${address} ${block.root_hash}`),
          new_hash: hashOf(`new ${address} ${block.root_hash}`),
          transaction_count: count,
        });
      }
      rows.blocks.push(block);
      chain.blocks.push(block);
    }
    rows.accounts.push(...[...touched].map((id) => chain.accounts.get(id)!));
    if (offset === 0) rows.accounts.push(...[...chain.accounts.entries()].filter(([id]) => !touched.has(id)).map(([, row]) => row));
    rows.messages = rows.messages.map(withoutMark);
    chain.batches.push({ mcSeqno, rows });
  }
  return chain;
}

function stored(row: MessageRow): StoredMessage {
  return { ...row, dst_mc_seqno: null };
}

/** The message row as written, without the model's bookkeeping. */
export function withoutMark(row: MessageRow & { readonly dst_mc_seqno?: number | null }): MessageRow {
  const { dst_mc_seqno: _mark, ...message } = row;
  return message;
}
