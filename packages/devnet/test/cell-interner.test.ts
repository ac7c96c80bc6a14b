import { describe, expect, it } from 'vitest';
import { Builder, readBocSingle, writeBoc, type Cell } from '@tvmscan/tvm';
import { CellInterner } from '../src/chain/cell-interner.js';
import { Devnet, defaultActivities, ManualClock, Workload } from '../src/index.js';

const leaf = (value: number) => new Builder().storeUint(value, 32).endCell();
const node = (value: number, ...refs: Cell[]) => {
  const builder = new Builder().storeUint(value, 32);
  for (const ref of refs) builder.storeRef(ref);
  return builder.endCell();
};

describe('the cell interner', () => {
  it('answers a cell it holds with the object it holds, and shares the subtrees two trees have in common', () => {
    const interner = new CellInterner();
    const code = node(1, leaf(2), leaf(3));
    const first = interner.intern(readBocSingle(writeBoc(node(10, code, leaf(11)))));
    const second = interner.intern(readBocSingle(writeBoc(node(20, code, leaf(21)))));
    expect(first.refs[0]).toBe(second.refs[0]);
    expect(first.refs[0]!.hashHex()).toBe(code.hashHex());
    expect(interner.intern(readBocSingle(writeBoc(first)))).toBe(first);
    expect(second.refs[1]!.hashHex()).toBe(leaf(21).hashHex());
  });

  it("keeps a devnet's accounts to about one object per distinct cell after a workload", async () => {
    const clock = new ManualClock(1_700_000_000_000);
    const devnet = await Devnet.open({ clock, seed: 'interned', indexTransactions: false });
    devnet.setWorkload(new Workload(devnet.identity.seed, defaultActivities(devnet).activities, 3, devnet));
    try {
      for (let i = 0; i < 60; i++) {
        clock.advance(3000);
        devnet.step();
      }
      const objects = new Set<Cell>();
      const hashes = new Set<string>();
      const walk = (cell: Cell) => {
        if (objects.has(cell)) return;
        objects.add(cell);
        hashes.add(cell.hashHex());
        cell.refs.forEach(walk);
      };
      for (const { account } of devnet.accounts()) walk(account.account);
      expect(hashes.size).toBeGreaterThan(500);
      expect(objects.size / hashes.size).toBeLessThan(1.2);
    } finally {
      devnet.close();
    }
  }, 120_000);
});
