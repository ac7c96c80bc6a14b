import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNetworkConfig } from '../src/shared/config/load-network-config.js';
import { NetworkConfigError } from '../src/shared/config/network-config-error.js';
import { WebError } from '../src/shared/errors/web-error.js';
import { everscaleConfig } from './support/network-configs.js';

function serveConfig(status: number, text: string): void {
  vi.stubGlobal('fetch', async () => new Response(text, { status }));
}

async function failureOf(): Promise<unknown> {
  return loadNetworkConfig().catch((error: unknown) => error);
}

afterEach(() => vi.unstubAllGlobals());

describe('loading /config.json', () => {
  it('answers the network the deployment serves', async () => {
    serveConfig(200, JSON.stringify(everscaleConfig));
    await expect(loadNetworkConfig()).resolves.toEqual(everscaleConfig);
  });

  it('tells an unreachable, an unreadable and a wrong config apart by a stable code', async () => {
    serveConfig(503, 'down');
    expect(await failureOf()).toMatchObject({ code: 'Unavailable', message: '/config.json answered 503' });
    serveConfig(200, '<html>');
    expect(await failureOf()).toMatchObject({ code: 'NotJson' });
    serveConfig(200, JSON.stringify({ ...everscaleConfig, api: {} }));
    const wrong = await failureOf();
    expect(wrong).toMatchObject({ code: 'Invalid', message: `the network config's "api.explorer" is not a string`, name: 'NetworkConfigError' });
    expect(wrong).toBeInstanceOf(NetworkConfigError);
    expect(wrong).toBeInstanceOf(WebError);
  });
});
