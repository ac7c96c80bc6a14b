import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { cellTreeLines, readBodyBoc, textComment } from '../src/features/message/body-cells.js';

const base64 = (cell: ReturnType<ReturnType<typeof beginCell>['endCell']>) => cell.toBoc().toString('base64');

describe('message bodies', () => {
  it('reads a text comment: op 0 then UTF-8, continued through the snake of references', () => {
    const short = beginCell().storeUint(0, 32).storeStringTail('thanks 👋').endCell();
    expect(textComment(readBodyBoc(base64(short))!)).toBe('thanks 👋');
    const long = 'ありがとう, '.repeat(40);
    const snake = beginCell().storeUint(0, 32).storeStringTail(long).endCell();
    expect(snake.refs.length).toBe(1);
    expect(textComment(readBodyBoc(base64(snake))!)).toBe(long);
  });

  it('finds no comment in a body with another op, or bytes that are not UTF-8', () => {
    const transfer = beginCell().storeUint(0x0f8a7ea5, 32).storeUint(7, 64).storeCoins(1_000_000_000n).endCell();
    expect(textComment(readBodyBoc(base64(transfer))!)).toBeNull();
    const binary = beginCell()
      .storeUint(0, 32)
      .storeBuffer(Buffer.from([0xff, 0xfe, 0x00]))
      .endCell();
    expect(textComment(readBodyBoc(base64(binary))!)).toBeNull();
  });

  it('writes any other body as its cell tree in Fift notation, as @ton/core does', () => {
    const leaf = beginCell().storeBit(1).storeUint(5, 5).endCell();
    const root = beginCell().storeUint(0x12345678, 32).storeCoins(5).storeRef(leaf).storeRef(beginCell().endCell()).endCell();
    expect(cellTreeLines(readBodyBoc(base64(root))!)).toEqual([`x{${root.bits.toString()}}`, `  x{${leaf.bits.toString()}}`, '  x{}']);
    expect(leaf.bits.toString()).toMatch(/_$/);
  });

  it('reads an indexed bag with a CRC as well, and nothing from text that is not a bag of cells', () => {
    const cell = beginCell().storeUint(0xabcdef, 24).endCell();
    const indexed = cell.toBoc({ idx: true, crc32: true }).toString('base64');
    expect(cellTreeLines(readBodyBoc(indexed)!)).toEqual(['x{ABCDEF}']);
    expect(readBodyBoc('not base64!')).toBeNull();
    expect(readBodyBoc(btoa('hello world'))).toBeNull();
  });
});
