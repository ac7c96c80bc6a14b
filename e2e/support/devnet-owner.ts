import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deriveBytes, encodeCall, EverWallet, relaxedInternalMessage } from '@tvmscan/devnet';
import { encodeBase64, writeBoc } from '@tvmscan/tvm';
import { logsDir } from './paths.js';

/** The seed `tvmscan start` gives a new devnet (DEVNET_DEFAULTS), from which every genesis wallet's key follows. */
const DEVNET_SEED = '0';

/** The genesis wallet that owns (and alone mints) the devnet's first TIP-3 token. */
export function firstTokenOwner(): EverWallet {
  return EverWallet.fromSecret(deriveBytes(DEVNET_SEED, 'wallet:0'));
}

/** The devnet's JSON-RPC endpoint, which `tvmscan start` prints in the shared stack's log. */
export function devnetJrpcUrl(): string {
  const log = readFileSync(path.join(logsDir, 'devnet-stack.log'), 'utf8');
  const match = /devnet JRPC: (\S+)/.exec(log);
  if (!match) throw new Error('the devnet stack log names no JRPC endpoint');
  return match[1]!;
}

export interface VerifyCall {
  address: string;
  amount: string;
  bounce: boolean;
  abi: string;
  method: string;
  params: { userHash: string };
}

/**
 * Sends, signed by `wallet` as a wallet app would, the verify call the registry described (is_owner's
 * `verification`), through the devnet's JSON-RPC; returns the hash of the external message, which starts the
 * wallet's transaction.
 */
export async function sendVerifyCall(wallet: EverWallet, call: VerifyCall): Promise<string> {
  const internal = relaxedInternalMessage({
    dest: call.address,
    value: BigInt(call.amount),
    bounce: call.bounce,
    body: encodeCall(call.abi, call.method, { userHash: call.params.userHash }),
  });
  const now = Date.now();
  const message = wallet.call({ internal, flags: 3, timeMs: BigInt(now), expireAt: Math.floor(now / 1000) + 60, deploy: false });
  const response = await fetch(devnetJrpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendMessage', params: { message: encodeBase64(writeBoc(message)) } }),
  });
  const answer = (await response.json()) as { error?: { message: string } };
  if (answer.error) throw new Error(`sendMessage: ${answer.error.message}`);
  return message.hashHex();
}
