import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeWithFixtures, fixturePath } from '../../src/testing/index.js';
import type { FuzzSample } from './mutation-fuzz.js';

/** A child that runs longer than this is taken to be stuck in a decoder. */
const CHILD_TIMEOUT_MS = 30_000;

interface ChildResult {
  killed: boolean;
  code: number;
  stderr: string;
}

/** Calls `fn` of mutation-fuzz.ts on `arg` in a fresh Node process, killed after CHILD_TIMEOUT_MS. */
function runInChild(fn: 'fuzzSample' | 'checkBytes', arg: string): Promise<ChildResult> {
  const helper = new URL('./mutation-fuzz.ts', import.meta.url).href;
  const input = fn === 'checkBytes' ? `Buffer.from(process.argv[1], 'hex')` : `JSON.parse(process.argv[1])`;
  const script = `import { ${fn} } from ${JSON.stringify(helper)}; ${fn}(${input});`;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, arg],
      { timeout: CHILD_TIMEOUT_MS },
      (error, _stdout, stderr) => {
        resolve({ killed: error?.killed ?? false, code: error ? Number(error.code) : 0, stderr });
      },
    );
  });
}

function expectCleanExit(result: ChildResult): void {
  expect(result.killed, `still decoding after ${CHILD_TIMEOUT_MS / 1000} s: some input keeps a decoder busy (nearly) forever`).toBe(false);
  expect(result.code, result.stderr).toBe(0);
}

/** Real inputs of every kind with how many mutated copies of each to decode: about 7,000 in all. */
const SAMPLES: ({ name: string } & FuzzSample)[] = [
  { name: 'masterchain block', file: 'everscale/blocks/mc_simple_block.boc', runs: 600 },
  { name: 'Tycho block', file: 'tycho/blocks/mc-block-1.boc', runs: 600 },
  { name: 'transaction', file: 'everscale/transactions/ordinary_tx_with_outgoing.boc', runs: 700 },
  { name: 'message', file: 'everscale/messages/internal_message_with_deploy.boc', runs: 700 },
  { name: 'account', file: 'everscale/accounts/sdk-account.boc', runs: 600 },
  { name: 'config', file: 'everscale/config/mainnet_zerostate_config.boc', runs: 500 },
  { name: 'shard state', file: 'everscale/states/mainnet-masterchain-state-2.boc', runs: 300 },
  { name: 'block proof', file: 'everscale/blocks/mc_block_proof.boc', runs: 500 },
  { name: 'Merkle proof of an account', file: 'everscale/proofs/account-safemultisig-proof.boc', runs: 400 },
  { name: '.pack archive (its first 6 entries)', file: 'everscale/archive/mainnet-mc1-99.pack', firstEntries: 6, runs: 300 },
  { name: 'Tycho archive, decompressed (its first 6 entries)', file: 'tycho/archive/archive_1.bin', decompress: true, firstEntries: 6, runs: 300 },
  {
    name: 'zstd-compressed Tycho shard state',
    file: 'tycho/testnet-dump/dump/persistents/0:8000000000000000:35:9c161e66894f2e6032db85d12a688f1e487a137bb3a2dd29ffa41d2121679ee4:c425031778cbe206758149f73d62e94059701af90ecb278c8531aeec34b626da.boc',
    runs: 400,
  },
  { name: 'Tycho archive (zstd)', file: 'tycho/archive/archive_1.bin', runs: 60 },
];

describeWithFixtures('decoding mutated real data succeeds or throws a TvmError, each call within 2 s', () => {
  it.each(SAMPLES)('$name: $runs cases', async (sample) => {
    expectCleanExit(await runInChild('fuzzSample', JSON.stringify({ ...sample, file: fixturePath(sample.file) })));
  });
});

/**
 * 18 bytes of zstd: one compressed block with no literals and 98,047 sequences whose match lengths
 * (code 52, by RLE) are at least 65,539 bytes each, far more than the 128 KiB a block may produce.
 */
const ZSTD_SEQUENCE_BOMB = Uint8Array.from([
  0x28,
  0xb5,
  0x2f,
  0xfd, // zstd magic
  0x00,
  0x60, // frame header: no content size, 4 MiB window
  0x4d,
  0x00,
  0x00, // the last block, compressed, 9 bytes
  0x00, // literals: raw, none
  0xff,
  0xff,
  0xff, // 0x7f00 + 0xffff sequences
  0x54,
  0x00,
  0x02,
  0x34, // codes by RLE: literal length 0, offset 2, match length 52
  0x01, // the sequence bit stream: only its end marker
]);

describe('decoding crafted zstd', () => {
  it('rejects quickly a frame whose sequences claim far more output than a block may hold', async () => {
    expectCleanExit(await runInChild('checkBytes', Buffer.from(ZSTD_SEQUENCE_BOMB).toString('hex')));
  });
});
