import { expect, it } from 'vitest';
import {
  readBocSingle,
  decodeMessage,
  decodeStateInit,
  encodeMessage,
  encodeStateInit,
  formatRawAddress,
  loadLibraries,
  buildLibraries,
  loadMessageRef,
  toMessageRef,
  type Message,
  Builder,
} from '../../../src/index.js';
import { bytesToHex } from '../../../src/util/hex.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

interface Expected {
  file: string;
  kind: Message['info']['kind'];
  /** Raw-address prefixes as the fixtures README gives them. */
  src?: string;
  dst?: string;
  value?: bigint;
  withInit: boolean;
  /** The body the fixtures hold separately, by the hash prefix the README states. */
  bodyHash?: string;
}

const MESSAGES: Expected[] = [
  {
    file: 'everscale/messages/empty_internal_message.boc',
    kind: 'internal',
    src: '0:a92145347236',
    dst: '0:a92145347236',
    value: 1000000000n,
    withInit: false,
  },
  { file: 'everscale/messages/external_message.boc', kind: 'externalIn', dst: '0:8c8d0cc80ae3', withInit: false, bodyHash: 'b039ff71bbf1bed6' },
  { file: 'everscale/messages/external_out_message.boc', kind: 'externalOut', src: '0:3addd84bf732', withInit: false },
  {
    file: 'everscale/messages/internal_message_with_body.boc',
    kind: 'internal',
    src: '0:82615d4ce6bc',
    dst: '0:a732bba1c348',
    value: 97621000n,
    withInit: false,
    bodyHash: 'b5971938d09e7c9e',
  },
  {
    file: 'everscale/messages/internal_message_with_deploy.boc',
    kind: 'internal',
    src: '0:098c37c0d8a7',
    dst: '0:a4232bb25ca7',
    value: 100000000n,
    withInit: true,
    bodyHash: '328f279727be10b1',
  },
  {
    file: 'everscale/messages/internal_message_with_deploy_special.boc',
    kind: 'internal',
    src: '0:b62450b8355a',
    dst: '-1:a0b65eadaf7',
    value: 969351000n,
    withInit: true,
  },
  { file: 'tycho/executor/msg.boc', kind: 'externalIn', dst: '0:3a34b7adfb32', withInit: false },
];

function endpoints(msg: Message): { src: string | null; dst: string | null; value: bigint | undefined } {
  const { info } = msg;
  return { src: formatRawAddress(info.src), dst: formatRawAddress(info.dest), value: info.kind === 'internal' ? info.value.coins : undefined };
}

describeWithFixtures('Message on real messages', () => {
  it.each(MESSAGES)('$file', (expected) => {
    const cell = readBocSingle(readFixture(expected.file));
    const msg = decodeMessage(cell);
    expect(msg.info.kind).toBe(expected.kind);
    const { src, dst, value } = endpoints(msg);
    if (expected.src) expect(src?.startsWith(expected.src)).toBe(true);
    else expect(src).toBeNull();
    if (expected.dst) expect(dst?.startsWith(expected.dst)).toBe(true);
    else expect(dst).toBeNull();
    expect(value).toBe(expected.value);
    expect(msg.init !== null).toBe(expected.withInit);
    if (expected.bodyHash) expect(msg.body.hashHex().startsWith(expected.bodyHash)).toBe(true);
    expect(encodeMessage(msg).hashHex()).toBe(cell.hashHex());
  });

  it('keeps the deploy state init, whose hash is the destination address', () => {
    const msg = decodeMessage(readBocSingle(readFixture('everscale/messages/internal_message_with_deploy.boc')));
    const stateInitCell = readBocSingle(readFixture('everscale/messages/internal_message_with_deploy_state_init.boc'));
    expect(msg.initInRef).toBe(true);
    expect(msg.init).toEqual(decodeStateInit(stateInitCell));
    expect(encodeStateInit(msg.init!).hashHex()).toBe(stateInitCell.hashHex());
    expect(msg.info.kind === 'internal' && msg.info.dest.kind === 'std' && msg.info.dest.address).toBe(stateInitCell.hashHex());
    expect(msg.init!.code).not.toBeNull();
    expect(msg.init!.library).toBeNull();
  });

  it('reads a special (tick-tock) state init sent to the masterchain', () => {
    const msg = decodeMessage(readBocSingle(readFixture('everscale/messages/internal_message_with_deploy_special.boc')));
    expect(msg.init?.special).not.toBeNull();
    expect(msg.info.kind === 'internal' && msg.info.dest.workchain).toBe(-1);
  });

  it('gives a message its cell hash and rebuilds a message made from scratch', () => {
    const cell = readBocSingle(readFixture('everscale/messages/internal_message_with_body.boc'));
    const ref = loadMessageRef(cell);
    expect(ref.hash).toBe(cell.hashHex());
    expect(toMessageRef(ref.message).hash).toBe(ref.hash);
    const flipped = toMessageRef({ ...ref.message, bodyInRef: !ref.message.bodyInRef });
    expect(flipped.hash).not.toBe(ref.hash);
    expect(decodeMessage(flipped.cell).body.hashHex()).toBe(ref.message.body.hashHex());
  });
});

it('reads and builds a StateInit library dictionary keyed by root hash', () => {
  const cellOf = (n: number) => new Builder().storeUint(n, 8).endCell();
  const [first, second, third] = [cellOf(1), cellOf(2), cellOf(3)] as const;
  const roots = [first, second, third];
  const library = buildLibraries(roots.map((root, i) => ({ public: i !== 1, root })));
  const libs = loadLibraries(library);
  expect(libs.map((lib) => lib.hash).sort()).toEqual(roots.map((root) => bytesToHex(root.hash())).sort());
  expect(libs.find((lib) => lib.root.equals(second))?.public).toBe(false);
  expect(loadLibraries(null)).toEqual([]);
  const init = { splitDepth: 3, special: { tick: true, tock: false }, code: first, data: null, library };
  expect(decodeStateInit(encodeStateInit(init))).toEqual(init);
});
