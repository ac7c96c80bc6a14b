import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_NETWORKS, EVERSCALE, loadNetworkConfig, NetworkConfigError, parseNetworkConfig } from '../src/index.js';

describe('network configurations', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tvmscan-network-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true });
  });

  it('has Everscale, Tycho and Humo with the ids, symbols and decimals of spec 000 §1', async () => {
    const rows = await Promise.all(['everscale', 'tycho', 'humo'].map(loadNetworkConfig));
    expect(rows.map(({ id, networkName, networkId, tokenSymbol, decimals }) => [id, networkName, networkId, tokenSymbol, decimals])).toEqual([
      ['everscale', 'Everscale', 42, 'EVER', 9],
      ['tycho', 'Tycho', 0, 'TYCHO', 9],
      ['humo', 'Humo', 100860, 'HUMO', 9],
    ]);
    for (const network of rows) {
      expect(network.electorAddress).toBe(`-1:${'3'.repeat(64)}`);
      expect(network.logo.light).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(network.icon.split(',')[1]!, 'base64').toString()).toContain('<svg');
      expect(parseNetworkConfig(network)).toBe(network);
    }
    expect(BUILT_IN_NETWORKS.humo).toMatchObject({ footer: null, switches: { language: false, theme: false } });
    expect(BUILT_IN_NETWORKS.everscale.footer?.copyright).toContain('{year}');
  });

  it("names the built-in networks' footer links in each interface language, brand names aside", () => {
    const untranslated = Object.values(BUILT_IN_NETWORKS).flatMap(({ id, footer }) =>
      [...(footer?.serviceLinks ?? []), ...(footer?.productLinks ?? [])]
        .filter((link) => link.label !== link.label.match(/^[A-Z][a-z]+$/)?.[0])
        .filter((link) => !link.labels?.ko || !link.labels.id || !link.labels.ja)
        .map((link) => `${id}: ${link.label}`),
    );
    expect(untranslated).toEqual([]);
    expect(EVERSCALE.footer?.serviceLinks[0]?.labels?.ja).toBe('API ドキュメント');
  });

  it('reads a custom configuration from a JSON file', async () => {
    const file = join(dir, 'custom.json');
    await writeFile(file, JSON.stringify({ ...EVERSCALE, id: 'my-net', networkName: 'My net', networkId: 7 }));
    expect(await loadNetworkConfig(file)).toMatchObject({ id: 'my-net', networkId: 7 });
    const localWallet = { endpoint: 'http://127.0.0.1:8081/rpc', giver: 'http://127.0.0.1:8081/giver' };
    expect(parseNetworkConfig({ ...EVERSCALE, walletProviders: ['devnet'], localWallet })).toMatchObject({ localWallet });
  });

  it('names the field a custom configuration gets wrong', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...EVERSCALE, decimals: '9' }, /\/decimals must be integer/],
      [{ ...EVERSCALE, electorAddress: '-1:33' }, /\/electorAddress/],
      [{ ...EVERSCALE, footer: { ...EVERSCALE.footer, serviceLinks: [{ label: 'x' }] } }, /\/footer\/serviceLinks\/0/],
      [{ ...EVERSCALE, colour: 'red' }, /\/colour is not a field/],
      [{ ...EVERSCALE, switches: undefined }, /switches/],
      [{ ...EVERSCALE, localWallet: { endpoint: 'http://127.0.0.1:8081/rpc' } }, /\/localWallet/],
    ];
    for (const [value, message] of cases) {
      const file = join(dir, 'bad.json');
      await writeFile(file, JSON.stringify(value));
      await expect(loadNetworkConfig(file)).rejects.toThrow(message);
      await expect(loadNetworkConfig(file)).rejects.toBeInstanceOf(NetworkConfigError);
    }
    await writeFile(join(dir, 'broken.json'), '{ not json');
    await expect(loadNetworkConfig(join(dir, 'broken.json'))).rejects.toThrow(/is not JSON/);
    await expect(loadNetworkConfig('mainnet')).rejects.toThrow(/neither a built-in network/);
  });
});
