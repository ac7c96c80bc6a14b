import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.js';

/** Calls the token API of the spec's stack (POST with a JSON body, or GET without one) and returns `data`. */
export async function tokenApi<T>(request: APIRequestContext, call: string, body?: object): Promise<T> {
  const url = `/api/tokens/v1${call}`;
  const response = body === undefined ? await request.get(url) : await request.post(url, { data: body });
  if (!response.ok()) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface ApiToken {
  rootAddress: string;
  name: string;
  token: string;
  totalSupply: string;
  scale: number;
  tokenStandard: 'Tip3' | 'Jetton';
  usdPrice: string | null;
  marketValue: string | null;
  holders: number;
  transfers24h: number;
  volume24h: string;
}

export interface ApiTokenTransaction {
  transactionHash: string;
  messageHash: string;
  kind: string;
  rootAddress: string;
  amount: string;
  scale: number | null;
  blockTime: number;
  ownerAddress: string;
}

export interface ApiBalance {
  walletAddress: string;
  ownerAddress: string;
  rootAddress: string;
  amount: string;
}

/** The devnet's token data the specs visit, waited for until the indexer has met tokens, holders and token transactions. */
export interface TokenSample {
  tokens: ApiToken[];
  root: ApiToken;
  holder: ApiBalance;
  operation: ApiTokenTransaction;
}

const SAMPLE_TIMEOUT_MS = 120_000;

export async function tokenSample(request: APIRequestContext): Promise<TokenSample> {
  let sample: TokenSample | null = null;
  await expect
    .poll(
      async () => {
        const { tokens } = await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', { limit: 100 });
        const { transactions } = await tokenApi<{ transactions: ApiTokenTransaction[] }>(request, '/transactions/search', { limit: 1 });
        const root = tokens.find((token) => BigInt(token.totalSupply) > 0n);
        const operation = transactions[0];
        if (!root || !operation) return false;
        const { balances } = await tokenApi<{ balances: ApiBalance[] }>(request, '/balances/search', { rootAddress: root.rootAddress, limit: 1 });
        const holder = balances[0];
        if (holder) sample = { tokens, root, holder, operation };
        return holder !== undefined;
      },
      { timeout: SAMPLE_TIMEOUT_MS, intervals: [2000] },
    )
    .toBe(true);
  return sample!;
}

/** The devnet's roots in market order, once the indexer has met its tokens: a priced TIP-3 token and a Jetton. */
export async function viewedRoots(request: APIRequestContext): Promise<ApiToken[]> {
  await tokenSample(request);
  let roots: ApiToken[] = [];
  await expect
    .poll(
      async () => {
        const { tokens } = await tokenApi<{ tokens: ApiToken[] }>(request, '/root_contract/search', {
          limit: 100,
          ordering: { by: 'market', order: 'DESC' },
        });
        const priced = tokens.find((token) => token.tokenStandard === 'Tip3' && token.usdPrice !== null && token.holders > 0);
        const jetton = tokens.find((token) => token.tokenStandard === 'Jetton' && token.holders > 0);
        roots = priced && jetton ? [priced, jetton] : [];
        return roots.length;
      },
      { timeout: SAMPLE_TIMEOUT_MS, intervals: [2000] },
    )
    .toBe(2);
  return roots;
}

/** An amount in its token's smallest unit as the exact decimal of whole tokens the CSVs write: no grouping, no trailing zeros. */
export function wholeTokens(amount: string, decimals: number): string {
  const value = BigInt(amount);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${value < 0n ? '-' : ''}${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`;
}
