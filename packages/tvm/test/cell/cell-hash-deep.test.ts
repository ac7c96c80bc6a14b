import { beginCell, type Cell as TonCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { readBocSingle, writeBoc, Builder, type Cell } from '../../src/index.js';

/** A chain of `length` cells, each holding its index and referring to the one after it. */
function ourChain(length: number): Cell {
  let cell = new Builder().storeUint(length, 32).endCell();
  for (let index = length - 1; index > 0; index--) cell = new Builder().storeUint(index, 32).storeRef(cell).endCell();
  return cell;
}

function tonChain(length: number): TonCell {
  let cell = beginCell().storeUint(length, 32).endCell();
  for (let index = length - 1; index > 0; index--) cell = beginCell().storeUint(index, 32).storeRef(cell).endCell();
  return cell;
}

describe('cell hashes, computed when first asked', () => {
  it('of a chain far deeper than the call stack allows recursion, agree with @ton/core', () => {
    const length = 50_000;
    expect(ourChain(length).hashHex()).toBe(tonChain(length).hash().toString('hex'));
  });

  it('of a BOC read back are those of the cells written', () => {
    const chain = ourChain(300);
    const read = readBocSingle(writeBoc(chain));
    expect(read.hashHex()).toBe(chain.hashHex());
    expect(read.depth()).toBe(299);
  });
});
