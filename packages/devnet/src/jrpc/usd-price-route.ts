import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawAddress } from '../contracts/shared/raw-address.js';
import { answerUsdPrices } from '../prices/usd-price-answer.js';
import { MAX_BODY_BYTES, readBody, reply } from './http-io.js';

/** Where the devnet's price service lives on its HTTP server: the base URL a DEX API client is given. */
export const DEX_API_PATH = '/dex';
const USD_PRICES_PATH = `${DEX_API_PATH}/currencies_usdt_prices`;

export function isUsdPriceRequest(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://devnet').pathname === USD_PRICES_PATH;
}

/** `POST /dex/currencies_usdt_prices`: the devnet tokens' fixed USD prices, as a DEX API answers them. */
export async function serveUsdPrices(prices: ReadonlyMap<RawAddress, string>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    reply(response, 405, badRequest('method', `${request.method ?? 'this method'} is not allowed; send the addresses with POST`));
    return;
  }
  const text = await readBody(request);
  if (text === null) {
    reply(response, 413, badRequest('body', `the request is larger than ${MAX_BODY_BYTES} bytes`));
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    reply(response, 400, badRequest('body', 'the body is not JSON'));
    return;
  }
  const answer = answerUsdPrices(prices, body);
  reply(response, answer.status, answer.body);
}

function badRequest(field: string, message: string): object {
  return { error: { code: 'BadRequest', message, field } };
}
