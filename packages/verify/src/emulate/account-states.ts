import {
  Builder,
  decodeAccount,
  encodeAccount,
  loadShardAccount,
  readBocSingle,
  Slice,
  storeShardAccount,
  type Cell,
  type ShardAccount,
} from '@tvmscan/tvm';
import type { AccountBocReader } from '../registry/account-code.js';

const NO_TRANSACTION = '0'.repeat(64);

/** An account as the emulation holds it: the cell the executor takes, the same decoded (undefined when it does not exist). */
export interface HeldAccount {
  readonly shardAccount: Cell;
  readonly account: ShardAccount | undefined;
}

/**
 * The accounts an emulated trace touches: each read once from the current state, then as the emulated transactions
 * leave it. Remembers each one's balance before the first transaction, for the balance changes.
 */
export class AccountStates {
  private readonly held = new Map<string, HeldAccount>();
  private readonly balancesBefore = new Map<string, bigint>();

  constructor(private readonly reader: AccountBocReader) {}

  /** The account `address` (raw `wc:hex`) as the trace has left it so far. */
  async get(address: string): Promise<HeldAccount> {
    const known = this.held.get(address);
    if (known) return known;
    const boc = await this.reader.getAccountState(address);
    const account = boc === null ? null : readBocSingle(boc);
    const held = account === null || decodeAccount(account) === null ? accountNone() : existing(account);
    this.held.set(address, held);
    this.balancesBefore.set(address, balanceOf(held));
    return held;
  }

  /** Keeps the account as a transaction left it (the executor's ShardAccount cell). */
  update(address: string, shardAccount: Cell): void {
    this.held.set(address, { shardAccount, account: loadShardAccount(new Slice(shardAccount)) });
  }

  /** The account's cell as the trace has left it so far; null when it does not exist. */
  async accountCell(address: string): Promise<Cell | null> {
    const account = (await this.get(address)).account?.account;
    return account === undefined || decodeAccount(account) === null ? null : account;
  }

  /** Every account the trace touched whose native balance changed, with the change in nano. */
  balanceChanges(): { account: string; change: bigint }[] {
    return [...this.held].flatMap(([address, held]) => {
      const change = balanceOf(held) - (this.balancesBefore.get(address) ?? 0n);
      return change === 0n ? [] : [{ account: address, change }];
    });
  }
}

function existing(account: Cell): HeldAccount {
  const lastTransLt = decodeAccount(account)?.storage.lastTransLt ?? 0n;
  const shardAccount: ShardAccount = { account, lastTransHash: NO_TRANSACTION, lastTransLt };
  return { shardAccount: shardAccountCell(shardAccount), account: shardAccount };
}

function accountNone(): HeldAccount {
  return { shardAccount: shardAccountCell({ account: encodeAccount(null), lastTransHash: NO_TRANSACTION, lastTransLt: 0n }), account: undefined };
}

function balanceOf(held: HeldAccount): bigint {
  const account = held.account === undefined ? null : decodeAccount(held.account.account);
  return account?.storage.balance.coins ?? 0n;
}

function shardAccountCell(value: ShardAccount): Cell {
  const b = new Builder();
  storeShardAccount(b, value);
  return b.endCell();
}
