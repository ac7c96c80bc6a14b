import {
  Cell as TonCell,
  Dictionary,
  loadTransaction as tonLoadTransaction,
  type Message as TonMessage,
  type Transaction as TonTransaction,
} from '@ton/core';
import { expect, it } from 'vitest';
import {
  readBocSingle,
  formatRawAddress,
  type Message,
  type MessageRef,
  decodeTransaction,
  transactionExitCode,
  type Transaction,
} from '../../../src/index.js';
import { defined, describeWithFixtures, readFixture } from '../../../src/testing/index.js';
import { ALL_TRANSACTIONS } from './transaction-fixtures.js';

type Parsed = { file: string; ton: TonTransaction; tonCell: TonCell } | { file: string; failure: string };

/** @ton/core's reading of each fixture; a fixture it cannot read is kept with the reason. */
function parseWithTonCore(file: string): Parsed {
  try {
    const tonCell = defined(TonCell.fromBoc(Buffer.from(readFixture(file)))[0], file);
    return { file, ton: tonLoadTransaction(tonCell.beginParse()), tonCell };
  } catch (error) {
    return { file, failure: (error as Error).message };
  }
}

const STATUS: Record<string, string> = { uninitialized: 'uninit', frozen: 'frozen', active: 'active', 'non-existing': 'nonexist' };
const KIND: Record<string, string> = { generic: 'ordinary', 'tick-tock': 'tickTock', storage: 'storage' };

/** The message cells as @ton/core reads them from the transaction's ^[in_msg out_msgs] cell. */
function tonMessageHashes(ton: TonTransaction): { inMsg: string | null; outMsgs: string[] } {
  const s = defined(ton.raw.refs[0], 'the messages cell').beginParse();
  const inCell = s.loadMaybeRef();
  const outs = s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  return {
    inMsg: inCell ? inCell.hash().toString('hex') : null,
    outMsgs: outs
      .keys()
      .sort((a, b) => a - b)
      .map((key) => outs.get(key)!.hash().toString('hex')),
  };
}

function tonExitCode(ton: TonTransaction): number | null {
  const d = ton.description;
  return 'computePhase' in d && d.computePhase.type === 'vm' ? d.computePhase.exitCode : null;
}

function tonMessageView(msg: TonMessage) {
  const { info } = msg;
  return {
    kind: info.type,
    src: info.type === 'external-in' ? null : info.src.toRawString(),
    dest: info.type === 'external-out' ? null : info.dest.toRawString(),
    value: info.type === 'internal' ? info.value.coins : null,
  };
}

function ourMessageView(msg: Message) {
  const { info } = msg;
  return {
    kind: { internal: 'internal', externalIn: 'external-in', externalOut: 'external-out' }[info.kind],
    src: info.kind === 'externalIn' ? null : formatRawAddress(info.src),
    dest: info.kind === 'externalOut' ? null : formatRawAddress(info.dest),
    value: info.kind === 'internal' ? info.value.coins : null,
  };
}

function ourView(tx: Transaction, hash: string) {
  const d = tx.description;
  return {
    hash,
    lt: tx.lt,
    account: tx.accountAddr,
    totalFees: tx.totalFees.coins,
    exitCode: transactionExitCode(tx),
    aborted: 'aborted' in d ? d.aborted : null,
    kind: d.kind,
    statuses: [tx.origStatus, tx.endStatus],
    inMsg: tx.inMsg?.hash ?? null,
    outMsgs: tx.outMsgs.map((m: MessageRef) => m.hash),
    messages: [tx.inMsg, ...tx.outMsgs].filter((m) => m !== null).map((m) => ourMessageView(m.message)),
  };
}

function tonView(ton: TonTransaction, tonCell: TonCell) {
  const d = ton.description;
  const hashes = tonMessageHashes(ton);
  const outMessages = ton.outMessages
    .keys()
    .sort((a, b) => a - b)
    .map((key) => ton.outMessages.get(key)!);
  return {
    hash: tonCell.hash().toString('hex'),
    lt: ton.lt,
    account: ton.address.toString(16).padStart(64, '0'),
    totalFees: ton.totalFees.coins,
    exitCode: tonExitCode(ton),
    aborted: 'aborted' in d ? d.aborted : null,
    kind: KIND[d.type],
    statuses: [STATUS[ton.oldStatus], STATUS[ton.endStatus]],
    inMsg: hashes.inMsg,
    outMsgs: hashes.outMsgs,
    messages: [ton.inMessage, ...outMessages].filter((m) => m != null).map(tonMessageView),
  };
}

describeWithFixtures('transactions cross-checked with @ton/core', () => {
  const parsed = ALL_TRANSACTIONS.map(parseWithTonCore);

  it.for(parsed)('$file', (entry, context) => {
    if ('failure' in entry) {
      context.skip(`@ton/core cannot read it: ${entry.failure}`);
      return;
    }
    const cell = readBocSingle(readFixture(entry.file));
    expect(ourView(decodeTransaction(cell), cell.hashHex())).toEqual(tonView(entry.ton, entry.tonCell));
  });

  it('counts the fixtures @ton/core cannot read (none today)', () => {
    const unreadable = parsed.filter((entry) => 'failure' in entry).map((entry) => entry.file);
    expect(unreadable).toEqual([]);
  });
});
