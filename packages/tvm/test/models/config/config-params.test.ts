import { expect, it } from 'vitest';
import {
  type Slice,
  CONFIG_PARAM_NAMES,
  decodeConfigParam,
  encodeConfigParam,
  encodeConfigParams,
  isKnownConfigParam,
  loadConfigParams,
  typedConfig,
  type ConfigParams,
} from '../../../src/index.js';
import { describeWithFixtures } from '../../../src/testing/index.js';
import {
  configFixtureFiles,
  fixtureFiles,
  keyBlockConfigSlice,
  masterStateConfigSlice,
  readConfigFixture,
  readmeParamList,
} from './config-fixtures.js';

const CONFIG_ADDRESS = '5'.repeat(64);

/** Every parameter the network-config pages show. */
const PAGE_PARAMS = [0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 33, 34, 35, 36, 37, 39, 40, 44];

function expectEveryParamRoundTrips(config: ConfigParams): void {
  for (const [index, cell] of config.params) {
    const param = decodeConfigParam(index, cell);
    expect('value' in param, `param ${index} typed`).toBe(isKnownConfigParam(index));
    expect(encodeConfigParam(param).hashHex(), `param ${index} re-encodes`).toBe(cell.hashHex());
  }
}

/** Reads a ConfigParams embedded in a larger cell and checks its dictionary rebuilds to the same cell. */
function loadEmbeddedConfig(s: Slice): ConfigParams {
  const dictionary = s.clone().skip(256).loadRef();
  const config = loadConfigParams(s);
  expect(encodeConfigParams(config).refs[0]?.hashHex()).toBe(dictionary.hashHex());
  return config;
}

describeWithFixtures('ConfigParams fixtures', () => {
  const files = configFixtureFiles();

  it('finds all eight config fixtures', () => {
    expect(files).toHaveLength(8);
  });

  it.each(configFixtureFiles())('%s: holds exactly the params the README lists, at the config address', (file) => {
    const { config } = readConfigFixture(file);
    expect(config.address).toBe(CONFIG_ADDRESS);
    expect([...config.params.keys()].sort((a, b) => a - b)).toEqual(readmeParamList(file));
  });

  it.each(configFixtureFiles())('%s: re-encodes to the same root hash', (file) => {
    const { root, config } = readConfigFixture(file);
    expect(encodeConfigParams(config).hashHex()).toBe(root.hashHex());
  });

  it.each(configFixtureFiles())('%s: decodes every listed param typed and re-encodes it to the same cell', (file) => {
    const { config } = readConfigFixture(file);
    expectEveryParamRoundTrips(config);
    const typed = typedConfig(config);
    const present = PAGE_PARAMS.filter((index) => config.params.has(index));
    expect(Object.keys(typed).map(Number)).toEqual(present);
  });

  it('keeps the params outside the known list raw', () => {
    const tycho = readConfigFixture('tycho/executor/config.boc').config;
    const raw = [...tycho.params].map(([index, cell]) => decodeConfigParam(index, cell)).filter((param) => 'raw' in param);
    expect(raw.map((param) => param.index)).toEqual([19, 43, 101]);
    const ton = readConfigFixture('ton/config/ton_mainnet_config_2908265.boc').config;
    const dns = decodeConfigParam(4, ton.params.get(4)!);
    expect('raw' in dns && dns.raw.hashHex()).toBe(ton.params.get(4)!.hashHex());
  });

  it('holds the key block config of mc_key_block.boc, params as the README lists', () => {
    const file = 'everscale/blocks/mc_key_block.boc';
    const config = loadEmbeddedConfig(keyBlockConfigSlice(file));
    expect(config.address).toBe(CONFIG_ADDRESS);
    expect([...config.params.keys()]).toEqual(readmeParamList(file));
    expectEveryParamRoundTrips(config);
    expect(typedConfig(config)[34]?.list.length).toBeGreaterThan(0);
  });

  it.each(['everscale/devnet-gid42/key_block_1159_two_workchains.boc', 'ton/blocks/ton_mainnet_key_block_2908265.boc'])(
    '%s: key block config decodes as the README lists',
    (file) => {
      const config = loadEmbeddedConfig(keyBlockConfigSlice(file));
      expect([...config.params.keys()]).toEqual(readmeParamList(file));
      expectEveryParamRoundTrips(config);
    },
  );

  it.each([
    'everscale/states/mainnet-masterchain-state-2.boc',
    'everscale/testnet-gid1/new_zerostate.boc',
    'tycho/zerostate/zerostate.boc',
    ...fixtureFiles().filter((file) => file.startsWith('tycho/testnet-dump/') && file.includes('/persistents/-1:')),
  ])('%s: the masterchain state config decodes and re-encodes', (file) => {
    const config = loadEmbeddedConfig(masterStateConfigSlice(file));
    expect(config.address).toBe(CONFIG_ADDRESS);
    expectEveryParamRoundTrips(config);
  });

  it('names every known param', () => {
    expect(Object.keys(CONFIG_PARAM_NAMES).map(Number)).toEqual(PAGE_PARAMS);
  });
});
