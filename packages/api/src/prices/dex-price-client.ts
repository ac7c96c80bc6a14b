import { DexPriceError } from './dex-price-error.js';

/** The DEX API path answering USD prices of token roots (spec 001 §7 Other). */
export const DEX_PRICES_PATH = '/currencies_usdt_prices';

const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-fA-F]{64}$/;
const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;
/** The largest answer read: a price map of a few hundred roots is far smaller. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface DexPriceAnswer {
  /** Raw root address (lower case) → USD price as a decimal string. */
  readonly prices: Map<string, string>;
  /** Entries of the answer that were not a root asked for with a non-negative price, left out. */
  readonly dropped: number;
}

/** A price as a plain decimal string: numbers may come in exponent form (1e-7), which the database would not take. */
function priceText(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  return undefined;
}

/**
 * Asks the DEX API for the USD prices of token roots: `POST {url}/currencies_usdt_prices` with
 * `{"currency_addresses": [...]}`, answered by a JSON object mapping a raw address to a price (decimal string or
 * number). Entries for roots not asked for, or without a usable price, are left out.
 */
export async function fetchDexPrices(dexApiUrl: string, roots: readonly string[], timeoutMs: number): Promise<DexPriceAnswer> {
  const url = `${dexApiUrl.replace(/\/+$/, '')}${DEX_PRICES_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ currency_addresses: roots }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new DexPriceError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DexPriceError(`${url} answered ${response.status}`);
  }
  const answer = await readJson(url, response);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new DexPriceError(`${url} did not answer with a price map`);
  const asked = new Set(roots.map((root) => root.toLowerCase()));
  const prices = new Map<string, string>();
  let dropped = 0;
  for (const [address, value] of Object.entries(answer)) {
    const root = address.toLowerCase();
    const price = priceText(value);
    if (RAW_ADDRESS.test(address) && asked.has(root) && price !== undefined) prices.set(root, price);
    else dropped += 1;
  }
  return { prices, dropped };
}

async function readJson(url: string, response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new DexPriceError(`${url} answered more than ${MAX_ANSWER_BYTES} bytes`);
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof DexPriceError) throw error;
    throw new DexPriceError(`${url} did not answer with JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
