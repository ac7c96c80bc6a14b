import { describe, expect, it } from 'vitest';
import { tokenDeployInit } from '@tvmscan/contracts/operations';
import { Builder, storeHashmapE, storeMsgAddress, type Cell } from '@tvmscan/tvm';
import { OWNER, ROOT, std, WALLET } from './support/token-transactions.js';

const PUBLIC_KEY = { key: 0n, value: (b: Builder) => b.storeUint(0n, 256) };

/** ABI 2.2 initial data: a HashmapE of 64-bit keys, the public key at 0 and the static variables from 1. */
function initialData(values: ((b: Builder) => void)[]): Cell {
  const entries = [PUBLIC_KEY, ...values.map((value, index) => ({ key: BigInt(index + 1), value }))];
  const b = new Builder();
  storeHashmapE(b, entries, 64, (builder, store) => store(builder));
  return b.endCell();
}

const address = (raw: string) => (b: Builder) => storeMsgAddress(b, std(raw));
const text = (value: string) => (b: Builder) => b.storeRef(new Builder().storeBytes(Buffer.from(value, 'utf8')).endCell());

describe('what a deploying StateInit says of a token contract', () => {
  it('a TIP-3 TokenWallet (or its platform) names its root and owner', () => {
    expect(tokenDeployInit(initialData([address(ROOT), address(OWNER)]))).toEqual({ kind: 'wallet', standard: 'tip3', root: ROOT, owner: OWNER });
  });

  it('a TIP-3 TokenRoot names its name, symbol, decimals and owner', () => {
    const data = initialData([
      text('Devnet USD'),
      text('DUSD'),
      (b) => b.storeUint(6, 8),
      address(OWNER),
      (b) => b.storeRef(new Builder().endCell()),
      (b) => b.storeUint(5n, 256),
      address(WALLET),
    ]);
    expect(tokenDeployInit(data)).toEqual({ kind: 'root', standard: 'tip3', name: 'Devnet USD', symbol: 'DUSD', decimals: 6, owner: OWNER });
  });

  it('a TEP-74 jetton wallet names its owner and master', () => {
    const b = new Builder().storeCoins(0n);
    storeMsgAddress(b, std(OWNER));
    storeMsgAddress(b, std(ROOT));
    expect(tokenDeployInit(b.storeRef(new Builder().endCell()).endCell())).toEqual({ kind: 'wallet', standard: 'jetton', root: ROOT, owner: OWNER });
  });

  it('data of another shape says nothing: another dictionary, a short cell, an empty one', () => {
    expect(tokenDeployInit(initialData([address(ROOT)]))).toBeNull();
    expect(tokenDeployInit(new Builder().storeUint(1, 8).endCell())).toBeNull();
    expect(tokenDeployInit(new Builder().endCell())).toBeNull();
  });
});
