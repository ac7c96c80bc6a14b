import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVerifyClient } from '../src/features/contracts/verify-client.js';

const ADDRESS = `0:${'a'.repeat(64)}`;

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with `answer` and records the URLs asked. */
function serve(answer: () => Response): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return answer();
  });
  return urls;
}

describe('the verification service client', () => {
  it('fills the path parameter, kept to one segment, and gives the answer without an envelope', async () => {
    const urls = serve(() => Response.json({ contract_name: 'Wallet' }));
    expect(await createVerifyClient('https://verify.example/api/').get('/info/address/:address', { address: ADDRESS })).toEqual({
      contract_name: 'Wallet',
    });
    expect(urls).toEqual([`https://verify.example/api/info/address/${encodeURIComponent(ADDRESS)}`]);
  });

  it('refuses a path whose parameter is missing instead of asking for an empty segment', async () => {
    const urls = serve(() => Response.json({}));
    await expect(createVerifyClient('/verify').get('/info/code_hash/:hash', {})).rejects.toThrow(
      'the path /info/code_hash/:hash needs its parameter hash',
    );
    expect(urls).toEqual([]);
  });

  it("says what failed: the service's error, or an answer that is not JSON", async () => {
    serve(() => Response.json({ error: { code: 'NotFound', message: 'no such contract' } }, { status: 404 }));
    await expect(createVerifyClient('/verify').get('/info/address/:address', { address: ADDRESS })).rejects.toMatchObject({
      code: 'NotFound',
      status: 404,
    });
    serve(() => new Response('<html>proxy</html>'));
    await expect(createVerifyClient('/verify').get('/supported/solc')).rejects.toThrow('GET /supported/solc answered 200: the answer is not JSON');
  });
});
