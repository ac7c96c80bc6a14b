import { search } from '@tvmscan/store';
import { addressForms, parseAddress } from '@tvmscan/tvm';
import { cacheShort, cacheUntilChainMoves } from '../http/caching.js';
import { toNumber, toNumberOrNull } from '../mappers/numbers.js';
import { Data } from '../schemas/common.js';
import type { Message } from '../schemas/message.js';
import { ConvertAddressBody, ConvertAddressResponseSchema, SearchBody, SearchResponseSchema, TimeResponseSchema } from '../schemas/search.js';
import { serverTime, type ApiInstance, type RouteContext } from './context.js';
import { accountInput } from './inputs.js';

export function searchRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post('/search', { schema: { tags: ['search'], body: SearchBody, response: { 200: Data(SearchResponseSchema) } } }, async (request, reply) => {
    const found = await search(db, request.body.query);
    cacheUntilChainMoves(reply);
    return {
      data: {
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
      },
    };
  });

  app.get('/time', { schema: { tags: ['misc'], response: { 200: Data(TimeResponseSchema) } } }, async () => ({ data: { time: serverTime() } }));

  app.post(
    '/convert_address',
    { schema: { tags: ['misc'], body: ConvertAddressBody, response: { 200: Data(ConvertAddressResponseSchema) } } },
    async (request, reply) => {
      const ref = accountInput('address', request.body.address);
      const forms = addressForms(parseAddress(`${ref.workchain}:${ref.address}`));
      cacheShort(reply);
      return {
        data: {
          unpacked: forms.raw,
          bounceable: forms.bounceable,
          bounceableUrl: forms.bounceableUrl,
          nonBounceable: forms.nonBounceable,
          nonBounceableUrl: forms.nonBounceableUrl,
          workchain: ref.workchain,
        },
      };
    },
  );
}
