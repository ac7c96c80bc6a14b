import { expect, it } from 'vitest';
import {
  Slice,
  encodeConfigParamValue,
  loadValidatorSet,
  sumValidatorWeights,
  typedConfig,
  validatorEntries,
  validatorSetTotalWeight,
} from '../../../src/index.js';
import { describeWithFixtures } from '../../../src/testing/index.js';
import { configFixtureFiles, readConfigFixture } from './config-fixtures.js';

describeWithFixtures('validator sets in the config fixtures', () => {
  it.each(configFixtureFiles().filter((file) => !file.endsWith('mainnet_config_10660619.boc')))(
    '%s: the current set (param 34) weighs as much as its validators together',
    (file) => {
      const set = typedConfig(readConfigFixture(file).config)[34]!;
      expect(set.kind).toBe('validators_ext');
      expect(set.list).toHaveLength(set.total);
      expect(validatorSetTotalWeight(set)).toBe(sumValidatorWeights(set.list));
      expect(set.main).toBeGreaterThanOrEqual(1);
      expect(set.main).toBeLessThanOrEqual(set.total);
      expect(set.utimeUntil).toBeGreaterThanOrEqual(set.utimeSince);
    },
  );

  it('reads the current and the next set of old_config.boc (params 34, 36)', () => {
    const config = typedConfig(readConfigFixture('everscale/config/old_config.boc').config);
    const current = config[34]!;
    expect(current).toMatchObject({ kind: 'validators_ext', utimeSince: 1588955799, utimeUntil: 1589021335, total: 24, main: 24 });
    expect(validatorSetTotalWeight(current)).toBe(1152921504606846971n);
    const next = config[36]!;
    expect(next).toMatchObject({ utimeSince: 1589026143, utimeUntil: 1589091679, total: 25, main: 25 });
    expect(validatorSetTotalWeight(next)).toBe(sumValidatorWeights(next.list));
    expect(validatorEntries(next)[0]).toEqual({
      index: 0,
      publicKey: '5ab440fcba57743a8076e62b9a37509f24cda6c856280c984e7843f21fdda182',
      weight: 62320081330099836n,
      adnlAddress: 'd619aec73bc9587cb26934c45e04fa5dd82e6fd4e4eab696cdee95512ff3da5b',
      mcSeqnoSince: null,
    });
  });

  it('lists validators without an ADNL address (the previous set of old_config.boc)', () => {
    const previous = typedConfig(readConfigFixture('everscale/config/old_config.boc').config)[32]!;
    expect(previous).toMatchObject({ total: 29, main: 29 });
    expect(validatorSetTotalWeight(previous)).toBe(493n);
    expect(validatorEntries(previous)[0]).toEqual({
      index: 0,
      publicKey: '78191dc817a017bf864d2846b80717c7121e31b59e531a5c43d95ecac72fa991',
      weight: 17n,
      adnlAddress: null,
      mcSeqnoSince: null,
    });
  });

  it('keeps 100 masterchain validators out of 182 in dex_pair_config.boc', () => {
    const set = typedConfig(readConfigFixture('everscale/config/dex_pair_config.boc').config)[34]!;
    expect(set).toMatchObject({ total: 182, main: 100, utimeSince: 1732052458, utimeUntil: 1732117994 });
    expect(validatorEntries(set).every((entry) => entry.adnlAddress !== null)).toBe(true);
  });

  it('re-encodes a validator set read by loadValidatorSet', () => {
    const cell = readConfigFixture('ton/config/ton_mainnet_config_2908265.boc').config.params.get(34)!;
    const set = loadValidatorSet(new Slice(cell));
    expect(set.total).toBe(44);
    expect(encodeConfigParamValue(34, set).hashHex()).toBe(cell.hashHex());
  });
});
