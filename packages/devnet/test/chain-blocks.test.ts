import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockTransactions,
  configParamValue,
  decodeBlock,
  decodeTransaction,
  listShardDescrs,
  readBocSingle,
  type Block,
  type Transaction,
} from '@tvmscan/tvm';
import { defined } from '@tvmscan/tvm/testing';
import { defaultActivities, Devnet, ManualClock, Workload, type SealedRound, type TokenLedger } from '../src/index.js';
import { expectLedgerOnChain, tokenOperationCounts, tokenTransactionKinds } from './token-checks.js';
import { readWithTonCore } from './ton-core-view.js';

const ROUNDS = 100;
/** Rounds without new activities at the end, so that every message in flight lands. */
const SETTLING_ROUNDS = 4;

/** Five simulated minutes of the default workload at 3 activities per second, blocks every 3 s. */
describe('five minutes of devnet blocks', () => {
  const rounds: SealedRound[] = [];
  let workload: Workload;
  let devnet: Devnet;
  let ledger: TokenLedger;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'blocks', walletCount: 12 });
    const defaults = defaultActivities(devnet);
    ledger = defaults.ledger;
    workload = new Workload('blocks', defaults.activities, 3, devnet);
    devnet.setWorkload(workload);
    for (let i = 0; i < ROUNDS + SETTLING_ROUNDS; i++) {
      if (i === ROUNDS) devnet.setWorkload(null);
      clock.advance(devnet.intervalMs);
      rounds.push(devnet.step());
    }
  });

  afterAll(() => devnet.close());

  it('every block reads the same with our codec and with @ton/core: hashes, lts, fees, value flow', () => {
    let checked = 0;
    for (const round of rounds) {
      for (const sealed of [round.masterchain, ...round.shardBlocks]) {
        const ours = decodeBlock(readBocSingle(sealed.boc));
        const theirs = readWithTonCore(sealed.boc);
        expect(theirs.rootHash).toBe(sealed.rootHash);
        expect([theirs.startLt, theirs.endLt]).toEqual([ours.info.startLt, ours.info.endLt]);
        expect(theirs.valueFlow.feesCollected).toBe(ours.valueFlow.feesCollected.coins);
        const txs = blockTransactions(ours).map(({ cell }) => ({ hash: cell.hashHex(), tx: decodeTransaction(cell) }));
        expect(theirs.transactions.map((t) => [t.hash, t.lt, t.totalFees]).sort()).toEqual(
          txs.map((t) => [t.hash, t.tx.lt, t.tx.totalFees.coins]).sort(),
        );
        checked += txs.length;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('the value flow of every block balances, with the fees of its transactions', () => {
    for (const round of rounds) {
      for (const sealed of [round.masterchain, ...round.shardBlocks]) {
        const { valueFlow: vf } = readWithTonCore(sealed.boc);
        expect(vf.fromPrev + vf.imported + vf.feesImported + vf.created + vf.minted + vf.recovered).toBe(vf.toNext + vf.exported + vf.feesCollected);
        const block = decodeBlock(readBocSingle(sealed.boc));
        const txFees = blockTransactions(block).reduce((sum, { cell }) => sum + decodeTransaction(cell).totalFees.coins, 0n);
        expect(block.valueFlow.feesCollected.coins).toBe(txFees + block.extra.inMsgDescr.extra.feesCollected + block.valueFlow.feesImported.coins);
      }
      const shardFees = round.shardBlocks.reduce((sum, sealed) => sum + sealed.block.valueFlow.feesCollected.coins, 0n);
      expect(round.masterchain.block.valueFlow.feesImported.coins).toBe(shardFees);
    }
  });

  it('links blocks: prev refs, strictly increasing lts, shard hashes in every masterchain block', () => {
    let prevMc = defined(rounds[0], 'the first round').masterchain;
    const lastShard = new Map<string, { seqno: number; rootHash: string; endLt: bigint }>();
    for (const [index, round] of rounds.entries()) {
      const mc = round.masterchain.block;
      expect(mc.info.seqno).toBe(index + 1);
      if (index > 0) {
        expect(mc.info.prevRef).toEqual({
          kind: 'single',
          prev: { endLt: prevMc.block.info.endLt, seqno: prevMc.block.info.seqno, rootHash: prevMc.rootHash, fileHash: prevMc.fileHash },
        });
      }
      const descrs = listShardDescrs(mc.extra.custom!.shardHashes);
      expect(descrs.map((d) => d.descr.rootHash)).toEqual(round.shardBlocks.map((b) => b.rootHash));
      for (const sealed of round.shardBlocks) {
        const key = sealed.shard.shard.toString(16);
        const previous = lastShard.get(key);
        const info = sealed.block.info;
        expect(info.masterRef?.seqno).toBe(index);
        if (previous !== undefined) {
          expect(info.seqno).toBe(previous.seqno + 1);
          expect(info.prevRef.kind === 'single' && info.prevRef.prev.rootHash).toBe(previous.rootHash);
          expect(info.startLt).toBeGreaterThan(previous.endLt);
        }
        let lt = info.startLt - 1n;
        for (const { cell } of blockTransactions(sealed.block).sort((a, b) =>
          decodeTransaction(a.cell).lt < decodeTransaction(b.cell).lt ? -1 : 1,
        )) {
          const tx = decodeTransaction(cell);
          expect(tx.lt).toBeGreaterThan(lt);
          lt = tx.lt;
        }
        expect(info.endLt).toBeGreaterThan(lt);
        lastShard.set(key, { seqno: info.seqno, rootHash: sealed.rootHash, endLt: info.endLt });
      }
      prevMc = round.masterchain;
    }
  });

  it("chains every account's transactions: previous transaction hash and lt, state updates end to end", () => {
    const last = new Map<string, { hash: string; lt: bigint; stateHash: string; deleted: boolean }>();
    const ZERO = '0'.repeat(64);
    let linked = 0;
    for (const round of rounds) {
      for (const sealed of [...round.shardBlocks, round.masterchain]) {
        const txs = blockTransactions(sealed.block).map(({ cell }) => ({ cell, tx: decodeTransaction(cell) }));
        for (const { cell, tx } of txs.sort((a, b) => (a.tx.lt < b.tx.lt ? -1 : 1))) {
          const key = `${sealed.shard.workchain}:${tx.accountAddr}`;
          const previous = last.get(key);
          if (previous !== undefined) {
            // a deleted account leaves the state: what is deployed there later starts a new chain
            const link = previous.deleted ? [ZERO, 0n] : [previous.hash, previous.lt];
            expect([tx.prevTransHash, tx.prevTransLt, tx.stateUpdate.oldHash]).toEqual([...link, previous.stateHash]);
            linked++;
          }
          last.set(key, { hash: cell.hashHex(), lt: tx.lt, stateHash: tx.stateUpdate.newHash, deleted: tx.endStatus === 'nonexist' });
        }
      }
    }
    expect(linked).toBeGreaterThan(500);
    for (const [key, tip] of last) {
      const [workchain, address = ''] = key.split(':');
      const state = devnet.accountState({ kind: 'std', workchain: Number(workchain), address });
      if (!tip.deleted) expect([state?.lastTransHash, state?.lastTransLt, state?.account.hashHex()]).toEqual([tip.hash, tip.lt, tip.stateHash]);
    }
  });

  it('produces every kind of transaction of the workload', () => {
    const txs: Transaction[] = rounds.flatMap((round) =>
      round.shardBlocks.flatMap((b) => blockTransactions(b.block).map(({ cell }) => decodeTransaction(cell))),
    );
    const ordinary = txs.map((tx) => ({ tx, d: tx.description.kind === 'ordinary' ? tx.description : null }));
    const kinds = {
      transfer: ordinary.some(
        ({ tx, d }) => tx.inMsg?.message.info.kind === 'internal' && d?.computePhase.kind === 'vm' && d.computePhase.exitCode === 0 && !d.aborted,
      ),
      deploy: txs.some((tx) => tx.origStatus === 'uninit' && tx.endStatus === 'active'),
      valueToUninit: txs.some((tx) => tx.origStatus === 'nonexist' && tx.endStatus === 'uninit'),
      bounced: ordinary.some(({ d }) => d?.bouncePhase?.kind === 'ok'),
      bounceReceived: txs.some((tx) => tx.inMsg?.message.info.kind === 'internal' && tx.inMsg.message.info.bounced),
      exitCode60: ordinary.some(({ d }) => d?.computePhase.kind === 'vm' && d.computePhase.exitCode === 60),
      resultCode37: ordinary.some(({ d }) => d?.actionPhase?.resultCode === 37),
    };
    expect(kinds).toEqual({
      transfer: true,
      deploy: true,
      valueToUninit: true,
      bounced: true,
      bounceReceived: true,
      exitCode60: true,
      resultCode37: true,
    });
    const badSignature = workload.stats.get('bad-signature');
    expect(badSignature?.rejected).toBeGreaterThan(0);
    expect(badSignature?.executed).toBe(0);
  });

  it('mints, transfers and burns TIP-3 tokens and Jettons and mints and transfers TIP-4 NFTs, none aborted', () => {
    const kinds = tokenTransactionKinds(devnet, rounds);
    expect(kinds).toEqual({
      tip3Mint: { ok: expect.any(Number), aborted: 0 },
      tip3Transfer: { ok: expect.any(Number), aborted: 0 },
      tip3Burn: { ok: expect.any(Number), aborted: 0 },
      tip4Mint: { ok: expect.any(Number), aborted: 0 },
      tip4Transfer: { ok: expect.any(Number), aborted: 0 },
      jettonMint: { ok: expect.any(Number), aborted: 0 },
      jettonTransfer: { ok: expect.any(Number), aborted: 0 },
      jettonBurn: { ok: expect.any(Number), aborted: 0 },
    });
    for (const [kind, count] of Object.entries(kinds)) expect(count.ok, kind).toBeGreaterThanOrEqual(3);
    const names = ['tip3-mint', 'tip3-transfer', 'tip3-burn', 'tip4-mint', 'tip4-transfer', 'jetton-mint', 'jetton-transfer', 'jetton-burn'];
    for (const name of names) {
      expect(workload.stats.get(name)?.executed, name).toBeGreaterThan(0);
      expect(workload.stats.get(name)?.rejected, name).toBe(0);
    }
  });

  it('@tvmscan/contracts reads one token operation per TIP-3 mint (initial supplies too), transfer (sent, then received or bounced back) and burn', () => {
    const kinds = tokenTransactionKinds(devnet, rounds);
    const initialSupplies = devnet.tokens.tokens.filter((token) => token.initialSupply > 0n).length;
    const bounced = ledger.operations().filter((operation) => operation.kind === 'SendCancellation').length;
    expect(initialSupplies).toBeGreaterThan(0);
    expect(bounced).toBeGreaterThan(0);
    expect(tokenOperationCounts(rounds, 'tip3')).toEqual({
      Mint: kinds.tip3Mint.ok + initialSupplies,
      Send: kinds.tip3Transfer.ok,
      Receive: kinds.tip3Transfer.ok - bounced,
      SendCancellation: bounced,
      Burn: kinds.tip3Burn.ok,
    });
  });

  it('in 2 000 transactions and more, @tvmscan/contracts reads a jetton Receive per mint (the initial supplies too) and per transfer, a Send per transfer and a Burn per burn', () => {
    const kinds = tokenTransactionKinds(devnet, rounds);
    const initialSupplies = devnet.tokens.jettons.filter((jetton) => jetton.initialSupply > 0n).length;
    expect(initialSupplies).toBe(2);
    const transactions = rounds
      .flatMap((round) => [round.masterchain, ...round.shardBlocks])
      .reduce((sum, sealed) => sum + blockTransactions(sealed.block).length, 0);
    expect(transactions).toBeGreaterThanOrEqual(2_000);
    expect(tokenOperationCounts(rounds, 'jetton')).toEqual({
      Send: kinds.jettonTransfer.ok,
      Receive: kinds.jettonTransfer.ok + kinds.jettonMint.ok,
      Burn: kinds.jettonBurn.ok,
    });
  });

  it('leaves the balances, total supplies and NFT owners the activities expect, read with the get-methods', () => {
    const checked = expectLedgerOnChain(devnet, ledger);
    expect(checked.holders).toBeGreaterThanOrEqual(10);
    expect(checked.nfts).toBeGreaterThanOrEqual(3);
  });

  it('rotates the validator set on the schedule of param 15, each change in a key block', () => {
    const keyBlocks: Block[] = rounds.map((r) => r.masterchain.block).filter((b) => b.info.keyBlock);
    expect(keyBlocks[0]?.info.seqno).toBe(1);
    const configs = keyBlocks.map((b) => b.extra.custom!.config!);
    const firstConfig = defined(configs[0], 'the first key block config');
    const first = configParamValue(firstConfig, 34)!;
    const timings = configParamValue(firstConfig, 15)!;
    const electedAt = keyBlocks.find((b) => b.extra.custom!.config!.params.has(36));
    expect(electedAt?.info.genUtime).toBeGreaterThanOrEqual(first.utimeUntil - timings.electionsEndBefore);
    const rotated = keyBlocks.find((b) => configParamValue(b.extra.custom!.config!, 34)!.utimeSince === first.utimeUntil);
    expect(rotated).toBeDefined();
    expect(configParamValue(rotated!.extra.custom!.config!, 32)).toEqual(first);
    expect(rotated!.info.prevKeyBlockSeqno).toBe(electedAt!.info.seqno);
  });
});
