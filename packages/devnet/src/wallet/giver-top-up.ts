import { AddressError, bytesToHex, decodeAccount, parseRawAddress, type Address } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../contracts/shared/internal-message.js';
import type { EverWallet } from './ever-wallet.js';
import { sendFromWallet, type WalletNetwork } from './wallet-sender.js';

/** What the giver tops an account up with: 100 of the network's coins. */
export const GIVER_TOP_UP = 100_000_000_000n;
/** An account at or above this balance (10 coins) gets nothing more. */
export const GIVER_LOW_BALANCE = 10_000_000_000n;

/** The giver's answer: the HTTP status and its JSON body. */
interface GiverAnswer {
  status: 200 | 400 | 503;
  body: { sent: boolean; balance: string } | { error: { code: 'BadRequest' | 'Unavailable'; message: string; field?: string } };
}

/**
 * The devnet's giver for the local wallet (`POST /giver` with `{"address": "wc:hex"}`): sends GIVER_TOP_UP to the address
 * (non-bouncing, so that an undeployed wallet receives it) while its balance is below GIVER_LOW_BALANCE, and says whether
 * it sent and the balance it saw. A body of another shape is a 400 naming the field.
 */
export function answerGiver(network: WalletNetwork, giver: EverWallet, body: unknown): GiverAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return badRequest('body', 'the body must be a JSON object');
  const value = (body as { address?: unknown }).address;
  const address = typeof value === 'string' ? addressOf(value) : null;
  if (address === null) return badRequest('address', 'address must be a raw address "wc:hex"');
  if (address.workchain !== 0) return badRequest('address', 'the giver funds workchain-0 addresses');
  const balance = balanceOf(network, address);
  if (balance >= GIVER_LOW_BALANCE) return { status: 200, body: { sent: false, balance: String(balance) } };
  const result = sendFromWallet(network, giver, {
    internal: relaxedInternalMessage({ dest: address.toRaw(), value: GIVER_TOP_UP, bounce: false }),
  });
  if (result.kind === 'rejected')
    return { status: 503, body: { error: { code: 'Unavailable', message: `the giver's message was rejected: ${result.reason}` } } };
  return { status: 200, body: { sent: true, balance: String(balance) } };
}

function balanceOf(network: WalletNetwork, address: Address): bigint {
  const state = network.accountState({ kind: 'std', workchain: address.workchain, address: bytesToHex(address.hash) });
  const account = state === undefined ? null : decodeAccount(state.account);
  return account === null ? 0n : account.storage.balance.coins;
}

function addressOf(value: string): Address | null {
  try {
    return parseRawAddress(value);
  } catch (error) {
    if (error instanceof AddressError) return null;
    throw error;
  }
}

function badRequest(field: string, message: string): GiverAnswer {
  return { status: 400, body: { error: { code: 'BadRequest', message, field } } };
}
