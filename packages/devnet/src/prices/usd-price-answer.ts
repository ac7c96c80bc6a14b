import { AddressError, parseRawAddress } from '@tvmscan/tvm';
import type { RawAddress } from '../contracts/shared/raw-address.js';

/** The most addresses one request may ask for. */
export const MAX_CURRENCY_ADDRESSES = 1_000;

/** What the price service answers: the HTTP status and its JSON body. */
interface UsdPriceAnswer {
  status: 200 | 400;
  body: Record<string, string> | { error: { code: 'BadRequest'; message: string; field: string } };
}

/**
 * The answer of a DEX API's `currencies_usdt_prices` to `body` (`{"currency_addresses": [raw addresses]}`):
 * each asked address with a price in `prices` mapped to that USD price (a decimal string), under its raw form;
 * addresses without a price are left out. A body of another shape is a 400 naming the field at fault.
 */
export function answerUsdPrices(prices: ReadonlyMap<RawAddress, string>, body: unknown): UsdPriceAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return badRequest('body', 'the body must be a JSON object');
  const addresses = (body as { currency_addresses?: unknown }).currency_addresses;
  if (!Array.isArray(addresses)) return badRequest('currency_addresses', 'currency_addresses must be an array of raw addresses "wc:hex"');
  if (addresses.length > MAX_CURRENCY_ADDRESSES) {
    return badRequest('currency_addresses', `currency_addresses may hold at most ${MAX_CURRENCY_ADDRESSES} addresses, got ${addresses.length}`);
  }
  const answer: Record<string, string> = {};
  for (const [index, value] of addresses.entries()) {
    const field = `currency_addresses[${index}]`;
    const address = typeof value === 'string' ? rawAddressOf(value) : null;
    if (address === null) return badRequest(field, `${field} must be a raw address "wc:hex"`);
    const price = prices.get(address);
    if (price !== undefined) answer[address] = price;
  }
  return { status: 200, body: answer };
}

function rawAddressOf(value: string): RawAddress | null {
  try {
    return parseRawAddress(value).toRaw();
  } catch (error) {
    if (error instanceof AddressError) return null;
    throw error;
  }
}

function badRequest(field: string, message: string): UsdPriceAnswer {
  return { status: 400, body: { error: { code: 'BadRequest', message, field } } };
}
