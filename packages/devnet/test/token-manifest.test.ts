import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Devnet, devnetTokenManifest, ManualClock, startJrpcServer, type JrpcServer } from '../src/index.js';

describe("the devnet's token manifest", () => {
  let devnet: Devnet;
  let server: JrpcServer;

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'manifest', walletCount: 6 });
    server = await startJrpcServer(devnet, { port: 0, tokenManifest: devnetTokenManifest(devnet.tokens) });
  });
  afterAll(async () => {
    await server.close();
    devnet.close();
  });

  it('lists every TIP-3 root and jetton minter of the devnet with its symbol, name and decimals, at /tokens/manifest.json', async () => {
    expect(server.tokenManifestUrl).toMatch(/\/tokens\/manifest\.json$/);
    const response = await fetch(server.tokenManifestUrl!);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { tokens: { address: string; symbol: string; name: string; decimals: number }[] };
    const roots = [...devnet.tokens.tokens, ...devnet.tokens.jettons].map((token) => token.address);
    expect(manifest.tokens.map((token) => token.address)).toEqual(roots);
    expect(manifest.tokens[0]).toEqual({ address: roots[0], symbol: 'DUSD', name: 'Devnet USD', decimals: 6 });
    expect((await fetch(server.tokenManifestUrl!, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('is not served when the server is given none', async () => {
    const bare = await startJrpcServer(devnet, { port: 0 });
    try {
      expect(bare.tokenManifestUrl).toBeNull();
      expect((await fetch(bare.url.replace(/\/rpc$/, '/tokens/manifest.json'))).status).toBe(405);
    } finally {
      await bare.close();
    }
  });
});
