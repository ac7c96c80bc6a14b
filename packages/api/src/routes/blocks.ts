import {
  blockCountQuery,
  blockDetails,
  cachedCount,
  isBeforeHistory,
  listBlocks,
  readHistoryStart,
  type BlockFilter,
  type BlockId,
  type BlockKey,
} from '@tvmscan/store';
import type { ApiError } from '../http/api-error.js';
import { badField, beforeHistory, notFound } from '../http/api-error.js';
import { cacheUntilChainMoves, cacheWhenSettled } from '../http/caching.js';
import { accountBlock, blockEntity, blockIdOf, shardInfo } from '../mappers/block.js';
import { networkConfigRecord } from '../mappers/network-config-record.js';
import { toNumber } from '../mappers/numbers.js';
import {
  BlockBody,
  BlockCountBody,
  BlockListBody,
  BlockListResponseSchema,
  BlockResponseSchema,
  KeyBlockConfigResponseSchema,
} from '../schemas/block.js';
import { CountResponse, Data, EmptyBody } from '../schemas/common.js';
import type { ApiInstance, RouteContext } from './context.js';
import { COUNT_CACHE, pageCursors } from './inputs.js';

type BlockBodyValue = { hash?: string; workchain?: number; shard?: string; seqno?: number };

/** A block is named by its root hash, or by workchain, shard and seqno together. */
function blockKey(body: BlockBodyValue): BlockKey {
  const { hash, workchain, shard, seqno } = body;
  if (hash !== undefined) {
    if (workchain !== undefined || shard !== undefined || seqno !== undefined) {
      throw badField('hash', 'cannot be given with workchain, shard or seqno', 'oneOf');
    }
    return { hash };
  }
  if (workchain === undefined) throw badField('workchain', 'is required (or hash)', 'required');
  if (shard === undefined) throw badField('shard', 'is required with workchain and seqno', 'required');
  if (seqno === undefined) throw badField('seqno', 'is required with workchain and shard', 'required');
  return { workchain, shard, seqno };
}

/** A block the index does not hold: before its history (an index started mid-chain), or not found. */
async function missingBlock(db: RouteContext['db'], id: BlockId): Promise<ApiError> {
  if (!(await isBeforeHistory(db, id))) return notFound('block not found');
  const start = await readHistoryStart(db);
  return beforeHistory(
    `block ${id.workchain}:${id.shard}:${id.seqno} is before this explorer's history, which starts at masterchain block #${start!.mcSeqno}`,
  );
}

function blockFilter(body: { workchain?: number; transactionCountGe?: number }): BlockFilter {
  return { workchain: body.workchain, transactionCountGe: body.transactionCountGe };
}

export function blockRoutes(app: ApiInstance, { db, config }: RouteContext): void {
  const tags = ['blocks'];

  app.post('/blocks', { schema: { tags, body: BlockBody, response: { 200: Data(BlockResponseSchema) } } }, async (request, reply) => {
    const key = blockKey(request.body);
    const details = await blockDetails(db, key);
    if (!details) throw 'hash' in key ? notFound('block not found') : await missingBlock(db, key);
    const { block, previous, next } = details;
    cacheWhenSettled(reply, next !== null);
    return {
      data: {
        block: blockEntity(block),
        prevBlock: previous && blockIdOf(previous),
        nextBlock: next && blockIdOf(next),
        shardsInfo: details.shardDescriptions.map(shardInfo),
        accountBlocks: details.accountBlocks.map(accountBlock),
      },
    };
  });

  app.post('/blocks/list', { schema: { tags, body: BlockListBody, response: { 200: Data(BlockListResponseSchema) } } }, async (request, reply) => {
    const { limit = 20, cursor, direction, ordering } = request.body;
    const page = await listBlocks(db, blockFilter(request.body), { limit, cursor, direction }, ordering);
    cacheUntilChainMoves(reply);
    return { data: { blocks: page.items.map(blockEntity), ...pageCursors(cursor, page) } };
  });

  app.post('/blocks/count', { schema: { tags, body: BlockCountBody, response: { 200: Data(CountResponse) } } }, async (request, reply) => {
    const { count } = await cachedCount(db, blockCountQuery, blockFilter(request.body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { data: { count: toNumber(count) } };
  });

  app.post(
    '/blocks/key-block-config',
    { schema: { tags, body: EmptyBody, response: { 200: Data(KeyBlockConfigResponseSchema) } } },
    async (_request, reply) => {
      const current = await config.get();
      if (!current) throw notFound('no network config is indexed yet');
      const { record, view, undecoded } = current;
      cacheUntilChainMoves(reply);
      return {
        data: {
          mcSeqno: record.mc_seqno,
          blockRootHash: record.block_root_hash,
          genUtime: toNumber(record.gen_utime),
          config: view,
          record: networkConfigRecord(view),
          undecodedParams: undecoded,
        },
      };
    },
  );
}
