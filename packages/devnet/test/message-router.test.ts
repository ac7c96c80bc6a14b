import { afterAll, describe, expect, it } from 'vitest';
import { blockTransactions, decodeTransaction } from '@tvmscan/tvm';
import { defined } from '@tvmscan/tvm/testing';
import { DevnetExecutor, relaxedInternalMessage, reliesOnEverscaleActionOrder } from '../src/index.js';
import { ChainEngine, type SealedRound } from '../src/chain/chain-engine.js';
import { ShardLayout } from '../src/chain/shard-layout.js';
import { createGenesis, genesisWallets } from '../src/genesis/genesis.js';
import { ValidatorSchedule } from '../src/genesis/validator-schedule.js';
import { loadNetworkConfig } from '../src/network/network-config.js';
import { signatureIdOf } from '../src/network/signature-id.js';

const SEED = 'router';
const GLOBAL_ID = 42;
const GENESIS_TIME = 1_700_000_000;

describe('message routing when a block is full', () => {
  const layout = new ShardLayout(1);
  const genesis = createGenesis({
    seed: SEED,
    globalId: GLOBAL_ID,
    genesisTime: GENESIS_TIME,
    layout,
    baseConfig: loadNetworkConfig('everscale'),
    validators: new ValidatorSchedule(SEED),
    walletCount: 2,
  });
  const executor = new DevnetExecutor(reliesOnEverscaleActionOrder);
  const engine = new ChainEngine({ globalId: GLOBAL_ID, seed: SEED, layout, executor, maxTransactionsPerBlock: 1 }, genesis.start);
  const { wallets } = genesisWallets(SEED, 2);
  const from = defined(wallets[0], 'a first wallet');
  const to = defined(wallets[1], 'a second wallet');
  afterAll(() => executor.close());

  const accountsIn = (round: SealedRound) =>
    blockTransactions(defined(round.shardBlocks[0], 'the shard block').block).map(({ cell }) => {
      const transaction = decodeTransaction(cell);
      return { account: transaction.accountAddr, inMsg: transaction.inMsg?.hash };
    });

  it('delivers an internal message that finds its block full in the next round', () => {
    engine.openRound(GENESIS_TIME + 3);
    const transfer = from.call({
      internal: relaxedInternalMessage({ dest: to.rawAddress, value: 1_000_000_000n, bounce: false }),
      flags: 3,
      timeMs: BigInt(GENESIS_TIME) * 1000n,
      expireAt: GENESIS_TIME + 60,
      deploy: false,
      signatureId: signatureIdOf(engine.config, GLOBAL_ID),
    });
    const sent = engine.submitExternal(transfer);
    expect(sent.kind).toBe('executed');
    const internal = sent.kind === 'executed' ? decodeTransaction(sent.transaction.cell).outMsgs[0]?.hash : undefined;
    expect(engine.pendingMessages).toBe(1);

    const first = engine.seal();
    expect(accountsIn(first)).toEqual([{ account: from.address.address, inMsg: transfer.hashHex() }]);

    engine.openRound(GENESIS_TIME + 6);
    expect(engine.pendingMessages).toBe(0);
    const second = engine.seal();
    expect(accountsIn(second)).toEqual([{ account: to.address.address, inMsg: internal }]);
  });
});
