import { expect, it } from 'vitest';
import { configParamValue, typedConfig } from '../../../src/index.js';
import { describeWithFixtures, defined } from '../../../src/testing/index.js';
import { readConfigFixture } from './config-fixtures.js';

const everscale = () => typedConfig(readConfigFixture('everscale/config/old_config.boc').config);
const tycho = () => typedConfig(readConfigFixture('tycho/executor/config.boc').config);
const ton = () => typedConfig(readConfigFixture('ton/config/ton_mainnet_config_2908265.boc').config);

describeWithFixtures('typed config values', () => {
  it('reads the contract addresses (params 0, 1, 2, 31)', () => {
    const config = everscale();
    expect(config[0]).toBe('5'.repeat(64));
    expect(config[1]).toBe('3'.repeat(64));
    expect(config[2]).toBe('0'.repeat(64));
    expect(config[31]).toContain('04f64c6afbff3dd10d8ba6707790ac9670d540f37a9448b0337baa6a5a92acac');
    expect(tycho()[31]).toEqual(['0'.repeat(64), '1'.repeat(64), '3'.repeat(64)]);
  });

  it('reads extra currencies to mint and the global version (params 7, 8)', () => {
    const config = everscale();
    expect(config[7]).toEqual([
      { id: 239, amount: 666666666666n },
      { id: 4294967279, amount: 1000000000000n },
    ]);
    expect(config[8]).toEqual({ version: 1, capabilities: 46n });
    expect(tycho()[8]).toEqual({ version: 100, capabilities: 34561201710n });
    expect(tycho()[7]).toEqual([]);
  });

  it('reads mandatory and critical params, negative indexes included (params 9, 10)', () => {
    const config = everscale();
    expect(config[9]).toEqual([0, 1, 9, 10, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 34]);
    expect(config[10]).toEqual([0, 1, 9, 10, 12, 14, 15, 16, 17, 32, 34, 36, -1001, -1000, -999]);
  });

  it('reads the config voting setup (param 11)', () => {
    const voting = everscale()[11]!;
    expect(voting.normalParams).toMatchObject({ minTotalRounds: 2, maxTotalRounds: 3, minWins: 2, maxLosses: 2 });
    expect(voting.criticalParams).toMatchObject({ minTotalRounds: 4, maxTotalRounds: 7, minWins: 4, maxLosses: 2 });
  });

  it('reads the basechain description (param 12)', () => {
    const basechain = defined(everscale()[12]?.[0], 'the basechain description');
    expect(basechain.workchain).toBe(0);
    expect(basechain.descr).toMatchObject({
      kind: 'workchain',
      enabledSince: 1588855799,
      minSplit: 4,
      maxSplit: 8,
      active: true,
      acceptMsgs: true,
      zerostateRootHash: '95f042d1bf5b99840cad3aaa698f5d7be13d9819364faf9dd43df5b5d3c2950e',
      format: { kind: 'basic', vmVersion: -1, vmMode: 0n },
    });
  });

  it('reads complaint pricing, block rewards, election timing, validator counts and stakes (params 13–17)', () => {
    const config = everscale();
    expect(config[13]).toEqual({ deposit: 100_000_000_000n, bitPrice: 1n, cellPrice: 500n });
    expect(config[14]).toEqual({ masterchainBlockFee: 1_700_000_000n, basechainBlockFee: 1_000_000_000n });
    expect(config[15]).toEqual({ validatorsElectedFor: 65536, electionsStartBefore: 32768, electionsEndBefore: 8192, stakeHeldFor: 32768 });
    expect(config[16]).toEqual({ maxValidators: 1000, maxMainValidators: 100, minValidators: 13 });
    expect(config[17]).toEqual({
      minStake: 10_000_000_000_000n,
      maxStake: 10_000_000_000_000_000n,
      minTotalStake: 100_000_000_000_000n,
      maxStakeFactor: 196608,
    });
  });

  it('reads storage prices (param 18)', () => {
    expect(everscale()[18]).toEqual([
      { key: 0, prices: { utimeSince: 0, bitPricePs: 1n, cellPricePs: 500n, mcBitPricePs: 1000n, mcCellPricePs: 500000n } },
    ]);
  });

  it('keeps the gas price layout in use (params 20, 21)', () => {
    const gas = everscale()[20]!;
    expect(gas.kind).toBe('gas_flat_pfx');
    expect(gas).toMatchObject({
      flatGasLimit: 1000n,
      flatGasPrice: 10_000_000n,
      other: { kind: 'gas_prices_ext', gasPrice: 655_360_000n, specialGasLimit: 10_000_000n },
    });
    expect(ton()[21]).toMatchObject({ kind: 'gas_flat_pfx', other: { kind: 'gas_prices_ext', gasPrice: 65_536_000n } });
  });

  it('reads block limits and forwarding prices (params 22–25)', () => {
    const config = everscale();
    expect(config[22]).toEqual({
      kind: 'block_limits',
      bytes: { underload: 131072, softLimit: 524288, hardLimit: 1048576 },
      gas: { underload: 2_000_000, softLimit: 10_000_000, hardLimit: 20_000_000 },
      ltDelta: { underload: 1000, softLimit: 5000, hardLimit: 10000 },
    });
    expect(config[24]).toEqual({
      lumpPrice: 10_000_000n,
      bitPrice: 655_360_000n,
      cellPrice: 65_536_000_000n,
      ihrPriceFactor: 98304,
      firstFrac: 21845,
      nextFrac: 21845,
    });
    expect(config[25]?.lumpPrice).toBe(1_000_000n);
  });

  it('reads every catchain / collation layout the fixtures hold (param 28)', () => {
    expect(ton()[28]).toEqual({
      kind: 'catchain_config',
      mcCatchainLifetime: 250,
      shardCatchainLifetime: 250,
      shardValidatorsLifetime: 1000,
      shardValidatorsNum: 7,
    });
    expect(everscale()[28]).toEqual({
      kind: 'catchain_config_new',
      isolateMcValidators: false,
      shuffleMcValidators: true,
      mcCatchainLifetime: 250,
      shardCatchainLifetime: 250,
      shardValidatorsLifetime: 1000,
      shardValidatorsNum: 7,
    });
    const collation = tycho()[28]!;
    expect(collation).toMatchObject({
      kind: 'collation_config_tycho_v2',
      shuffleMcValidators: true,
      mcBlockMinIntervalMs: 1000,
      mcBlockMaxIntervalMs: 3000,
      emptyScBlockIntervalMs: 60000,
      maxUncommittedChainLength: 31,
      wuUsedToImportNextAnchor: 1_200_000_000n,
      msgsExecParams: {
        version: 1,
        bufferLimit: 10000,
        groupLimit: 100,
        externalsExpireTimeout: 58,
        groupSlotsFractions: [
          { subgroup: 0, percent: 80 },
          { subgroup: 1, percent: 10 },
        ],
        rangeMessagesLimit: 10000,
      },
      workUnitsParams: {
        execute: { prepare: 57000, executeDelimiter: 1000, subgroupSize: 16 },
        finalize: { serializeMin: 2_500_000, stateUpdateMin: 1_000_000 },
      },
    });
  });

  it('reads every consensus layout the fixtures hold (param 29)', () => {
    expect(ton()[29]).toMatchObject({ kind: 'consensus_config', roundCandidates: 3, nextCandidateDelayMs: 2000, consensusTimeoutMs: 16000 });
    expect(everscale()[29]).toEqual({
      kind: 'consensus_config_new',
      newCatchainIds: true,
      roundCandidates: 3,
      nextCandidateDelayMs: 2000,
      consensusTimeoutMs: 16000,
      fastAttempts: 3,
      attemptDuration: 8,
      catchainMaxDeps: 4,
      maxBlockBytes: 2097152,
      maxCollatedBytes: 2097152,
    });
    expect(tycho()[29]).toEqual({
      kind: 'consensus_config_tycho',
      clockSkewMillis: 5000,
      payloadBatchBytes: 786432,
      commitHistoryRounds: 20,
      deduplicateRounds: 140,
      maxConsensusLagRounds: 210,
      payloadBufferBytes: 52428800,
      broadcastRetryMillis: 150,
      downloadRetryMillis: 25,
      downloadPeers: 2,
      minSignAttempts: 3,
      downloadPeerQueries: 10,
      syncSupportRounds: 840,
    });
  });

  it("reads Everscale's suspended address list (param 44)", () => {
    const suspended = configParamValue(readConfigFixture('everscale/config/dex_pair_config.boc').config, 44)!;
    expect(suspended.kind).toBe('suspended_addresses');
    expect(suspended.addresses[0]).toEqual({ workchain: 0, address: '000169b042c37962027e58de0dbaa0b85f5d032f37d8333e3cdfdcc7918ae00a' });
    expect(suspended.addresses.every(({ workchain }) => workchain === 0)).toBe(true);
  });

  it('answers undefined for a param the config lacks', () => {
    expect(configParamValue(readConfigFixture('everscale/config/simple_config.boc').config, 13)).toBeUndefined();
  });
});
