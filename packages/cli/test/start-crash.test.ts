import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectIndexEqualsLog, readChain } from './devnet-log-index.js';
import { BIN, EMBEDDED_ENV, latestMcSeqnoAtLeast, runCli } from './running-cli.js';

const KILLS = 10;
const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-start-crash-'));
const START = ['start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--interval', '200'];
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let seed = 20261124;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts `tvmscan start` and SIGKILLs it at a random moment: mostly once it indexes past `checkpoint` (so each kill
 * lands while it writes), sometimes while it starts up. Gives the latest masterchain block the API reported just
 * before the kill (0 when killed before it answered).
 */
async function startAndKill(checkpoint: number): Promise<number> {
  const child = spawn(process.execPath, [BIN, ...START], { env: EMBEDDED_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let reported = 0;
  if (random() < 0.2) {
    await sleep(500 + random() * 3000);
  } else {
    const url = await new Promise<string>((done, fail) => {
      void exited.then(() => fail(new Error(`start exited before it answered: ${output}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /explorer at (http:\/\/\S+)/.exec(output);
        if (match) done(match[1]!);
      });
    });
    while ((await latestMcSeqno(url)) <= checkpoint) await sleep(100);
    await sleep(random() * 1500);
    reported = await latestMcSeqno(url);
  }
  child.kill('SIGKILL');
  await exited;
  return reported;
}

async function latestMcSeqno(url: string): Promise<number> {
  const stats = (await (await fetch(`${url}/api/explorer/v1/stats`)).json()) as { data: { latestMcSeqno: number } };
  return stats.data.latestMcSeqno;
}

describe('tvmscan start SIGKILLed at random moments', () => {
  it(`continues the same chain after ${KILLS} kills, its index equal to the devnet's block log at every check`, async () => {
    let kept = new Map<number, string[]>();
    const checkpoints: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const reported = await startAndKill(checkpoints.at(-1) ?? 0);
      const chain = readChain(dataDir);
      for (const [seqno, hashes] of kept) expect(chain.records.get(seqno), `block ${seqno} after kill ${kill + 1}`).toEqual(hashes);
      const checkpoint = await expectIndexEqualsLog(dataDir, chain);
      // What the API answered before the kill was committed: none of it is rolled back.
      expect(checkpoint, `kill ${kill + 1}`).toBeGreaterThanOrEqual(reported);
      checkpoints.push(checkpoint);
      kept = new Map([...chain.records].filter(([seqno]) => seqno <= chain.savedSeqno));
    }
    const tip = Math.max(...kept.keys());
    expect(tip).toBeGreaterThan(KILLS);

    const last = await runCli(START);
    await latestMcSeqnoAtLeast(last, tip + 2);
    last.child.kill('SIGINT');
    expect(await last.exited).toBe(0);
    const chain = readChain(dataDir);
    for (const [seqno, hashes] of kept) expect(chain.records.get(seqno)).toEqual(hashes);
    expect(await expectIndexEqualsLog(dataDir, chain)).toBeGreaterThanOrEqual(tip + 2);
    console.log(`checkpoints after each kill: ${checkpoints.join(', ')}; chain ${tip} → ${chain.savedSeqno}`);
  }, 360_000);
});
