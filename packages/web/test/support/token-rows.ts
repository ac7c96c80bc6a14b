import type { NetworkConfig } from '@tvmscan/api/contract';
import type { Token, TokenBalance, TokenTransaction } from '@tvmscan/api/token-contract';
import { everscaleConfig } from './network-configs.js';

/** Everscale with its token API at /api/tokens/v1. */
export const tokensConfig: NetworkConfig = { ...everscaleConfig, api: { ...everscaleConfig.api, tokens: '/api/tokens/v1' } };

const hex = (digit: string) => digit.repeat(64);
/** Raw addresses `0:` followed by 64 times `digit`. */
export const addressOf = (digit: string) => `0:${hex(digit)}`;

export const DUSD_ROOT = addressOf('1');
export const WEVER_ROOT = addressOf('2');
export const ALICE = addressOf('a');
export const BOB = addressOf('b');

export function tokenRow(overrides: Partial<Token> = {}): Token {
  const row = {
    rootAddress: DUSD_ROOT,
    name: 'Devnet USD',
    token: 'DUSD',
    totalSupply: '10000000123456',
    scale: 6,
    ownerAddress: ALICE,
    tokenStandard: 'Tip3' as const,
    createdAt: 1_700_000_000,
    usdPrice: '1.0005',
    marketValue: '10005.000123',
    holders: 1234,
    transfers24h: 56,
    volume24h: '7890000000',
    ...overrides,
  };
  return { symbol: row.token, decimals: row.scale, rootOwnerAddress: row.ownerAddress, codeHash: null, ...row };
}

export function tokenTransactionRow(position: number, overrides: Partial<TokenTransaction> = {}): TokenTransaction {
  return {
    transactionHash: hex('c'),
    position,
    messageHash: hex('d'),
    kind: 'Send',
    walletAddress: addressOf('e'),
    ownerAddress: ALICE,
    sender: { ownerAddress: ALICE, walletAddress: addressOf('e') },
    receiver: { ownerAddress: BOB, walletAddress: addressOf('f') },
    rootAddress: DUSD_ROOT,
    token: 'DUSD',
    scale: 6,
    tokenStandard: 'Tip3',
    amount: '1500000',
    blockTime: 1_700_000_100,
    lt: '5000',
    ...overrides,
  };
}

export function balanceRow(wallet: string, overrides: Partial<TokenBalance> = {}): TokenBalance {
  return {
    walletAddress: addressOf(wallet),
    ownerAddress: ALICE,
    rootAddress: DUSD_ROOT,
    token: 'DUSD',
    scale: 6,
    tokenStandard: 'Tip3',
    amount: '2500000',
    updatedAt: 1_700_000_200,
    usdPrice: '1.0005',
    usdValue: '2.50125',
    ...overrides,
  };
}

/** A cursor page of `rows` under `key`, with a next page when `next` is set. */
export function page<Key extends string, Row>(key: Key, rows: Row[], next: string | null = null) {
  return { [key]: rows, currentCursor: null, nextCursor: next, prevCursor: null } as { [K in Key]: Row[] } & {
    currentCursor: null;
    nextCursor: string | null;
    prevCursor: null;
  };
}
