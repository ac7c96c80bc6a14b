import type { Kysely } from 'kysely';
import { replaceSystemTokenList, type ChainSchema, type TokenTransactionKind } from '@tvmscan/store';
import { insertTokenRows, type TokenRows } from '@tvmscan/store/testing';

/** A raw address of workchain 0 whose hex is `digit` repeated, then `n` in hex at the end. */
export function address(digit: string, n = 0): string {
  const tail = n.toString(16);
  return `0:${digit.repeat(64 - tail.length)}${tail}`;
}

export function hash(n: number): string {
  return n.toString(16).padStart(64, '0');
}

/** A TIP-3 root with a price, in the system token list (trusted), 6 decimals. */
export const DUSD = address('d');
/** A Jetton root without a price, 9 decimals. */
export const JET = address('e');
/** A root met only by its wallets' operations, not indexed itself. */
export const UNKNOWN_ROOT = address('f');
export const ALICE = address('a');
export const BOB = address('b');
/** Holders of DUSD beyond Alice and Bob: `HOLDER(i)` holds (i + 1) × 1000 units. */
export const HOLDER = (i: number) => address('c', i);
export const HOLDERS = 23;
export const DAY = 86_400;
/** The time of the first seeded operation: the start of a UTC day. */
export const T0 = 1_700_006_400;
/** An amount beyond 2^64, exactly (above JS numbers' 2^53 too). */
export const HUGE = '123456789012345678901234567890';

const KINDS: readonly TokenTransactionKind[] = ['Mint', 'Send', 'Receive', 'Burn', 'SendCancellation', 'BurnCancellation'];

/**
 * Seeded token rows: DUSD with 25 wallets (Alice 5 000 000, Bob 0 after sending all, 23 others), JET with Alice's
 * huge balance, 30 token transactions spread over 3 days (5 of each kind), a wallet of the unindexed root, stats
 * for 3 days, DUSD's price, and the roots' holders and 24-hour figures with DUSD's holders on two days.
 */
export function seededTokenRows(): TokenRows {
  const wallets = [
    { address: address('1', 1), root_address: DUSD, owner_address: ALICE, balance: '5000000', updated_at: T0 + 10, updated_lt: 10 },
    { address: address('1', 2), root_address: DUSD, owner_address: BOB, balance: '0', updated_at: T0 + 20, updated_lt: 20 },
    ...Array.from({ length: HOLDERS }, (_, i) => ({
      address: address('2', i),
      root_address: DUSD,
      owner_address: HOLDER(i),
      balance: String((i + 1) * 1000),
      updated_at: T0 + i,
      updated_lt: 100 + i,
    })),
    { address: address('3', 1), root_address: JET, owner_address: ALICE, balance: HUGE, updated_at: T0 + 30, updated_lt: 30 },
    { address: address('4', 1), root_address: UNKNOWN_ROOT, owner_address: BOB, balance: '7', updated_at: T0 + 40, updated_lt: 40 },
  ];
  const transactions = Array.from({ length: 30 }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const alice = i % 2 === 0;
    return {
      transaction_hash: hash(i + 1),
      position: 0,
      message_hash: hash(1000 + i),
      kind,
      standard: 'Tip3' as const,
      root_address: DUSD,
      wallet_address: alice ? address('1', 1) : address('1', 2),
      owner_address: alice ? ALICE : BOB,
      sender_owner: kind === 'Mint' ? null : alice ? BOB : ALICE,
      sender_wallet: kind === 'Mint' ? null : alice ? address('1', 2) : address('1', 1),
      receiver_owner: alice ? ALICE : BOB,
      receiver_wallet: alice ? address('1', 1) : address('1', 2),
      amount: String((i + 1) * 100),
      block_time: T0 + Math.floor(i / 10) * DAY + i,
      lt: 1000 + i,
    };
  });
  transactions.push({ ...transactions[0]!, transaction_hash: hash(99), root_address: JET, amount: HUGE, block_time: T0 + 5, lt: 999 });
  return {
    roots: [
      {
        address: DUSD,
        standard: 'Tip3',
        name: 'Devnet USD',
        symbol: 'DUSD',
        decimals: 6,
        total_supply: '6000000',
        owner_address: ALICE,
        created_at: T0 - 100,
        updated_lt: 1,
      },
      {
        address: JET,
        standard: 'Jetton',
        name: 'Jet Coin',
        symbol: 'JET',
        decimals: 9,
        total_supply: HUGE,
        owner_address: null,
        created_at: T0 - 50,
        updated_lt: 2,
      },
    ],
    wallets,
    transactions,
    stats: [0, 1, 2].flatMap((day) =>
      (['Mint', 'Send'] as const).map((kind) => ({
        root_address: DUSD,
        day: T0 + day * DAY,
        kind,
        count: day + 1,
        amount: String((day + 1) * 1000),
      })),
    ),
    prices: [{ root_address: DUSD, usd_price: '1.25' }],
    // As the indexer keeps them: DUSD's holders are Alice and the 23 others; JET's is Alice.
    rootStats: [
      { root_address: DUSD, holders: HOLDERS + 1, transfers_24h: 4, volume_24h: '2500' },
      { root_address: JET, holders: 1, transfers_24h: 0, volume_24h: '0' },
    ],
    holdersDaily: [
      { root_address: DUSD, day: T0, holders: 2 },
      { root_address: DUSD, day: T0 + 2 * DAY, holders: HOLDERS + 1 },
    ],
  };
}

export async function seedTokens(db: Kysely<ChainSchema>): Promise<void> {
  await insertTokenRows(db, seededTokenRows());
  await replaceSystemTokenList(db, [{ address: DUSD, symbol: 'DUSD', name: 'Devnet USD', decimals: 6 }]);
}
