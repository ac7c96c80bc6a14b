import { search } from '@tvmscan/store';
import { addressForms, parseAddress } from '@tvmscan/tvm';
import { cacheShort, cacheUntilChainMoves } from '../http/caching.js';
import { toNumber, toNumberOrNull } from '../mappers/numbers.js';
import type { Message } from '../schemas/message.js';
import type { ConvertAddressResponse, SearchResponse } from '../schemas/search.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import { serverTime, type RouteContext } from './context.js';
import { accountInput } from './inputs.js';

/** The global search, the server's time and an address's forms. */
export const SEARCH_HANDLERS: ExplorerHandlers<'POST /search' | 'GET /time' | 'POST /convert_address'> = {
  'POST /search': searchAll,
  'GET /time': async () => ({ time: serverTime() }),
  'POST /convert_address': convertAddress,
};

async function searchAll({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /search'>): Promise<SearchResponse> {
  const found = await search(db, body.query);
  cacheUntilChainMoves(reply);
  return {
    blocks: found.blocks.map((block) => ({
      rootHash: block.root_hash,
      workchain: block.workchain,
      shard: block.shard,
      seqno: block.seqno,
      genUtime: toNumber(block.gen_utime),
    })),
    accounts: found.accounts.map((account) => ({
      workchain: account.workchain,
      address: `${account.workchain}:${account.address}`,
      balance: account.balance,
    })),
    transactions: found.transactions.map((transaction) => ({ hash: transaction.hash, time: toNumber(transaction.now) })),
    messages: found.messages.map((message) => ({
      messageHash: message.hash,
      messageType: message.message_type as Message['messageType'],
      createdAt: toNumberOrNull(message.created_at),
    })),
  };
}

async function convertAddress(_context: RouteContext, { body, reply }: ExplorerCall<'POST /convert_address'>): Promise<ConvertAddressResponse> {
  const ref = accountInput('address', body.address);
  const forms = addressForms(parseAddress(`${ref.workchain}:${ref.address}`));
  cacheShort(reply);
  return {
    unpacked: forms.raw,
    bounceable: forms.bounceable,
    bounceableUrl: forms.bounceableUrl,
    nonBounceable: forms.nonBounceable,
    nonBounceableUrl: forms.nonBounceableUrl,
    workchain: ref.workchain,
  };
}
