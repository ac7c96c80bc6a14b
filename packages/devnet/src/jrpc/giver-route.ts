import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EverWallet } from '../wallet/ever-wallet.js';
import { answerGiver } from '../wallet/giver-top-up.js';
import type { WalletNetwork } from '../wallet/wallet-sender.js';
import { readJsonPost, reply } from './http-io.js';

/** Where the devnet's giver answers on its HTTP server. */
export const GIVER_PATH = '/giver';

/** The giver's wallet and the network it sends on. */
export interface DevnetGiver {
  readonly network: WalletNetwork;
  readonly wallet: EverWallet;
}

export function isGiverRequest(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://devnet').pathname === GIVER_PATH;
}

/** `POST /giver` with `{"address": "wc:hex"}`: tops the address up from the devnet's giver (see answerGiver). */
export async function serveGiver(giver: DevnetGiver, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const post = await readJsonPost(request, response, 'the address');
  if (post === undefined) return;
  const answer = answerGiver(giver.network, giver.wallet, post.body);
  reply(response, answer.status, answer.body);
}
