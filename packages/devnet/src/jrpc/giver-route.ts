import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EverWallet } from '../wallet/ever-wallet.js';
import { answerGiver } from '../wallet/giver-top-up.js';
import type { WalletNetwork } from '../wallet/wallet-sender.js';
import { MAX_BODY_BYTES, readBody, reply } from './http-io.js';

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
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    reply(response, 405, badRequest('method', `${request.method ?? 'this method'} is not allowed; send the address with POST`));
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
  const answer = answerGiver(giver.network, giver.wallet, body);
  reply(response, answer.status, answer.body);
}

function badRequest(field: string, message: string): object {
  return { error: { code: 'BadRequest', message, field } };
}
