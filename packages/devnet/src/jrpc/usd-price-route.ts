import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawAddress } from '../contracts/shared/raw-address.js';
import { answerUsdPrices } from '../prices/usd-price-answer.js';
import { readJsonPost, reply } from './http-io.js';

/** Where the devnet's price service lives on its HTTP server: the base URL a DEX API client is given. */
export const DEX_API_PATH = '/dex';
const USD_PRICES_PATH = `${DEX_API_PATH}/currencies_usdt_prices`;

export function isUsdPriceRequest(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://devnet').pathname === USD_PRICES_PATH;
}

/** `POST /dex/currencies_usdt_prices`: the devnet tokens' fixed USD prices, as a DEX API answers them. */
export async function serveUsdPrices(prices: ReadonlyMap<RawAddress, string>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const post = await readJsonPost(request, response, 'the addresses');
  if (post === undefined) return;
  const answer = answerUsdPrices(prices, post.body);
  reply(response, answer.status, answer.body);
}
