import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenDeployInit, TokenOperation, TokenOperationKind } from '@tvmscan/contracts/operations';
import type { TokenRows } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { PreparedBatch } from '../src/pipeline/prepared-batch.js';
import type { TransactionFacts } from '../src/pipeline/transaction-facts.js';
import { TokenDeriver } from '../src/derive/tokens/token-deriver.js';

const address = (byte: string) => `0:${byte.repeat(32)}`;
const ROOT = address('e5');
const OWNER = address('a1');
const WALLET = address('b2');
const OTHER_OWNER = address('c3');
const OTHER_WALLET = address('d4');
const STRANGER_WALLET = address('f6');
const MASTER = address('17');
const JETTON_WALLET = address('28');

let lt = 1000n;

/** A transaction of `account` as the preparing thread hands it over, with its token operations or the deploy it makes. */
function facts(account: string, options: { operations?: TokenOperation[]; deploy?: TokenDeployInit | null; now?: number }): TransactionFacts {
  lt += 10n;
  const deploys = options.deploy !== undefined;
  return {
    hash: `${lt.toString(16).padStart(64, '0')}`,
    workchain: 0,
    account: account.slice(2),
    lt,
    prevTransLt: lt - 10n,
    now: options.now ?? 1_700_000_000,
    balanceChange: 0n,
    origStatus: deploys ? 'nonexist' : 'active',
    endStatus: 'active',
    outMsgCount: 0,
    inMessageCodeHash: null,
    inMessage: null,
    inMessageByCollator: false,
    tokenOperations: options.operations ?? null,
    tokenDeployInit: options.deploy ?? null,
    nftEvents: null,
    nftIndexDeploy: null,
    multiTokenEvents: null,
  };
}

function operation(wallet: string, kind: TokenOperationKind, amount: bigint, parties: Partial<TokenOperation> = {}): TokenOperation {
  return {
    standard: 'tip3',
    kind,
    amount,
    wallet,
    root: null,
    sender: { owner: null, wallet: null },
    receiver: { owner: null, wallet: null },
    messageHash: `${(lt + 1n).toString(16).padStart(64, 'a')}`,
    ...parties,
  };
}

function batch(transactions: TransactionFacts[]): PreparedBatch {
  return {
    seqno: 1,
    rootHash: '00'.repeat(32),
    prevRootHash: null,
    genUtime: 1_700_000_000,
    keyBlock: false,
    blockCount: 1,
    rendered: { blocks: [], transactions: [], messages: [], accountBlocks: [] },
    transactions,
    supplyChange: 0n,
    shardDescriptions: [],
    config: null,
  };
}

const deployRoot = () => facts(ROOT, { deploy: { kind: 'root', standard: 'tip3', name: 'Devnet USD', symbol: 'DUSD', decimals: 6, owner: OWNER } });
const deployWallet = (wallet: string, owner: string) => facts(wallet, { deploy: { kind: 'wallet', standard: 'tip3', root: ROOT, owner } });

/** A wallet's life: minted, sending, receiving, burning, and a transfer and a burn coming back. */
function walletLife(): TransactionFacts[] {
  return [
    deployRoot(),
    deployWallet(WALLET, OWNER),
    deployWallet(OTHER_WALLET, OTHER_OWNER),
    facts(WALLET, { operations: [operation(WALLET, 'Mint', 100n, { root: ROOT })] }),
    facts(WALLET, {
      operations: [operation(WALLET, 'Send', 30n, { sender: { owner: OWNER, wallet: WALLET }, receiver: { owner: null, wallet: OTHER_WALLET } })],
    }),
    facts(OTHER_WALLET, { operations: [operation(OTHER_WALLET, 'Receive', 30n, { sender: { owner: OWNER, wallet: WALLET } })] }),
    facts(OTHER_WALLET, {
      operations: [
        operation(OTHER_WALLET, 'Send', 5n, { sender: { owner: OTHER_OWNER, wallet: OTHER_WALLET }, receiver: { owner: OWNER, wallet: WALLET } }),
      ],
    }),
    facts(WALLET, { operations: [operation(WALLET, 'Receive', 5n, { sender: { owner: OTHER_OWNER, wallet: OTHER_WALLET } })] }),
    facts(WALLET, { operations: [operation(WALLET, 'Burn', 10n, { root: ROOT, sender: { owner: OWNER, wallet: WALLET } })] }),
    facts(WALLET, { operations: [operation(WALLET, 'SendCancellation', 7n, { receiver: { owner: null, wallet: STRANGER_WALLET } })] }),
    facts(WALLET, { operations: [operation(WALLET, 'BurnCancellation', 10n, { root: ROOT })] }),
    facts(WALLET, {
      operations: [operation(WALLET, 'Send', 1n, { sender: { owner: OWNER, wallet: WALLET }, receiver: { owner: null, wallet: OTHER_WALLET } })],
    }),
  ];
}

describe('deriving the token tables from token operations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  const derive = (groups: TransactionFacts[][]) => {
    const deriver = new TokenDeriver(database, undefined);
    return groups.reduce<Promise<TokenRows[]>>(
      async (done, group) => [...(await done), await deriver.derive([batch(group)], 0)],
      Promise.resolve([]),
    );
  };

  it('keeps each balance as the sum of its operations (Receive, Mint and cancellations add; Send and Burn take) and the supply as mints less burns', async () => {
    const [rows] = await derive([walletLife()]);
    const balances = Object.fromEntries(rows!.wallets.map((wallet) => [wallet.address, wallet.balance]));
    expect(balances).toEqual({ [WALLET]: 100n - 30n + 5n - 10n + 7n + 10n - 1n, [OTHER_WALLET]: 30n - 5n });
    expect(rows!.wallets.find((wallet) => wallet.address === WALLET)).toMatchObject({ owner_address: OWNER, root_address: ROOT });
    expect(rows!.roots).toEqual([
      expect.objectContaining({
        address: ROOT,
        standard: 'Tip3',
        name: 'Devnet USD',
        symbol: 'DUSD',
        decimals: 6,
        owner_address: OWNER,
        total_supply: 100n,
      }),
    ]);
  });

  it('lists every operation with its kind, root and owners; a counterpart wallet the messages do not name the owner of is known once it has had an operation', async () => {
    const [rows] = await derive([walletLife()]);
    const listed = rows!.transactions.map((row) => [row.kind, row.owner_address, row.sender_owner, row.receiver_owner, row.root_address, row.amount]);
    expect(listed).toEqual([
      ['Mint', OWNER, null, OWNER, ROOT, 100n],
      ['Send', OWNER, OWNER, null, ROOT, 30n],
      ['Receive', OTHER_OWNER, OWNER, OTHER_OWNER, ROOT, 30n],
      ['Send', OTHER_OWNER, OTHER_OWNER, OWNER, ROOT, 5n],
      ['Receive', OWNER, OTHER_OWNER, OWNER, ROOT, 5n],
      ['Burn', OWNER, OWNER, null, ROOT, 10n],
      ['SendCancellation', OWNER, OWNER, null, ROOT, 7n],
      ['BurnCancellation', OWNER, OWNER, null, ROOT, 10n],
      ['Send', OWNER, OWNER, OTHER_OWNER, ROOT, 1n],
    ]);
    expect(rows!.stats).toContainEqual({ root_address: ROOT, day: 1_699_920_000, kind: 'Receive', count: 2n, amount: 35n });
  });

  it('derives the same rows however the chain is cut into writes', async () => {
    const life = walletLife();
    const [whole] = await derive([life]);
    const cut = await derive([life.slice(0, 4), life.slice(4, 7), life.slice(7)]);
    expect(cut.flatMap((rows) => rows.transactions)).toEqual(whole!.transactions);
    const last = new Map(cut.flatMap((rows) => rows.wallets).map((wallet) => [wallet.address, wallet]));
    expect([...last.values()].sort((a, b) => a.address.localeCompare(b.address))).toEqual(
      [...whole!.wallets].sort((a, b) => a.address.localeCompare(b.address)),
    );
    expect(cut.flatMap((rows) => rows.roots).at(-1)).toEqual(whole!.roots[0]);
  });

  it('stores a jetton mint, a transfer from the master, as the Mint it is', async () => {
    const [rows] = await derive([
      [
        facts(JETTON_WALLET, { deploy: { kind: 'wallet', standard: 'jetton', root: MASTER, owner: OWNER } }),
        facts(JETTON_WALLET, {
          operations: [{ ...operation(JETTON_WALLET, 'Receive', 42n, { sender: { owner: null, wallet: MASTER } }), standard: 'jetton' }],
        }),
      ],
    ]);
    expect(rows!.transactions).toEqual([expect.objectContaining({ kind: 'Mint', standard: 'Jetton', root_address: MASTER, owner_address: OWNER })]);
    expect(rows!.roots).toEqual([expect.objectContaining({ address: MASTER, standard: 'Jetton', total_supply: 42n, name: '', decimals: 0 })]);
  });

  it('lists the operations of a wallet met already deployed, with no state source, as its messages tell them, and keeps no balance for it', async () => {
    const [rows] = await derive([
      [
        facts(STRANGER_WALLET, {
          operations: [
            operation(STRANGER_WALLET, 'Send', 3n, {
              sender: { owner: OTHER_OWNER, wallet: STRANGER_WALLET },
              receiver: { owner: OWNER, wallet: WALLET },
            }),
          ],
        }),
        facts(STRANGER_WALLET, { operations: [operation(STRANGER_WALLET, 'Receive', 2n, { sender: { owner: OWNER, wallet: WALLET } })] }),
      ],
    ]);
    expect(rows!.transactions.map((row) => [row.kind, row.owner_address, row.root_address])).toEqual([
      ['Send', OTHER_OWNER, ''],
      ['Receive', '', ''],
    ]);
    expect(rows!.wallets).toEqual([]);
    expect(rows!.roots).toEqual([]);
    expect(rows!.stats).toEqual([]);
  });
});
