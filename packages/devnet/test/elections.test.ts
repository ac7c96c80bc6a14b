import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  configParamValue,
  decodeAccount,
  decodeMessage,
  decodeShardAccounts,
  decodeShardStateUnsplit,
  encodeConfigParams,
  readBocSingle,
  Slice,
  type AddrStd,
  type Cell,
  type ConfigParams,
  type ValidatorSet,
} from '@tvmscan/tvm';
import { decodeElectorData, ELECTOR_OPCODES, type ElectorData } from '@tvmscan/contracts';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { defaultActivities, Devnet, devnetValidators, ManualClock, Workload, type SealedRound } from '../src/index.js';

const EVERSCALE_ZEROSTATE = 'everscale/zerostate/mainnet-masterchain.boc';
const GENESIS_MS = 1_700_000_000_000;
/** 330 s of chain time: the first election, its set's turn, the second election, and the first stakes' return. */
const ROUNDS = 110;
const masterchain = (address: string): AddrStd => ({ kind: 'std', workchain: -1, address });

/** A sealed round, with the config after it and the elector's data once the next round opened (its tick runs then, at `openUtime`). */
interface Round {
  readonly sealed: SealedRound;
  readonly config: ConfigParams;
  readonly elector: ElectorData;
  readonly openUtime: number;
}

describeWithFixtures('a devnet running the elector and configuration contracts of the Everscale zerostate', () => {
  let devnet: Devnet;
  let genesisConfig: ConfigParams;
  const rounds: Round[] = [];
  const validators = devnetValidators('elections');
  const electorId = () => configParamValue(devnet.config, 1)!;
  const electorData = (): ElectorData => {
    const account = decodeAccount(devnet.accountState(masterchain(electorId()))!.account)!;
    if (account.storage.state.kind !== 'active') throw new Error('the elector is not active');
    return decodeElectorData(account.storage.state.stateInit.data!);
  };
  const set = (config: ConfigParams, index: 32 | 34 | 36) => configParamValue(config, index) as ValidatorSet | undefined;

  beforeAll(async () => {
    const clock = new ManualClock(GENESIS_MS);
    devnet = await Devnet.open({ clock, seed: 'elections', walletCount: 4, electorZerostate: readFixture(EVERSCALE_ZEROSTATE) });
    genesisConfig = devnet.config;
    devnet.setWorkload(new Workload('elections', defaultActivities(devnet).activities, 2, devnet));
    for (let round = 0; round < ROUNDS; round++) {
      clock.advance(devnet.intervalMs);
      const sealed = devnet.step();
      rounds.push({ sealed, config: devnet.config, elector: electorData(), openUtime: devnet.utime });
    }
  }, 300_000);
  afterAll(() => devnet?.close());

  it("puts the zerostate's elector at config param 1 and its configuration contract at param 0, holding the devnet's config, and the validators' wallets in the masterchain", async () => {
    expect(devnet.runsElections).toBe(true);
    const real = decodeShardStateUnsplit(readBocSingle(readFixture(EVERSCALE_ZEROSTATE)));
    const ours = decodeShardStateUnsplit(readBocSingle((await devnet.zerostates())[0]));
    const codeOf = (state: typeof real, id: string) => {
      const entry = decodeShardAccounts(state.accounts).entries.find(({ key }) => key.toString(16).padStart(64, '0') === id)!;
      const account = decodeAccount(entry.value.account)!;
      if (account.storage.state.kind !== 'active') throw new Error(`-1:${id} is not active`);
      return account.storage.state.stateInit;
    };
    const [electorAt, configAt] = [configParamValue(genesisConfig, 1)!, genesisConfig.address];
    expect(codeOf(ours, electorAt).code!.hashHex()).toBe(codeOf(real, configParamValue(real.custom!.config, 1)!).code!.hashHex());
    expect(codeOf(ours, electorAt).special).toEqual({ tick: true, tock: false });
    expect(codeOf(ours, configAt).code!.hashHex()).toBe(codeOf(real, real.custom!.config.address).code!.hashHex());
    expect(codeOf(ours, configAt).data!.refs[0]!.hashHex()).toBe(encodeConfigParams(genesisConfig).refs[0]!.hashHex());
    for (const { wallet } of validators) expect(codeOf(ours, wallet.address.address).code).not.toBeNull();
    expect(set(genesisConfig, 34)!.utimeSince).toBe(GENESIS_MS / 1000);
  });

  it('opens an election electionsStartBefore ahead of the current set’s end, and every validator stakes from its wallet', () => {
    const timings = configParamValue(genesisConfig, 15)!;
    const first = rounds.find((round) => round.elector.elect !== null)!;
    const elect = first.elector.elect!;
    const end = set(genesisConfig, 34)!.utimeUntil;
    expect(elect.electAt).toBe(end);
    expect(elect.electClose).toBe(end - timings.electionsEndBefore);
    expect(first.openUtime).toBe(end - timings.electionsStartBefore);
    const full = rounds.find((round) => round.elector.elect?.members.size === validators.length)!.elector.elect!;
    for (const validator of validators) {
      const member = full.members.get(validator.key.publicKey)!;
      expect(member.wallet).toBe(validator.wallet.address.address);
      expect(member.adnl).toBe(validator.adnlAddress);
      expect(member.stake).toBeGreaterThanOrEqual(full.minStake);
    }
    expect(full.totalStake).toBe([...full.members.values()].reduce((sum, member) => sum + member.stake, 0n));
  });

  it('elects at the close: param 36 appears in a key block as the set the elector recorded, then becomes param 34 at its start', () => {
    const electedAt = rounds.findIndex((round) => set(round.config, 36) !== undefined);
    const elected = rounds[electedAt]!;
    const next = set(elected.config, 36)!;
    expect(elected.sealed.masterchain.block.info.keyBlock).toBe(true);
    const past = elected.elector.pastElections.get(next.utimeSince)!;
    expect(past.vsetHash).toBe(elected.config.params.get(36)!.hashHex());
    expect(new Set(next.list.map((v) => v.publicKey))).toEqual(new Set(past.frozen.keys()));
    expect(next.kind === 'validators_ext' && next.totalWeight).toBe([...past.frozen.values()].reduce((sum, frozen) => sum + frozen.weight, 0n));

    const installedAt = rounds.findIndex((round) => set(round.config, 34)?.utimeSince === next.utimeSince);
    const installed = rounds[installedAt]!;
    expect(installed.sealed.masterchain.block.info.keyBlock).toBe(true);
    expect(installed.sealed.masterchain.block.info.genUtime).toBeGreaterThanOrEqual(next.utimeSince);
    expect(set(installed.config, 32)).toEqual(set(genesisConfig, 34));
    expect(set(installed.config, 36)).toBeUndefined();
    const after = rounds[installedAt + 1]!.sealed.masterchain.block;
    expect(next.list.map((v) => v.publicKey)).toContain(after.extra.createdBy);
    expect(after.info.genCatchainSeqno).toBe(rounds[installedAt - 1]!.sealed.masterchain.block.info.genCatchainSeqno + 1);
    expect(rounds[installedAt + 1]!.elector.activeId).toBe(next.utimeSince);
  });

  it('weights follow the stakes, which change from one election to the next', () => {
    const sets = [...new Map(rounds.map((round) => [set(round.config, 34)!.utimeSince, set(round.config, 34)!])).values()];
    expect(sets.length).toBeGreaterThanOrEqual(3);
    const weights = (s: ValidatorSet) => new Map(s.list.map((v) => [v.publicKey, v.weight]));
    expect(weights(sets[1]!)).not.toEqual(weights(sets[2]!));
  });

  it('sends the validator fees from the zero account to the elector, as the active set’s bonuses', () => {
    const recovering = rounds.filter((round) => round.sealed.masterchain.block.valueFlow.recovered.coins > 0n);
    expect(recovering.length).toBeGreaterThan(0);
    const block = recovering[0]!.sealed.masterchain.block;
    const inMsg = block.extra.custom!.recoverCreateMsg!;
    if (inMsg.kind !== 'immediate') throw new Error(`the recover-create message is ${inMsg.kind}`);
    const { info } = decodeMessage(inMsg.inMsg.msg);
    if (info.kind !== 'internal') throw new Error(`the recover-create message is ${info.kind}`);
    expect(info.src).toEqual(masterchain('0'.repeat(64)));
    expect(info.dest).toEqual(masterchain(electorId()));
    expect(info.value.coins).toBe(block.valueFlow.recovered.coins);
    const electionId = set(rounds.at(-1)!.config, 32)!.utimeSince;
    const bonuses = rounds.map((round) => round.elector.pastElections.get(electionId)?.bonuses ?? 0n);
    expect(bonuses.reduce((max, value) => (value > max ? value : max), 0n)).toBeGreaterThan(0n);
  });

  it('unfreezes the first election’s stakes after its set’s turn and stake_held, and pays them back with their bonuses', () => {
    const electionId = set(rounds.at(-1)!.config, 32)!.utimeSince;
    const lastHeld = rounds.filter((round) => round.elector.pastElections.has(electionId)).at(-1)!;
    const past = lastHeld.elector.pastElections.get(electionId)!;
    const unfrozen = rounds[rounds.indexOf(lastHeld) + 1]!;
    expect(unfrozen.openUtime).toBeGreaterThanOrEqual(past.unfreezeAt);
    for (const [, frozen] of past.frozen) {
      const owed = frozen.stake + (past.bonuses * frozen.stake) / past.totalStake;
      expect(unfrozen.elector.credits.get(frozen.wallet) ?? 0n).toBeGreaterThanOrEqual(owed);
    }
    const paid = rounds.flatMap((round) => recoveredPayments(round.sealed));
    for (const [, frozen] of past.frozen) expect(paid.some((payment) => payment.wallet === frozen.wallet)).toBe(true);
    expect(devnet.stakingStats!.recoveries).toBeGreaterThanOrEqual(past.frozen.size);
    expect(rounds.at(-1)!.elector.credits.size).toBe(0);
  });

  it('continues its elections after a restart from its data folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-elections-'));
    try {
      const clock = new ManualClock(GENESIS_MS);
      const first = await Devnet.open({
        dataDir: dir,
        clock,
        seed: 'elections restart',
        walletCount: 2,
        electorZerostate: readFixture(EVERSCALE_ZEROSTATE),
      });
      const step = (net: Devnet) => {
        clock.advance(net.intervalMs);
        net.step();
      };
      for (let i = 0; i < 25; i++) step(first);
      first.close();
      const second = await Devnet.open({ dataDir: dir, clock });
      expect([second.runsElections, second.fresh]).toEqual([true, false]);
      for (let i = 0; i < 25; i++) step(second);
      expect(configParamValue(second.config, 34)!.utimeSince).toBe(configParamValue(genesisConfig, 34)!.utimeUntil);
      expect(second.stakingStats!.stakes).toBe(0);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The elector's payments of credits (`recover_stake_ok`) in a round's masterchain block, to the wallets they went to. */
function recoveredPayments(round: SealedRound): { wallet: string; value: bigint }[] {
  const payments: { wallet: string; value: bigint }[] = [];
  for (const { value } of round.masterchain.block.extra.inMsgDescr.entries) {
    if (value.kind !== 'immediate') continue;
    const payment = paymentOf(value.inMsg.msg);
    if (payment !== null) payments.push(payment);
  }
  return payments;
}

function paymentOf(message: Cell): { wallet: string; value: bigint } | null {
  const { info, body } = decodeMessage(message);
  if (info.kind !== 'internal' || info.dest.kind !== 'std' || body.bitLength < 32) return null;
  return new Slice(body).loadUint(32) === ELECTOR_OPCODES.recoverStakeOk ? { wallet: info.dest.address, value: info.value.coins } : null;
}
