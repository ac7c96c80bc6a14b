// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { configView, decodeBlock, readBocSingle, toJsonText } from '@tvmscan/tvm';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixed16, setBits, shareOf65536Percent } from '../src/features/config/config-numbers.js';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { formatDate } from '../src/shared/format/index.js';
import { installFakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY_BLOCK_SEQNO = 24_715_347;

function serveConfig(config: KeyBlockConfigResponse['config']) {
  const data: KeyBlockConfigResponse = {
    mcSeqno: KEY_BLOCK_SEQNO,
    blockRootHash: 'ab'.repeat(32),
    genUtime: 1_674_460_000,
    config,
    record: {
      configAddress: config.configAddress,
      electorAddress: null,
      minterAddress: null,
      criticalParams: null,
      mandatoryParams: null,
      blockCreationFees: null,
      validatorCounts: null,
      currencies: null,
      globalVersion: null,
      messageForwardPrices: { masterchain: null, basechain: null },
      gasPrices: { masterchain: null, basechain: null },
      blockLimits: { masterchain: null, basechain: null },
      storagePrices: null,
      stakeParams: null,
      electorParams: null,
      workchains: null,
      votingSetup: null,
      consensusParams: null,
      catchainParams: null,
    },
    undecodedParams: [],
  };
  return installFakeApi(everscaleConfig, { 'POST /blocks/key-block-config': () => ({ data }) });
}

/** The section of a parameter, by its heading. */
const section = (heading: string) => screen.getByRole('region', { name: new RegExp(`^${heading} param`) });

/** The value beside each label in a section, in order. */
function facts(region: HTMLElement): Record<string, string> {
  const pairs = [...region.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
  return Object.fromEntries(pairs);
}

/** The labelled list of facts inside a region. */
function labelled(region: HTMLElement, label: string): HTMLElement {
  const list = region.querySelector<HTMLElement>(`dl[aria-label="${label}"]`);
  if (!list) throw new Error(`no facts labelled ${label}`);
  return list;
}

async function openPage(path: string, heading: string) {
  renderAppAt(path);
  await screen.findByRole('heading', { level: 2, name: new RegExp(`^${heading} param`) });
}

describe('config numbers', () => {
  it('writes 16.16 fixed-point values exactly', () => {
    expect(fixed16(65_536_000)).toBe('1,000');
    expect(fixed16('655360000')).toBe('10,000');
    expect(fixed16(1)).toBe('0.0000152587890625');
    expect(fixed16(98_304)).toBe('1.5');
  });

  it('writes shares of 65,536 in percent and lists the capability bits', () => {
    expect(shareOf65536Percent(21_845)).toBe('33.33');
    expect(shareOf65536Percent(65_536)).toBe('100.00');
    expect(setBits('5806')).toEqual([1, 2, 3, 5, 7, 9, 10, 12]);
  });
});

describe('the config routes', () => {
  it('redirects /config and any unknown sub-path to /config/voting', async () => {
    serveConfig({ configAddress: `-1:${'5'.repeat(64)}`, paramIndexes: [], params: {} });
    for (const path of ['/config', '/config/nonsense', '/config/gas/deeper']) {
      renderAppAt(path);
      await waitFor(() => expect(window.location.pathname).toBe('/config/voting'));
      expect(await screen.findByRole('heading', { level: 2, name: 'Voting' })).toBeTruthy();
      cleanup();
    }
  });

  it("says 'not set' for a missing parameter and 'unavailable' for one the codec could not decode", async () => {
    serveConfig({ configAddress: `-1:${'5'.repeat(64)}`, paramIndexes: [28], params: {} });
    await openPage('/config/catchain', 'Catchain or collation config');
    expect(within(section('Catchain or collation config')).getByText('unavailable: this parameter could not be decoded')).toBeTruthy();
    cleanup();
    serveConfig({ configAddress: `-1:${'5'.repeat(64)}`, paramIndexes: [28], params: {} });
    await openPage('/config/consensus', 'Consensus config');
    expect(within(section('Consensus config')).getByText('not set')).toBeTruthy();
  });

  it('links every config page from its navigation, marking the one shown', async () => {
    serveConfig({ configAddress: `-1:${'5'.repeat(64)}`, paramIndexes: [], params: {} });
    renderAppAt('/config/storage');
    const nav = await screen.findByRole('navigation', { name: 'Config pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['voting', 'workchains', 'election', 'stake', 'storage', 'block', 'catchain', 'consensus', 'gas', 'messages'].map((page) => `/config/${page}`),
    );
    expect(within(nav).getByRole('link', { name: 'Storage prices' }).getAttribute('aria-current')).toBe('page');
  });
});

describeWithFixtures('the config pages on mainnet key block 24715347', () => {
  let mainnet: KeyBlockConfigResponse['config'];

  beforeAll(() => {
    const block = decodeBlock(readBocSingle(readFixture('everscale/blocks/mc_key_block.boc')));
    mainnet = JSON.parse(toJsonText(configView(block.extra.custom!.config!))) as KeyBlockConfigResponse['config'];
  });

  it('voting: the voting rules, system contracts, version, capabilities and parameter lists', async () => {
    serveConfig(mainnet);
    await openPage('/config/voting', 'Config voting setup');
    expect(screen.getByText(`From key block ${KEY_BLOCK_SEQNO}`, { exact: false })).toBeTruthy();
    const voting = section('Config voting setup');
    expect(facts(labelled(voting, 'Normal parameters'))).toMatchObject({
      'Minimum voting rounds': '2',
      'Maximum voting rounds': '3',
      'Winning rounds needed': '2',
      'Losing rounds allowed': '2',
      'Shortest storage of a proposal': '1,000,000 s (11 d 13 h 46 m 40 s)',
      'Longest storage of a proposal': '10,000,000 s (115 d 17 h 46 m 40 s)',
      'Storage price of a proposal per bit': '1 nanoEVER per bit per second',
      'Storage price of a proposal per cell': '500 nanoEVER per cell per second',
    });
    expect(facts(labelled(voting, 'Critical parameters'))).toMatchObject({
      'Minimum voting rounds': '4',
      'Maximum voting rounds': '7',
      'Winning rounds needed': '4',
    });
    expect(facts(section('Elector contract address'))).toEqual({ 'Elector contract': `-1:${'3'.repeat(64)}` });
    expect(within(section('Config contract address')).getByRole('link').getAttribute('href')).toBe(`/accounts/-1:${'5'.repeat(64)}`);
    expect(facts(section('Global version and capabilities'))).toEqual({
      'Block version validators must support': '32',
      'Capability mask': '0x16ae',
      'Enabled capability bits': '1235791012',
    });
    const bits = within(section('Global version and capabilities')).getByRole('list', { name: 'Enabled capability bits' });
    expect(
      within(bits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1', '2', '3', '5', '7', '9', '10', '12']);
    const listed = (heading: string) =>
      within(section(heading))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Mandatory parameters')).toEqual([
      '0',
      '1',
      '9',
      '10',
      '12',
      '14',
      '15',
      '16',
      '17',
      '18',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
      '28',
      '34',
    ]);
    expect(listed('Critical parameters')).toEqual(['0', '1', '9', '10', '12', '14', '15', '16', '17', '32', '34', '36', '-1001', '-1000', '-999']);
    expect(within(section('Suspended addresses')).getByText('not set')).toBeTruthy();
  });

  it('workchains: each workchain with its splits, flags, zerostate and format', async () => {
    serveConfig(mainnet);
    await openPage('/config/workchains', 'Workchains');
    expect(facts(labelled(section('Workchains'), 'Workchain 0'))).toEqual({
      'Enabled since': formatDate(1_588_855_799),
      Active: 'yes',
      'Accepts messages': 'yes',
      'Minimum split depth': '0',
      'Maximum split depth': '8',
      'Monitored minimum split depth': '0',
      Flags: '0',
      Version: '0',
      'Zerostate root hash': '95f042d1bf5b99840cad3aaa698f5d7be13d9819364faf9dd43df5b5d3c2950e',
      'Zerostate file hash': '97af4602a57fc884f68bb4659bab8875dc1f5e45a9fd4fbafd0c9bc10aa5067c',
      'Address format': 'basic',
      'VM version': '-1',
      'VM mode': '0',
    });
  });

  it('election: timings with their durations, validator counts and complaint prices', async () => {
    serveConfig(mainnet);
    await openPage('/config/election', 'Election timing');
    expect(facts(section('Election timing'))).toEqual({
      'Validators elected for': '65,536 s (18 h 12 m 16 s)',
      'Elections start before the round ends': '32,768 s (9 h 6 m 8 s)',
      'Elections end before the round ends': '8,192 s (2 h 16 m 32 s)',
      'Stakes held after the round': '32,768 s (9 h 6 m 8 s)',
    });
    expect(facts(section('Validator counts'))).toEqual({
      'Maximum validators': '1,000',
      'Maximum masterchain validators': '100',
      'Minimum validators': '13',
    });
    expect(facts(section('Complaint pricing'))).toEqual({
      'Complaint deposit': '100 EVER',
      'Complaint price per bit': '1 nanoEVER per bit',
      'Complaint price per cell': '500 nanoEVER per cell',
    });
    expect(within(section('Misbehaviour punishment')).getByText('not set')).toBeTruthy();
  });

  it('stake: stake limits in tokens, the stake factor and block rewards', async () => {
    serveConfig(mainnet);
    await openPage('/config/stake', 'Validator stake limits');
    expect(facts(section('Validator stake limits'))).toEqual({
      'Minimum stake': '10,000 EVER',
      'Maximum stake': '10,000,000 EVER',
      'Minimum total stake': '100,000 EVER',
      'Largest stake to smallest stake': '3 times',
    });
    expect(facts(section('Block creation rewards'))).toEqual({
      'Masterchain block reward': '1.7 EVER',
      'Workchain block reward': '1 EVER',
    });
  });

  it('storage: prices per bit and per cell per second, exactly', async () => {
    serveConfig(mainnet);
    await openPage('/config/storage', 'Storage prices');
    expect(facts(labelled(section('Storage prices'), 'Prices since genesis'))).toEqual({
      'Workchain price per bit': '0.0000152587890625 nanoEVER per bit per second',
      'Workchain price per cell': '0.00762939453125 nanoEVER per cell per second',
      'Masterchain price per bit': '0.0152587890625 nanoEVER per bit per second',
      'Masterchain price per cell': '7.62939453125 nanoEVER per cell per second',
    });
  });

  it('block: bytes, gas and logical time limits with underload, soft and hard levels', async () => {
    serveConfig(mainnet);
    await openPage('/config/block', 'Masterchain block limits');
    for (const heading of ['Masterchain block limits', 'Workchain block limits']) {
      const limits = section(heading);
      expect(facts(labelled(limits, 'Block size'))).toEqual({
        Underload: '131,072 bytes',
        'Soft limit': '524,288 bytes',
        'Hard limit': '1,048,576 bytes',
      });
      expect(facts(labelled(limits, 'Block gas'))).toEqual({
        Underload: '900,000 gas units',
        'Soft limit': '1,200,000 gas units',
        'Hard limit': '2,000,000 gas units',
      });
      expect(facts(labelled(limits, 'Logical time span'))).toEqual({
        Underload: '1,000 logical time units',
        'Soft limit': '5,000 logical time units',
        'Hard limit': '10,000 logical time units',
      });
    }
  });

  it('catchain: lifetimes with their durations, validators per shard and the flags', async () => {
    serveConfig(mainnet);
    await openPage('/config/catchain', 'Catchain or collation config');
    expect(facts(section('Catchain or collation config'))).toEqual({
      'Masterchain catchain lifetime': '250 s (4 m 10 s)',
      'Shard catchain lifetime': '250 s (4 m 10 s)',
      'Shard validators lifetime': '1,000 s (16 m 40 s)',
      'Validators per shard': '11',
      'Masterchain validators kept apart': 'no',
      'Masterchain validators shuffled': 'yes',
    });
  });

  it('consensus: round settings with timings in ms and sizes in bytes', async () => {
    serveConfig(mainnet);
    await openPage('/config/consensus', 'Consensus config');
    expect(facts(section('Consensus config'))).toEqual({
      'New catchain ids': 'yes',
      'Candidates per round': '3',
      'Delay before the next candidate': '2,000 ms',
      'Consensus timeout': '16,000 ms',
      'Fast attempts': '3',
      'Attempt duration': '8 s',
      'Most catchain dependencies': '4',
      'Largest block': '2,097,152 bytes',
      'Largest collated data': '2,097,152 bytes',
    });
  });

  it('gas: the flat part, the price in nano per gas unit and the limits', async () => {
    serveConfig(mainnet);
    await openPage('/config/gas', 'Masterchain gas prices');
    expect(facts(section('Masterchain gas prices'))).toEqual({
      'Gas at the flat price': '1,000 gas units',
      'Flat price': '10,000,000 nanoEVER',
      'Gas price': '10,000 nanoEVER per gas unit',
      'Gas limit of a transaction': '1,000,000 gas units',
      'Gas limit of a special account': '100,000,000 gas units',
      'Gas credit of an external message': '10,000 gas units',
      'Gas limit of a block': '11,000,000 gas units',
      'Storage debt that freezes an account': '0.1 EVER',
      'Storage debt that deletes an account': '1 EVER',
    });
    expect(facts(section('Workchain gas prices'))).toMatchObject({
      'Flat price': '1,000,000 nanoEVER',
      'Gas price': '1,000 nanoEVER per gas unit',
      'Gas limit of a special account': '1,000,000 gas units',
      'Gas limit of a block': '10,000,000 gas units',
    });
  });

  it('messages: forward prices as lump, per bit, per cell, and the first and next shares', async () => {
    serveConfig(mainnet);
    await openPage('/config/messages', 'Masterchain message forwarding prices');
    expect(facts(section('Masterchain message forwarding prices'))).toEqual({
      'Price per message': '10,000,000 nanoEVER',
      'Price per bit': '10,000 nanoEVER per bit',
      'Price per cell': '1,000,000 nanoEVER per cell',
      'Instant routing price factor': '1.5 times',
      'Share of the first block': '21,845 of 65,536 (33.33 %)',
      'Share of each transit block': '21,845 of 65,536 (33.33 %)',
    });
    expect(facts(section('Workchain message forwarding prices'))).toMatchObject({
      'Price per message': '1,000,000 nanoEVER',
      'Price per bit': '1,000 nanoEVER per bit',
      'Price per cell': '100,000 nanoEVER per cell',
    });
  });
});
