import { describe, expect, it } from 'vitest';
import { blockTransactions, decodeBlock, decodeTransaction, readBocSingle, type Block } from '@tvmscan/tvm';
import { Devnet, defaultActivities, ManualClock, Workload } from '../src/index.js';
import { TransactionIndex } from '../src/jrpc/transaction-index.js';

const CAPACITY = 25;

/** The blocks of a small devnet chain with a workload, oldest first. */
async function chainBlocks(): Promise<Block[]> {
  const clock = new ManualClock(1_700_000_000_000);
  const devnet = await Devnet.open({ clock, seed: 'index-window', walletCount: 4, indexTransactions: false });
  devnet.setWorkload(new Workload(devnet.identity.seed, defaultActivities(devnet).activities, 3, devnet));
  const blocks: Block[] = [];
  try {
    for (let i = 0; i < 6; i++) {
      clock.advance(3000);
      const round = devnet.step();
      for (const sealed of [...round.shardBlocks, round.masterchain]) blocks.push(decodeBlock(readBocSingle(sealed.boc)));
    }
  } finally {
    devnet.close();
  }
  return blocks;
}

describe("the JRPC endpoint's transaction index", () => {
  it(`keeps the newest ${CAPACITY} transactions by hash, inbound message and account, and lets the older ones go`, async () => {
    const blocks = await chainBlocks();
    const index = new TransactionIndex(CAPACITY);
    const added = blocks.flatMap((block) => blockTransactions(block).map(({ cell }) => ({ cell, workchain: block.info.shard.workchain })));
    expect(added.length).toBeGreaterThan(2 * CAPACITY);
    for (const block of blocks) index.addBlock(block);

    expect(index.size).toBe(CAPACITY);
    const kept = added.slice(-CAPACITY);
    const gone = added.slice(0, -CAPACITY);
    for (const { cell } of kept) expect(readBocSingle(index.get(cell.hashHex())!).hashHex()).toBe(cell.hashHex());
    for (const { cell } of gone) expect(index.get(cell.hashHex())).toBeUndefined();

    const keptInbound = kept.map(({ cell }) => decodeTransaction(cell)).find((transaction) => transaction.inMsg !== null)!;
    expect(index.byInboundMessage(keptInbound.inMsg!.hash)).toBeDefined();
    const goneInbound = gone.map(({ cell }) => decodeTransaction(cell)).find((transaction) => transaction.inMsg !== null)!;
    expect(index.byInboundMessage(goneInbound.inMsg!.hash)).toBeUndefined();

    const { cell: newest, workchain } = kept.at(-1)!;
    const account = `${workchain}:${decodeTransaction(newest).accountAddr}`;
    const ofAccount = kept.filter(({ cell, workchain: wc }) => `${wc}:${decodeTransaction(cell).accountAddr}` === account);
    const listed = index.list(account, null, 100).map((boc) => readBocSingle(boc).hashHex());
    expect(listed).toEqual(ofAccount.map(({ cell }) => cell.hashHex()).reverse());
  }, 120_000);
});
