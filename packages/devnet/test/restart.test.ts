import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeBlock, readBocSingle } from '@tvmscan/tvm';
import { defined } from '@tvmscan/tvm/testing';
import { defaultActivities, Devnet, DevnetError, ManualClock, Workload } from '../src/index.js';

describe('a devnet in a data folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-devnet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('continues the same chain after a restart', async () => {
    const clock = new ManualClock(1_700_000_000_000);
    const first = await Devnet.open({ dataDir: dir, clock, seed: 'restart', walletCount: 6 });
    first.setWorkload(new Workload('restart', defaultActivities(first).activities, 4, first));
    for (let i = 0; i < 6; i++) {
      clock.advance(3000);
      first.step();
    }
    const tip = first.seqno;
    const wallet = defined(first.wallets[0], 'a wallet');
    const walletState = first.accountState(wallet.address);
    const zerostates = await first.zerostates();
    const transactionCount = first.transactions.size;
    const lastBatch = defined((await collect(first, tip - 1))[0], 'the last batch');
    first.close();

    const second = await Devnet.open({ dataDir: dir, clock });
    expect(second.seqno).toBe(tip);
    expect(second.identity.seed).toBe('restart');
    expect(second.accountState(wallet.address)).toEqual(walletState);
    expect(await second.zerostates()).toEqual(zerostates);
    expect(second.transactions.size).toBe(transactionCount);
    clock.advance(3000);
    const next = second.step();
    expect(next.seqno).toBe(tip + 1);
    const prev = decodeBlock(readBocSingle(lastBatch.masterchain.boc));
    const info = next.masterchain.block.info;
    expect(info.prevRef.kind === 'single' && info.prevRef.prev.seqno).toBe(prev.info.seqno);
    expect(info.prevRef.kind === 'single' && info.prevRef.prev.rootHash).toBe(readBocSingle(lastBatch.masterchain.boc).hashHex());
    expect((await collect(second, 0)).map((batch) => batch.seqno)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    second.close();
  });

  it('refuses to reopen a folder as another chain', async () => {
    await expect(Devnet.open({ dataDir: dir, seed: 'other' })).rejects.toThrow(DevnetError);
  });
});

async function collect(devnet: Devnet, after: number) {
  const batches = [];
  for await (const batch of devnet.batches(after, { follow: false })) batches.push(batch);
  return batches;
}
